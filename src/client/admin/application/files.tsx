/**
 * Stored files as the back office shows them: a thumbnail that opens the large view for pictures,
 * and for every file its name, type and size as a download link.
 */
import type { DialogPicture } from "../../behaviours/picture-dialog.ts";
import { formatSize } from "../../uploads/format-size.ts";
import type { StoredFileFields } from "../api/types.ts";
import { openPictures } from "./open-pictures.ts";

export interface ShownFile extends StoredFileFields {
  filename: string;
  size: number;
}

const TYPE_LABELS: Record<string, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/webp": "WebP image",
};

export const typeLabel = (type: string | null) => (type ? (TYPE_LABELS[type] ?? type) : "File");

/** Whether the file is a picture the browser may show: the server makes thumbnails only for those. */
export const isPicture = (file: ShownFile): file is ShownFile & { url: string; thumbnail_url: string } =>
  Boolean(file.url && file.thumbnail_url);

export function FileDownload({ file }: { file: ShownFile }) {
  if (!file.url) return null;
  return (
    <span className="file-download">
      {/* A name rather than hidden text inside the link: a 1-pixel box inside an inline link can take its clicks.
          `download` without a name: the server's name counts, with the extension of what the bytes are. */}
      <a href={file.url} download className="file-download__link" aria-label={`Download ${file.filename}`}>
        {file.filename}
      </a>{" "}
      <span className="file-download__meta">
        {typeLabel(file.type)}, {formatSize(file.size)}
      </span>
      {file.active_content && (
        <span className="file-download__warning">
          Contains JavaScript or an action that starts a program: open it in a PDF viewer that blocks scripts (it is
          never shown inside the back office).
        </span>
      )}
    </span>
  );
}

export interface PictureThumbnailProps {
  file: ShownFile & { url: string; thumbnail_url: string };
  /** What the picture shows, for the button's name ("Show … larger"). */
  label: string;
  /** Every picture of the group, to step through in the large view. */
  sequence: DialogPicture[];
  index: number;
}

export function PictureThumbnail({ file, label, sequence, index }: PictureThumbnailProps) {
  return (
    <button
      type="button"
      className="picture-thumbnail"
      onClick={(event) => openPictures(event.currentTarget, sequence, index)}
    >
      <img src={file.thumbnail_url} alt="" loading="lazy" decoding="async" />
      <span className="visually-hidden">Show {label} larger</span>
    </button>
  );
}

export function NoPicture({ text }: { text: string }) {
  return <span className="picture-thumbnail picture-thumbnail--none">{text}</span>;
}

/** The pictures of a group, in order, as the large view steps through them. */
export function dialogSequence<T>(
  items: T[],
  fileOf: (item: T) => ShownFile,
  describe: (item: T) => { alt: string; caption: string },
): { sequence: DialogPicture[]; indexOf: (item: T) => number } {
  const pictures = items.filter((item) => isPicture(fileOf(item)));
  return {
    sequence: pictures.map((item) => ({ src: fileOf(item).url as string, ...describe(item) })),
    indexOf: (item) => pictures.indexOf(item),
  };
}

/** Files of one kind (renderings, additional files, proof): pictures with a thumbnail, every one downloadable. */
export function FileList({ files, name, empty }: { files: ShownFile[]; name: string; empty: string }) {
  if (files.length === 0) return <p className="muted">{empty}</p>;
  const { sequence, indexOf } = dialogSequence(
    files,
    (file) => file,
    (file) => ({ alt: `${name}: ${file.filename}`, caption: file.filename }),
  );
  return (
    <ul className="file-list">
      {files.map((file) => (
        <li key={file.id ?? file.filename} className="file-list__item">
          {isPicture(file) && (
            <PictureThumbnail file={file} label={file.filename} sequence={sequence} index={indexOf(file)} />
          )}
          <FileDownload file={file} />
        </li>
      ))}
    </ul>
  );
}
