/** The reminder of an overdue invoice, to the gallery's contact for tax matters: what is due, how to pay, where the invoice is. */
import { longDay } from "../../shared/i18n/dates.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import type { MailMessage } from "./confirmation.ts";

export interface ReminderFacts {
  to: string;
  contact: string;
  gallery: string;
  number: string;
  /** "476.00 EUR", as written for people. */
  due: string;
  /** The calendar day it was due, YYYY-MM-DD: written the reader's way. */
  dueDate: string;
  seller: string;
  iban: string;
  reference: string;
  statusLink: string;
  /** The application's language; English when not given. */
  language?: Language;
}

export function invoiceReminderMail(facts: ReminderFacts): MailMessage {
  const t = translatorFor(facts.language ?? "en");
  return {
    to: facts.to,
    subject: t.t("mail.reminderSubject", { number: facts.number, due: facts.due }),
    text: [
      t.t("mail.greeting", { name: facts.contact || facts.gallery }),
      "",
      t.t("mail.reminderDue", {
        number: facts.number,
        gallery: facts.gallery,
        date: longDay(t, facts.dueDate),
        due: facts.due,
      }),
      t.t("mail.reminderIgnore"),
      "",
      t.t("mail.reminderTransfer", { due: facts.due, seller: facts.seller }),
      `IBAN: ${facts.iban}`,
      t.t("mail.reminderReference", { reference: facts.reference }),
      "",
      t.t("mail.reminderOnPage"),
      facts.statusLink,
      t.t("mail.doNotShare"),
      "",
      t.t("mail.accountsSignOff"),
      "",
    ].join("\n"),
  };
}
