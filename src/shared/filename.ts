/** File names as the applicant's computer gives them, made safe to store and show. */

/** Longest file name kept; the extension survives the cut. */
export const MAX_FILENAME_LENGTH = 200;

/**
 * A file name safe to store and show: no folders (`../`), no control characters or NUL, no
 * bidirectional overrides that make `cod.exe` read as `exe.doc`, and not absurdly long.
 */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const visible = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .replace(/^\.+/, "");
  if (visible.length <= MAX_FILENAME_LENGTH) return visible;
  const dot = visible.lastIndexOf(".");
  const extension = dot > 0 && visible.length - dot <= 10 ? visible.slice(dot) : "";
  return visible.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}
