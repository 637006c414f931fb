/**
 * The name a stored file leaves the server under (a download's Content-Disposition, a ZIP entry):
 * the applicant's name with the extension of the type detected from its bytes. Computers open a
 * file by its extension: a PDF uploaded as `evil.hta` must reach a reviewer's desktop as
 * `evil.pdf`, never as an HTML application that Windows runs.
 */

/** The right extensions of each stored type, the usual one first. */
const EXTENSIONS: Record<string, readonly string[]> = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "application/pdf": [".pdf"],
};
/** For a type without an entry above (none is stored today): nothing opens `.bin` by itself. */
const NO_KNOWN_EXTENSION = ".bin";

/** `.hta`, `.JPG`, `.7z`; not `.2024` (a date or a version ends the name, it is not an extension). */
function extensionOf(name: string): string | undefined {
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(name);
  return match && /[A-Za-z]/.test(match[0]) ? match[0] : undefined;
}

export function nameWithoutExtension(name: string): string {
  const extension = extensionOf(name);
  return extension ? name.slice(0, -extension.length) : name;
}

/** The extension for `contentType`: the one `name` has when it is right (lowercased), else the type's usual one. */
export function typeExtension(contentType: string, name = ""): string {
  const right = EXTENSIONS[contentType];
  if (!right) return NO_KNOWN_EXTENSION;
  const own = extensionOf(name)?.toLowerCase();
  return own && right.includes(own) ? own : (right[0] as string);
}

/** The name as uploaded when its extension is right for the type; otherwise with the right one instead, or added. */
export function downloadName(name: string, contentType: string): string {
  const own = extensionOf(name);
  if (own && EXTENSIONS[contentType]?.includes(own.toLowerCase())) return name;
  return (nameWithoutExtension(name) || "file") + typeExtension(contentType);
}
