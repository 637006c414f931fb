/**
 * The confirmation email sent to the gallery's contact address: the receipt's lines, in plain text,
 * and the link to the application's private status page, in the language the application was sent in.
 */

import { timeInZone } from "../../shared/i18n/dates.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type Receipt, sizeInWords } from "../../shared/receipt.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

function sectorIn(t: Translator, choice: string): string {
  if (choice === "galleries") return t.t("pages.sectorGalleries");
  if (choice === "platform") return t.t("pages.sectorPlatform");
  return choice;
}

/** A size in the reader's digits: English's words as the receipt writes them. */
export function mailSize(t: Translator, bytes: number): string {
  if (t.language === "en") return sizeInWords(bytes);
  if (bytes < 1024) return t.t("pages.bytes", { count: bytes });
  if (bytes < 1024 * 1024) return `${t.number(Math.max(1, Math.round(bytes / 1024)))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${t.number(megabytes, { maximumFractionDigits: megabytes < 10 ? 1 : 0 })} MB`;
}

/** The receipt's lines in the reader's language, in the order every copy shows them (shared/receipt.ts). */
export function receiptLinesIn(t: Translator, receipt: Receipt): [string, string][] {
  return [
    [t.t("mail.receiptReference"), receipt.reference],
    [t.t("mail.receiptGallery"), receipt.gallery],
    [t.t("mail.receiptSector"), sectorIn(t, receipt.choice)],
    [t.t("mail.receiptArtists"), t.t("mail.artistsCount", { count: receipt.artists })],
    [t.t("mail.receiptArtworks"), t.t("mail.artworksCount", { count: receipt.artworks })],
    [t.t("mail.receiptFiles"), t.t("mail.filesCount", { count: receipt.files, size: mailSize(t, receipt.bytes) })],
    [t.t("mail.receiptReceived"), timeInZone(t, receipt.received_at, receipt.time_zone ?? "UTC")],
  ];
}

/** Columns in a plain-text mail: a CJK character takes two. */
const widthOf = (text: string) => [...text].reduce((n, c) => n + (/[\u1100-\uffdc]/u.test(c) ? 2 : 1), 0);

export function confirmationMail(
  receipt: Receipt,
  to: string,
  contact: string,
  statusLink: string,
  /** What the submission made due (the application fee's invoice), in sentences; none: nothing. */
  due: readonly string[] = [],
  language: Language = "en",
): MailMessage {
  const t = translatorFor(language);
  const labelled = receiptLinesIn(t, receipt).map(([label, value]) => [t.t("mail.labelled", { label }), value]);
  const width = Math.max(...labelled.map(([label = ""]) => widthOf(label)));
  const lines = labelled.map(([label = "", value]) => `${label}${" ".repeat(width + 1 - widthOf(label))}${value}`);
  return {
    to,
    subject: t.t("mail.confirmationSubject", { gallery: receipt.gallery, reference: receipt.reference }),
    text: [
      t.t("mail.greeting", { name: contact || receipt.gallery }),
      "",
      t.t("mail.confirmationReceived", { gallery: receipt.gallery }),
      "",
      ...lines,
      "",
      ...(due.length > 0 ? [...due, ""] : []),
      t.t("mail.followWithdraw"),
      statusLink,
      t.t("mail.doNotShare"),
      "",
      t.t("mail.hearFromUs"),
      "",
      t.t("mail.signOff"),
      "",
    ].join("\n"),
  };
}
