/** The reminder of an overdue invoice, to the gallery's contact for tax matters: what is due, how to pay, where the invoice is. */
import type { MailMessage } from "./confirmation.ts";

export interface ReminderFacts {
  to: string;
  contact: string;
  gallery: string;
  number: string;
  /** "476.00 EUR", as written for people. */
  due: string;
  dueDate: string;
  seller: string;
  iban: string;
  reference: string;
  statusLink: string;
}

export function invoiceReminderMail(facts: ReminderFacts): MailMessage {
  return {
    to: facts.to,
    subject: `Payment reminder: invoice ${facts.number} (${facts.due})`,
    text: [
      `Dear ${facts.contact || facts.gallery},`,
      "",
      `our invoice ${facts.number} to ${facts.gallery} was due on ${facts.dueDate}, and we have not yet received ${facts.due}.`,
      "If you have paid in the meantime, please ignore this reminder.",
      "",
      `Please transfer ${facts.due} to ${facts.seller}`,
      `IBAN: ${facts.iban}`,
      `Reference: ${facts.reference}`,
      "",
      "The invoice (PDF and e-invoice) and the ways to pay are on your application's private page:",
      facts.statusLink,
      "Anyone with this link can see the application: please do not share it.",
      "",
      "The art fair's accounts office",
      "",
    ].join("\n"),
  };
}
