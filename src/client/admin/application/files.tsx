/**
 * Stored files as the back office shows them: a thumbnail that opens the artwork viewer for
 * pictures, and for every file its name, type and size as a download link.
 */

import type { StoredFileFields } from "../../../shared/api/applications.ts";
import { formatSize } from "../../uploads/format-size.ts";
import { OpenInViewer } from "../viewer/OpenInViewer.tsx";
import { t } from "../words.ts";

export interface ShownFile extends StoredFileFields {
  filename: string;
  size: number;
}

const TYPE_LABELS: Record<string, string> = {
  "application/pdf": t("application.typePdf"),
  "image/jpeg": t("application.typeJpeg"),
  "image/png": t("application.typePng"),
  "image/webp": t("application.typeWebp"),
};

export const typeLabel = (type: string | null) => (type ? (TYPE_LABELS[type] ?? type) : t("application.typeFile"));

/** Whether the file is a picture the browser may show: the server makes thumbnails only for those. */
export const isPicture = (file: ShownFile): file is ShownFile & { id: string; url: string; thumbnail_url: string } =>
  Boolean(file.id && file.url && file.thumbnail_url);

export function FileDownload({ file }: { file: ShownFile }) {
  if (!file.url) return null;
  return (
    <span className="file-download">
      {/* A name rather than hidden text inside the link: a 1-pixel box inside an inline link can take its clicks.
          `download` without a name: the server's name counts, with the extension of what the bytes are. */}
      <a
        href={file.url}
        download
        className="file-download__link"
        aria-label={t("application.download", { file: file.filename })}
      >
        {file.filename}
      </a>{" "}
      <span className="file-download__meta">
        {typeLabel(file.type)}, {formatSize(file.size)}
      </span>
      {file.active_content && <span className="file-download__warning">{t("application.activeContent")}</span>}
    </span>
  );
}

export interface PictureThumbnailProps {
  file: ShownFile & { id: string; thumbnail_url: string };
  /** What the picture shows, for the button's name ("Open … in the viewer"). */
  label: string;
}

export function PictureThumbnail({ file, label }: PictureThumbnailProps) {
  return <OpenInViewer fileId={file.id} thumbnail={file.thumbnail_url} label={label} />;
}

export function NoPicture({ text }: { text: string }) {
  return <span className="picture-thumbnail picture-thumbnail--none">{text}</span>;
}

/** Files of one kind (renderings, additional files, proof): pictures with a thumbnail, every one downloadable. */
export function FileList({
  files,
  label,
  empty,
}: {
  files: ShownFile[];
  /** A picture's name for its button, from its file's name: "rendering plan.png". */
  label: (filename: string) => string;
  empty: string;
}) {
  if (files.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="file-list">
      {files.map((file) => (
        <li key={file.id ?? file.filename} className="file-list__item">
          {isPicture(file) && <PictureThumbnail file={file} label={label(file.filename)} />}
          <FileDownload file={file} />
        </li>
      ))}
    </ul>
  );
}
