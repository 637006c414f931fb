/**
 * The one upload component behind every file field of the application form: a real file input
 * (keyboard and screen reader first), drag-and-drop onto the same zone, thumbnails, removal,
 * limits, self-clearing upload errors and in-browser downscaling of images.
 */
import { type DragEvent, type JSX, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { messages } from "../../shared/messages.ts";
import { downscaleImage } from "./downscale-image.ts";
import { acceptAttribute, isImageType } from "./file-types.ts";
import { formatSize } from "./format-size.ts";
import { type Candidate, prepareCandidate, screenFiles } from "./prepare-upload.ts";
import { splitName } from "./split-name.ts";
import { UploadErrorQueue } from "./upload-error-queue.ts";
import { uploadHint } from "./upload-hint.ts";
import "./file-upload.css";
import { hidden, rich, t, translator } from "../words.tsx";

export interface UploadedFile {
  id: string;
  file: File;
  filename: string;
  size: number;
  previewUrl?: string;
  /** A file already stored with the application being changed: `file` holds no bytes, `previewUrl` is its thumbnail. */
  storedId?: string;
}

export interface FileUploadProps {
  /** id of the <input type=file>; the form's error summary links here. */
  id: string;
  /** Visible label text. */
  label: string;
  /** The name of the list of chosen files; "Files for <label>" unless given (several fields share a label). */
  listLabel?: string;
  /** Limits in words, shown before the user picks; defaults to uploadHint(kind, maxCount, maxSize). */
  hint?: string;
  /** image: JPEG, PNG, WebP; document: PDF and those images. */
  kind: "image" | "document";
  maxCount?: number;
  /** Bytes, measured on what will be sent (images after downscaling). */
  maxSize?: number;
  files: UploadedFile[];
  onChange(files: UploadedFile[]): void;
  /** ids of validation error elements rendered by the form, for aria-describedby. */
  errorIds?: string;
  /** Sets aria-invalid on the input. */
  invalid?: boolean;
  /** Told true while picked files are still being prepared (downscaled), false when all are in `files`. */
  onProcessingChange?(processing: boolean): void;
}

interface Processing {
  key: number;
  filename: string;
}

/** Object URLs made by this page and not yet revoked; any other previewUrl (from a restored draft) is dead. */
const livePreviews = new Set<string>();
let nextKey = 1;

function makePreview(file: File): string | undefined {
  if (!isImageType(file.type)) return undefined;
  const url = URL.createObjectURL(file);
  livePreviews.add(url);
  return url;
}

function revokePreview(url: string | undefined): void {
  if (!url || !livePreviews.delete(url)) return;
  URL.revokeObjectURL(url);
}

const needsPreview = (upload: UploadedFile) =>
  !upload.storedId && isImageType(upload.file.type) && !(upload.previewUrl && livePreviews.has(upload.previewUrl));

function toUploadedFile(file: File): UploadedFile {
  return {
    id: `upload-${Date.now().toString(36)}-${nextKey++}`,
    file,
    filename: file.name,
    size: file.size,
    previewUrl: makePreview(file),
  };
}

/** A long name is shortened in the middle on screen, keeping its ending; the text stays whole for copying and screen readers. */
function FileName({ name }: { name: string }) {
  const { head, tail } = splitName(name);
  return (
    <span className="file-upload__name" title={name}>
      <span className="file-upload__name-head">{head}</span>
      <span className="file-upload__name-tail">{tail}</span>
    </span>
  );
}

export function FileUpload(props: FileUploadProps): JSX.Element {
  const { id, label, kind, maxCount, maxSize, files, errorIds, invalid } = props;
  const hint = props.hint ?? uploadHint({ kind, maxCount, maxSize });
  const hintId = `${id}-hint`;
  const uploadErrorsId = `${id}-upload-errors`;

  const [errorQueue] = useState(() => new UploadErrorQueue());
  const uploadErrors = useSyncExternalStore(errorQueue.subscribe, errorQueue.current, errorQueue.current);
  const [processing, setProcessing] = useState<Processing[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);

  // Work finishes asynchronously, possibly several batches at once: each must build on the list as
  // it is now, including changes the parent has not rendered yet, never on the list of its own render.
  const filesRef = useRef(files);
  const propsRef = useRef(props);
  const processingCount = useRef(0);
  const mounted = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useLayoutEffect(() => {
    filesRef.current = files;
    propsRef.current = props;
  });

  const commit = (next: UploadedFile[]) => {
    filesRef.current = next;
    propsRef.current.onChange(next);
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      errorQueue.dispose();
      // Files still being prepared are dropped with the field; the form must not wait for them.
      if (processingCount.current > 0) {
        processingCount.current = 0;
        propsRef.current.onProcessingChange?.(false);
      }
      for (const upload of filesRef.current) revokePreview(upload.previewUrl);
    };
  }, [errorQueue]);

  // Files restored from a draft (or kept while this field was unmounted) have no live preview: make them one.
  useEffect(() => {
    if (!files.some(needsPreview)) return;
    commit(
      filesRef.current.map((upload) =>
        needsPreview(upload) ? { ...upload, previewUrl: makePreview(upload.file) } : upload,
      ),
    );
  }, [files]);

  // After a removal, focus stays in the list (the next file's button) rather than falling to the page.
  useLayoutEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
  }, [files]);

  const trackProcessing = (delta: number) => {
    const before = processingCount.current;
    processingCount.current += delta;
    if ((before === 0) !== (processingCount.current === 0))
      propsRef.current.onProcessingChange?.(processingCount.current > 0);
  };

  async function addFiles(picked: File[]) {
    if (picked.length === 0) return;
    const limits = { kind, maxCount, maxSize };
    // A field for one file takes a new pick as a replacement, as a native single-file input does.
    const replacing = maxCount === 1;
    const held = () => (replacing ? 0 : filesRef.current.length + processingCount.current);
    const { candidates, problems } = await screenFiles(picked, held, limits);
    if (!mounted.current) return;
    errorQueue.add(problems);
    if (candidates.length === 0) return;

    const batch = candidates.map((candidate) => ({ candidate, key: nextKey++ }));
    setProcessing((now) => [...now, ...batch.map(({ candidate, key }) => ({ key, filename: candidate.file.name }))]);
    trackProcessing(batch.length);
    if (batch.some(({ candidate }) => isImageType(candidate.type))) {
      setAnnouncement(
        t("form.preparingFiles", { files: translator.list(batch.map(({ candidate }) => candidate.file.name)) }),
      );
    }
    const added: string[] = [];
    for (const { candidate, key } of batch) {
      const prepared = await prepareSafely(candidate, limits);
      if (!mounted.current) return;
      setProcessing((now) => now.filter((item) => item.key !== key));
      trackProcessing(-1);
      if (!prepared.ok) {
        errorQueue.add([prepared.message]);
        continue;
      }
      const upload = toUploadedFile(prepared.file);
      if (replacing) for (const old of filesRef.current) revokePreview(old.previewUrl);
      commit(replacing ? [upload] : [...filesRef.current, upload]);
      added.push(upload.filename);
    }
    if (added.length > 0) setAnnouncement(t("form.addedFiles", { files: translator.list(added) }));
  }

  function remove(upload: UploadedFile) {
    const index = filesRef.current.findIndex((f) => f.id === upload.id);
    revokePreview(upload.previewUrl);
    focusAfterRemoval.current = index;
    commit(filesRef.current.filter((f) => f.id !== upload.id));
    setAnnouncement(t("form.removedFile", { file: upload.filename }));
  }

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault(); // allows the drop
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault(); // the browser would otherwise open the file and leave the form
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const describedBy = [hint ? hintId : "", errorIds ?? "", uploadErrors.length > 0 ? uploadErrorsId : ""]
    .filter(Boolean)
    .join(" ");
  const empty = files.length === 0 && processing.length === 0;

  return (
    <div className="file-upload">
      <label className="file-upload__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div className="file-upload__hint" id={hintId}>
          {hint}
        </div>
      )}
      <div className="file-upload__errors" id={uploadErrorsId} aria-live="polite">
        {uploadErrors.map((error) => (
          <p className="file-upload__error" key={error.id}>
            <span className="file-upload__visually-hidden">{t("form.errorLabel")} </span>
            <UploadErrorLines message={error.message} />
          </p>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only a drop target for the mouse; the file input inside it is the way in for keyboards and screen readers */}
      <div
        className="file-upload__zone"
        data-dragging={dragging || undefined}
        aria-busy={processing.length > 0 || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          className="file-upload__input"
          type="file"
          id={id}
          accept={acceptAttribute(kind)}
          multiple={maxCount === undefined || maxCount > 1}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const picked = Array.from(event.currentTarget.files ?? []);
            // Cleared so that picking the same file again (after removing it) is seen as a change.
            event.currentTarget.value = "";
            void addFiles(picked);
          }}
        />
        <span className="file-upload__drop-hint">
          {t("form.dropHint", { multiple: maxCount === 1 ? "no" : "yes" })}
        </span>
      </div>
      {!empty && (
        <ul className="file-upload__list" ref={listRef} aria-label={props.listLabel ?? t("form.filesFor", { label })}>
          {files.map((upload) => (
            <li className="file-upload__item" key={upload.id}>
              {upload.previewUrl ? (
                <img className="file-upload__thumbnail" src={upload.previewUrl} alt="" width={64} height={64} />
              ) : (
                <span className="file-upload__thumbnail file-upload__thumbnail--document" aria-hidden="true">
                  {upload.file.type === "application/pdf" ? "PDF" : t("form.documentThumbnail")}
                </span>
              )}
              <FileName name={upload.filename} />
              <span className="file-upload__size">{formatSize(upload.size)}</span>
              {upload.storedId && <span className="file-upload__stored">{t("form.sentBefore")}</span>}
              <button className="file-upload__remove" type="button" data-remove onClick={() => remove(upload)}>
                {rich("form.removeFile", { file: upload.filename, hidden: hidden("file-upload__visually-hidden") })}
              </button>
            </li>
          ))}
          {processing.map((item) => (
            <li className="file-upload__item file-upload__item--processing" key={`processing-${item.key}`}>
              <span className="file-upload__thumbnail file-upload__thumbnail--processing" aria-hidden="true" />
              <FileName name={item.filename} />
              <span className="file-upload__size">{t("form.preparingFile")}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="file-upload__visually-hidden" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/** A failure while preparing one file (a crashed decoder) refuses that file, never the batch. */
async function prepareSafely(candidate: Candidate, limits: Parameters<typeof prepareCandidate>[1]) {
  try {
    return await prepareCandidate(candidate, limits, downscaleImage);
  } catch (error) {
    console.error("Preparing an upload failed", error);
    return { ok: false as const, message: messages.fileInvalid(candidate.file.name) };
  }
}

/** The spec's sentence, then on its own line why, when the message says (messages.withReason). */
function UploadErrorLines({ message }: { message: string }) {
  const cut = message.indexOf("\n");
  if (cut < 0) return <span>{message}</span>;
  return (
    <>
      <span>{message.slice(0, cut)}</span> <span className="file-upload__why">{message.slice(cut + 1)}</span>
    </>
  );
}
