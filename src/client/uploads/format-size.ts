/** File sizes as people read them: "512 bytes", "830 KB", "4.2 MB" (binary units, as operating systems show them), in the page's language. */
import { sizeInWords } from "../../shared/receipt.ts";

export function formatSize(bytes: number): string {
  return sizeInWords(bytes);
}
