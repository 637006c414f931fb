/**
 * Builds the multipart body for validate or submit in either encoding. Uses only FormData and
 * Blob, which the browser and Node both provide.
 */
import type { ApplicationForm } from "./application.ts";
import { keepSectorFields } from "./sector.ts";
import { bracketEntries, bracketName, compactEntries, compactFileName, dotted, fileRecords } from "./wire.ts";

export type Encoding = "bracket" | "compact";

/**
 * @param files binary content by record path (`proof.0`, `artists.1.artworks.0`); omit for validate.
 * @param token the CSRF token, sent as the `_token` part by the compact encoding.
 * @param stored a correction's records that keep a file already stored: record path → the file's id,
 *   sent as `<record>[stored]` instead of a file part.
 */
export function applicationFormData(
  whole: ApplicationForm,
  options: {
    encoding?: Encoding;
    files?: ReadonlyMap<string, Blob>;
    token?: string;
    stored?: ReadonlyMap<string, string>;
  } = {},
): FormData {
  // What the page hides for the chosen sector is not sent (nor, when the form holds its files, uploaded).
  const form = keepSectorFields(whole);
  const encoding = options.encoding ?? "bracket";
  const body = new FormData();
  if (encoding === "compact" && options.token) body.append("_token", options.token);
  for (const [name, value] of encoding === "bracket" ? bracketEntries(form) : compactEntries(form))
    body.append(name, value);
  if (options.stored)
    for (const { path } of fileRecords(form)) {
      const id = options.stored.get(dotted(path));
      if (id && !options.files?.has(dotted(path))) body.append(`${bracketName(path)}[stored]`, id);
    }
  if (options.files)
    for (const { path, record } of fileRecords(form)) {
      const blob = options.files.get(dotted(path));
      if (!blob) continue;
      const name = encoding === "bracket" ? bracketName([...path, "file"]) : compactFileName(path);
      body.append(name, blob, record.filename);
    }
  return body;
}
