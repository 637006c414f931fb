/**
 * What the applicant keeps of a sent application: the success state, the printable receipt page
 * and the confirmation email show the same lines. No tax details: the receipt travels by email.
 */

import { type Receipt, receipt } from "./api/applicant.ts";
import { defaultTranslator } from "./i18n/default-translator.ts";
import { timeInZone } from "./i18n/zoned.ts";
import { MEGABYTE } from "./limits.ts";

export type { Receipt } from "./api/applicant.ts";

export { referenceOf } from "./reference.ts";

/** The sector in words, in the translator's language (English on the server unless given, the page's in the browser). */
export function sectorName(choice: string, translator = defaultTranslator): string {
  if (choice === "galleries") return translator.t("form.sectorGalleries");
  if (choice === "platform") return translator.t("form.sectorPlatform");
  return choice;
}

/** "830 KB", "4.2 MB": binary units, as operating systems show them, with the language's digits. */
export function sizeInWords(bytes: number, translator = defaultTranslator): string {
  if (bytes < 1024) return translator.t("form.sizeBytes", { count: bytes });
  if (bytes < MEGABYTE)
    return translator.t("form.sizeKilobytes", { size: translator.number(Math.max(1, Math.round(bytes / 1024))) });
  const megabytes = bytes / MEGABYTE;
  const size = translator.number(megabytes < 10 ? megabytes : Math.round(megabytes), {
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return translator.t("form.sizeMegabytes", { size });
}

/**
 * "23 November 2026 at 01:58 (Europe/Berlin)": in the edition's zone, named, as the fair's dates
 * are (the period, the deadline), whatever the zone of the computer that shows it.
 */
export function receivedInWords(iso: string, timeZone = "UTC", translator = defaultTranslator): string {
  return timeInZone(translator, iso, timeZone, { zone: true });
}

/** The receipt's lines, label and value, in the order every copy shows them. */
export function receiptLines(receipt: Receipt, translator = defaultTranslator): [string, string][] {
  const { t } = translator;
  return [
    [t("form.receiptReference"), receipt.reference],
    [t("form.receiptGallery"), receipt.gallery],
    [t("form.receiptSector"), sectorName(receipt.choice, translator)],
    [t("form.receiptArtists"), t("form.artistCount", { count: receipt.artists })],
    [t("form.receiptArtworks"), t("form.artworkCount", { count: receipt.artworks })],
    [
      t("form.receiptFiles"),
      t("form.filesInTotal", {
        files: t("form.fileCount", { count: receipt.files }),
        size: sizeInWords(receipt.bytes, translator),
      }),
    ],
    [t("form.receiptReceived"), receivedInWords(receipt.received_at, receipt.time_zone, translator)],
  ];
}

/** The submission's answer is a receipt (the same schema the server answers with). */
export const isReceipt = (value: unknown): value is Receipt => receipt.safeParse(value).success;
