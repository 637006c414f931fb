/**
 * What the applicant keeps of a sent application: the success state, the printable receipt page
 * and the confirmation email show the same lines. No tax details: the receipt travels by email.
 */
import { type Receipt, receipt } from "./api/applicant.ts";
import { MEGABYTE } from "./limits.ts";
import { formatInZone } from "./zoned-time.ts";

export type { Receipt } from "./api/applicant.ts";

export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

export function sectorName(choice: string): string {
  if (choice === "galleries") return "Galleries (a booth in the main sector)";
  if (choice === "platform") return "Platform (the sector for young programs)";
  return choice;
}

/** "830 KB", "4.2 MB": binary units, as operating systems show them. */
export function sizeInWords(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / MEGABYTE;
  return `${megabytes < 10 ? megabytes.toFixed(1).replace(/\.0$/, "") : Math.round(megabytes)} MB`;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/**
 * "23 November 2026 at 01:58 (Europe/Berlin)": in the edition's zone, named, as the fair's dates
 * are (the period, the deadline), whatever the zone of the computer that shows it.
 */
export function receivedInWords(iso: string, timeZone = "UTC"): string {
  return formatInZone(iso, timeZone, { zone: true });
}

/** The receipt's lines, label and value, in the order every copy shows them. */
export function receiptLines(receipt: Receipt): [string, string][] {
  return [
    ["Reference", receipt.reference],
    ["Gallery", receipt.gallery],
    ["Sector", sectorName(receipt.choice)],
    ["Artists", count(receipt.artists, "artist", "artists")],
    ["Artworks", count(receipt.artworks, "artwork", "artworks")],
    ["Files", `${count(receipt.files, "file", "files")}, ${sizeInWords(receipt.bytes)} in total`],
    ["Received", receivedInWords(receipt.received_at, receipt.time_zone)],
  ];
}

/** The submission's answer is a receipt (the same schema the server answers with). */
export const isReceipt = (value: unknown): value is Receipt => receipt.safeParse(value).success;
