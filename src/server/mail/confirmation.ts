/**
 * The confirmation email sent to the gallery's contact address: the receipt's lines, in plain text,
 * and the link to the application's private status page, in the language the application was sent in.
 */

import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type Receipt, receiptLines } from "../../shared/receipt.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
  // The receipt's own lines, as the form's success panel and the receipt page show them.
  const labelled = receiptLines(receipt, t).map(([label, value]) => [t.t("mail.labelled", { label }), value]);
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
