/** The name a processed file keeps: the same base name, with an extension that matches what it now is. */
const EXTENSIONS: Record<string, readonly string[]> = {
  "image/jpeg": ["jpg", "jpeg"],
  "image/png": ["png"],
  "image/webp": ["webp"],
};

export function nameForType(filename: string, type: string): string {
  const extensions = EXTENSIONS[type];
  if (!extensions) return filename;
  const dot = filename.lastIndexOf(".");
  // A leading dot starts a hidden file's name, not an extension.
  const extension = dot > 0 ? filename.slice(dot + 1).toLowerCase() : "";
  if (extensions.includes(extension)) return filename;
  const base = dot > 0 ? filename.slice(0, dot) : filename;
  return `${base}.${extensions[0]}`;
}
