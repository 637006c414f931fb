/** File sizes as people read them: "512 bytes", "830 KB", "4.2 MB" (binary units, as operating systems show them). */
import { MEGABYTE } from "../../shared/limits.ts";

const KILOBYTE = 1024;

export function formatSize(bytes: number): string {
  if (bytes < KILOBYTE) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / KILOBYTE))} KB`;
  const megabytes = bytes / MEGABYTE;
  return `${megabytes < 10 ? megabytes.toFixed(1).replace(/\.0$/, "") : Math.round(megabytes)} MB`;
}
