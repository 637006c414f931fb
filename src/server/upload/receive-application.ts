/**
 * Reads one multipart application request part by part. Text parts go to the shared decoder;
 * file parts (submit only) stream through the inspector into storage. Whatever goes wrong,
 * every file stored for this request is removed before the error leaves here.
 */
import { finished } from "node:stream";
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { type ApplicationForm, type ErrorMap, normalizeApplication } from "../../shared/application.ts";
import { cleanFilename } from "../../shared/filename.ts";
import { ALLOWED_TYPES, UPLOAD_FIELDS } from "../../shared/limits.ts";
import type { Messages } from "../../shared/messages.ts";
import { mergeErrors, validateApplication } from "../../shared/rules.ts";
import { keepSectorFields } from "../../shared/sector.ts";
import {
  dotted,
  FILE_RECORD_PATTERNS,
  type FieldPath,
  fileRecordPathOf,
  fileRecords,
  PayloadDecoder,
  parseBracketName,
  patternOf,
  WireError,
} from "../../shared/wire.ts";
import type { StoredFile } from "../applications/stored-file.ts";
import type { Config } from "../config.ts";
import { messagesIn } from "../languages/messages.ts";
import type { FileStore } from "../store/files.ts";
import type { PendingUploads, UploadBatch } from "../store/pending-uploads.ts";
import { RequestError } from "../web/request-error.ts";
import {
  FileInspector,
  FileTooLargeError,
  FileTypeError,
  PictureDamagedError,
  pictureDecodes,
  SubmissionBudget,
  SubmissionTooLargeError,
} from "./inspect-file.ts";
import { checkBoundary } from "./multipart-boundary.ts";

export interface ReceivedApplication {
  form: ApplicationForm;
  files: StoredFile[];
  /** Records that keep a file already stored for the application (a correction): record path → file id. */
  kept: Map<string, string>;
  errors: ErrorMap;
}

/** A text part `<file record in bracket notation>[stored]` names a stored file the record keeps. */
const STORED_SUFFIX = "[stored]";

/** The largest number of file parts a complete application can hold. */
const MAX_FILE_PARTS =
  50 * 50 +
  UPLOAD_FIELDS.rendering.maxCount +
  UPLOAD_FIELDS.galleryPicture.maxCount +
  UPLOAD_FIELDS.galleryAdditional.maxCount +
  UPLOAD_FIELDS.proof.maxCount;
/** Files of one submission written to local disk at once; the next part waits for one of them. */
const MAX_FILES_STORING = 8;
/**
 * …and going up to a bucket: one goes up (and a picture is checked) while the next arrives. Each is
 * held in memory until it is stored, so a submission holds at most two.
 */
const MAX_FILES_GOING_UP = 2;
/** Text parts of a full application in bracket notation, with room to spare. */
const MAX_TEXT_PARTS = 20_000;
/** Large enough for the compact encoding's `artists` JSON part at the limits. */
const MAX_TEXT_PART_BYTES = 32 * 1024 * 1024;

function kindOf(recordPath: FieldPath) {
  return FILE_RECORD_PATTERNS.get(patternOf(recordPath))?.kind ?? "document";
}

export async function receiveApplication(
  request: FastifyRequest,
  options: {
    config: Config;
    store: FileStore;
    pending: PendingUploads;
    /** Submit: the files are stored under this batch's keys. Validate: none, file parts are skipped. */
    batch: UploadBatch | undefined;
    csrfToken: string;
    /** Editions an application may name (the database's); OPEN_EDITIONS when not given. */
    editions?: readonly string[];
    /**
     * A correction: the application's files by id, which a record may keep instead of a file part.
     * Without it a `[stored]` part is refused, so no other application's file can be named.
     */
    stored?: ReadonlyMap<string, { originalName: string; size: number; contentType: string }>;
    /** Fills in, before the rules check it, what the request may leave out (a correction's stored tax details). */
    complete?: (form: ApplicationForm) => ApplicationForm;
    /** The editions that charge fees: an application to one needs the company's country. */
    chargingFees?: ReadonlySet<string>;
  },
): Promise<ReceivedApplication> {
  const { config, store, pending, batch } = options;
  const messages = messagesIn(request.language);
  let inFlight: string | null = null;
  const written = () => files.map((f) => f.storageKey).concat(inFlight ? [inFlight] : []);
  const discardAll = () => (batch ? pending.discard(batch, written()) : Promise.resolve());
  const decoder = new PayloadDecoder();
  const files: StoredFile[] = [];
  const kept = new Map<string, string>();
  const fileErrors: ErrorMap = {};
  /** Pictures decoding from their stored files while the next parts arrive; each settles, never rejects. */
  const pictureChecks: Promise<void>[] = [];
  let pictureCheckFailure: { error: unknown } | undefined;
  /** Files still being written (local disk: their last batch, fsync and folder sync) while the next parts arrive; each settles, never rejects. */
  const stores: Promise<void>[] = [];
  const storingNow = new Set<Promise<void>>();
  let storeFailure: { error: unknown } | undefined;
  const local = store.localPath !== undefined;
  const budget = new SubmissionBudget(config.maxSubmissionBytes);
  const ending = watchForClosingBoundary(request);
  try {
    // The connection went while the handler waited for the database (a client error, a reset): the
    // multipart reader waits for the request's `close` or `end`, which would then never come.
    if (request.raw.destroyed) throw new RequestError(400, "The multipart body is malformed or incomplete.");
    if (!request.isMultipart()) throw new RequestError(400, "The request must be multipart/form-data.");
    checkBoundary(request.headers["content-type"]);
    const parts = request.parts({
      limits: {
        // One byte more than allowed, so the inspector sees the excess and names the file.
        fileSize: config.maxFileBytes + 1,
        files: MAX_FILE_PARTS,
        fields: MAX_TEXT_PARTS,
        fieldSize: MAX_TEXT_PART_BYTES,
        parts: MAX_FILE_PARTS + MAX_TEXT_PARTS,
        fieldNameSize: 200,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      // busboy leaves the name undefined for a part whose Content-Disposition has none.
      const name: string = part.fieldname ?? "";
      if (part.type === "field") {
        if (part.valueTruncated) throw new RequestError(413, `The field ${name} is too long.`);
        const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
        if (name === "_token") {
          if (value !== options.csrfToken) throw new RequestError(403, messages.csrfInvalid);
          continue;
        }
        if (name.endsWith(STORED_SUFFIX)) {
          keepStored(name.slice(0, -STORED_SUFFIX.length), value);
          continue;
        }
        // busboy decodes with replacement characters; nobody types U+FFFD, broken bytes do.
        if (value.includes("\uFFFD")) throw new RequestError(400, `The field ${name} is not valid UTF-8 text.`);
        decoder.addText(name, value);
        continue;
      }
      const recordPath = fileRecordPathOf(name);
      if (!batch || !recordPath) {
        part.file.resume();
        await new Promise((resolve) => part.file.once("end", resolve));
        continue;
      }
      decoder.checkIndexes(recordPath);
      const at = dotted(recordPath);
      const originalName = cleanFilename(part.filename ?? "") || "file";
      if (files.some((f) => f.recordPath === at) || kept.has(at))
        throw new RequestError(400, `More than one file was sent for ${name}.`);
      const inspector = new FileInspector(config.maxFileBytes, ALLOWED_TYPES[kindOf(recordPath)], budget);
      // store.write's pipeline reports the inspector's error; without a listener of its own,
      // Readable.pipe would rethrow it as an uncaught exception after unpiping.
      inspector.on("error", () => {});
      // Nor does pipe pass on an upload cut short (client gone): end the chain with an error.
      finished(part.file, (error) => {
        if (error) inspector.destroy(error);
      });
      const storageKey = batch.nextKey();
      inFlight = storageKey;
      // A store on local disk has the picture decoded from its file afterwards (below); S3 holds a
      // picture in one buffer on its way up, and has it decoded from there.
      const storing = store.write(storageKey, part.file.pipe(inspector), {
        whole: {
          wanted: () => inspector.isPicture(),
          upTo: config.maxFileBytes,
          check: async (bytes) => {
            if (!(await pictureDecodes(bytes))) throw new PictureDamagedError();
          },
        },
        sha256: () => inspector.sha256(),
      });
      try {
        // On local disk the next part is read while this file's last batch and fsync go on: the
        // file's bytes have all passed the inspector when it ends. Any refusal of the inspector comes
        // before its end, through the write.
        // A bucket likewise: once the file's bytes are all in, the next part is read while they go up
        // and a picture is checked (a damaged one is named below, when its write fails).
        await Promise.race([storing, passedThrough(inspector)]);
      } catch (error) {
        if (error instanceof SubmissionTooLargeError) throw new RequestError(413, messages.submissionTooLarge);
        if (error instanceof FileTooLargeError || part.file.truncated)
          throw new RequestError(422, messages.invalidData, { [`${at}.file`]: [messages.fileTooLarge(originalName)] });
        if (error instanceof FileTypeError || error instanceof PictureDamagedError) {
          await pending.drop([storageKey]);
          inFlight = null;
          fileErrors[`${at}.file`] = [
            error instanceof PictureDamagedError
              ? messages.pictureDamaged(originalName)
              : messages.fileInvalid(originalName),
          ];
          decoder.addFile(recordPath, { filename: originalName, size: 0 });
          part.file.resume();
          continue;
        }
        throw error;
      }
      inFlight = null;
      const inspected = inspector.result();
      const stored = storing.then(
        () => undefined,
        (error: unknown) => {
          // A bucket's write fails on a damaged picture after its bytes were all in: it is named, as on
          // disk, and the whole submission's files go with its errors.
          if (error instanceof PictureDamagedError) fileErrors[`${at}.file`] = [messages.pictureDamaged(originalName)];
          else storeFailure ??= { error };
        },
      );
      storingNow.add(stored);
      void stored.finally(() => storingNow.delete(stored));
      stores.push(stored);
      if (store.localPath && inspector.isPicture()) {
        const file = store.localPath(storageKey);
        // A damaged picture fails the whole submission (its error below), which removes every file stored.
        const damaged = () => {
          fileErrors[`${at}.file`] = [messages.pictureDamaged(originalName)];
        };
        pictureChecks.push(
          storing
            .then(() => pictureDecodes(file))
            .then(
              (ok) => (ok ? undefined : damaged()),
              (error: unknown) => {
                pictureCheckFailure ??= { error };
              },
            ),
        );
      }
      files.push({ recordPath: at, originalName, storageKey, ...inspected });
      decoder.addFile(recordPath, { filename: originalName, size: inspected.size });
      // Files written at once are bounded: each holds a descriptor and its last batch, or its bytes.
      if (storingNow.size >= (local ? MAX_FILES_STORING : MAX_FILES_GOING_UP)) await Promise.race(storingNow);
      // A storage that failed (or stopped answering) fails the submission now, not after the rest is read.
      if (storeFailure) throw storeFailure.error;
    }

    await Promise.all(stores);
    if (storeFailure) throw storeFailure.error;
    await Promise.all(pictureChecks);
    if (pictureCheckFailure) throw pictureCheckFailure.error;
    // @fastify/multipart still ends the parts quietly on an empty body (and did on any body cut short before 10.1).
    if (!ending.complete()) throw new RequestError(400, "The multipart body is malformed or incomplete.");
    // Fields hidden for the chosen sector are dropped whatever the client sent, their files too.
    const decoded = keepSectorFields(normalizeApplication(decoder.result()));
    const form = options.complete ? options.complete(decoded) : decoded;
    const expected = new Set(fileRecords(form).map(({ path }) => dotted(path)));
    for (const at of kept.keys()) if (!expected.has(at)) kept.delete(at);
    const unexpected = files.filter((f) => !expected.has(f.recordPath));
    if (unexpected.length > 0) {
      await pending.drop(unexpected.map((f) => f.storageKey));
      files.splice(0, files.length, ...files.filter((f) => expected.has(f.recordPath)));
    }
    for (const key of Object.keys(fileErrors)) if (!expected.has(key.replace(/\.file$/, ""))) delete fileErrors[key];
    const errors = mergeErrors(
      validateApplication(form, {
        uploadLimits: config,
        taxCountryRequired: options.chargingFees?.has(form.edition) ?? false,
        messages,
      }),
      (options.editions ?? config.openEditions).includes(form.edition) ? {} : { edition: [messages.edition] },
      batch ? missingFiles(form, files, kept, messages) : {},
    );
    // The inspector knows why a file was refused: its reason replaces the rules' generic one.
    Object.assign(errors, fileErrors);
    if (Object.keys(errors).length > 0) await discardAll();
    if (Object.keys(errors).length > 0) return { form, files: [], kept: new Map(), errors };
    // The name kept is the one in the form (the applicant's text part wins over the part's header).
    const names = new Map(fileRecords(form).map(({ path, record }) => [dotted(path), record.filename]));
    return {
      form,
      files: files.map((f) => ({ ...f, originalName: names.get(f.recordPath) || f.originalName })),
      kept,
      errors,
    };
  } catch (error) {
    // No file is still being written when the batch's files are removed.
    await Promise.all([...stores, ...pictureChecks]);
    if (batch) await pending.discardAfter(error, batch, written());
    throw toRequestError(error);
  }

  function keepStored(recordName: string, fileId: string): void {
    const recordPath = parseBracketName(recordName);
    if (!recordPath || !FILE_RECORD_PATTERNS.has(patternOf(recordPath)))
      throw new RequestError(400, `The field ${recordName}${STORED_SUFFIX} is not a file of the form.`);
    const stored = options.stored?.get(fileId);
    if (!stored)
      throw new RequestError(400, `The field ${recordName}${STORED_SUFFIX} names no file of this application.`);
    const at = dotted(recordPath);
    if (kept.has(at) || files.some((f) => f.recordPath === at))
      throw new RequestError(400, `More than one file was sent for ${recordName}.`);
    if ([...kept.values()].includes(fileId))
      throw new RequestError(400, `The stored file of ${recordName}${STORED_SUFFIX} is kept twice.`);
    decoder.addFile(recordPath, { filename: stored.originalName, size: stored.size });
    // A kept file must fit its record as an upload must: a PDF is no gallery picture.
    if (!ALLOWED_TYPES[kindOf(recordPath)].includes(stored.contentType)) {
      fileErrors[`${at}.file`] = [messages.fileInvalid(stored.originalName)];
      return;
    }
    kept.set(at, fileId);
  }
}

/** Resolves once every byte of the file has passed the inspector (never when it fails: the write says why). */
function passedThrough(inspector: FileInspector): Promise<void> {
  return new Promise((resolve) => inspector.once("end", resolve));
}

/** Keeps the last bytes of the body to tell whether it ended with the closing `--boundary--`. */
function watchForClosingBoundary(request: FastifyRequest): { complete(): boolean } {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers["content-type"] ?? "");
  const closing = Buffer.from(`--${match?.[1] ?? match?.[2] ?? ""}--`);
  // One small buffer for the whole body, its last bytes copied in place: nothing allocated per chunk.
  const tail = Buffer.alloc(closing.length + 4);
  let filled = 0;
  request.raw.on("data", (chunk: Buffer) => {
    const kept = Math.min(filled, tail.length - Math.min(chunk.length, tail.length));
    tail.copyWithin(0, filled - kept, filled);
    const taken = chunk.subarray(-Math.min(chunk.length, tail.length - kept));
    tail.set(taken, kept);
    filled = kept + taken.length;
  });
  return { complete: () => tail.subarray(0, filled).includes(closing) };
}

function missingFiles(
  form: ApplicationForm,
  files: StoredFile[],
  kept: ReadonlyMap<string, string>,
  messages: Messages,
): ErrorMap {
  const errors: ErrorMap = {};
  const received = new Set([...files.map((f) => f.recordPath), ...kept.keys()]);
  for (const { path, record } of fileRecords(form)) {
    const at = dotted(path);
    if (!received.has(at) && record.size > 0)
      errors[`${at}.file`] = [messages.fileMissing(record.filename || messages.aFile)];
  }
  return errors;
}

function toRequestError(error: unknown): unknown {
  if (error instanceof RequestError) return error;
  if (error instanceof WireError) return new RequestError(error.status, error.message, error.errors);
  const code = (error as { code?: string } | null)?.code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return new RequestError(413, "A file is too large.");
  if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT")
    return new RequestError(413, "The request has too many parts.");
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_PROTO_VIOLATION")
    return new RequestError(400, "The request is not valid multipart/form-data.");
  // Since @fastify/multipart 10.1 a body cut short is an error rather than a quiet end of the parts.
  if (code === "FST_MP_PREMATURE_CLOSE") return new RequestError(400, "The multipart body is malformed or incomplete.");
  if (
    error instanceof Error &&
    /Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found/i.test(error.message)
  )
    return new RequestError(400, "The multipart body is malformed or incomplete.");
  return error;
}
