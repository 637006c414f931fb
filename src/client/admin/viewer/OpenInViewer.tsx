/** A picture's thumbnail as the button that opens it in the artwork viewer. */
import { useContext } from "react";
import { t } from "../words.ts";
import { ViewerContext } from "./viewer-context.ts";

export interface OpenInViewerProps {
  fileId: string;
  thumbnail: string;
  /** What the picture shows: "Untitled (Blue) by Ana Lima". */
  label: string;
  className?: string;
}

export function OpenInViewer({ fileId, thumbnail, label, className = "picture-thumbnail" }: OpenInViewerProps) {
  const open = useContext(ViewerContext);
  return (
    <button type="button" className={className} onClick={(event) => open?.(fileId, event.currentTarget)}>
      <img src={thumbnail} alt="" loading="lazy" decoding="async" />
      <span className="visually-hidden">{t("application.openInViewer", { label })}</span>
    </button>
  );
}
