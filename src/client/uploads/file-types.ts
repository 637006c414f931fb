/** The file types an upload accepts, judged by a file's first bytes (as the server judges them), never by its name. */
import { ALLOWED_TYPES, type FileKind } from "../../shared/limits.ts";
import { t } from "../words.tsx";

export type AcceptedType = "image/jpeg" | "image/png" | "image/webp" | "application/pdf";

/** Enough leading bytes to tell every accepted type apart. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffType(head: Uint8Array): AcceptedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(head, ascii("%PDF-"))) return "application/pdf";
  return null;
}

/** HEIC/HEIF photos (iPhones' default): an ISO media box `ftyp` with one of HEIF's brands. */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "heif"]);

export function isHeic(head: Uint8Array): boolean {
  if (!startsWith(head, ascii("ftyp"), 4) || head.length < 12) return false;
  return HEIF_BRANDS.has(String.fromCharCode(...head.subarray(8, 12)));
}

export function isAllowed(type: AcceptedType, kind: FileKind): boolean {
  return ALLOWED_TYPES[kind].includes(type);
}

export const isImageType = (type: string): type is "image/jpeg" | "image/png" | "image/webp" =>
  type === "image/jpeg" || type === "image/png" || type === "image/webp";

/** The picker's filter: a convenience only, since a drop or "All files" bypasses it. */
export function acceptAttribute(kind: FileKind): string {
  const images = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
  return kind === "image" ? images : `application/pdf,.pdf,${images}`;
}

/** The types in words, for hints: "JPEG, PNG or WebP" (in the page's language). */
export function typesInWords(kind: FileKind): string {
  return kind === "image" ? t("form.typesImages") : t("form.typesDocuments");
}
