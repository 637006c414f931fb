/** The confirmation email sent to the gallery's contact address: the receipt's lines, in plain text. */
import { type Receipt, receiptLines } from "../../shared/receipt.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export function confirmationMail(receipt: Receipt, to: string, contact: string): MailMessage {
  const width = Math.max(...receiptLines(receipt).map(([label]) => label.length));
  const lines = receiptLines(receipt).map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`);
  return {
    to,
    subject: `Application received: ${receipt.gallery} (${receipt.reference})`,
    text: [
      `Dear ${contact || receipt.gallery},`,
      "",
      `we have received the application of ${receipt.gallery}. Please keep this message as your receipt.`,
      "",
      ...lines,
      "",
      "You will hear from us by email once the selection committee has met.",
      "",
      "The art fair's applications office",
      "",
    ].join("\n"),
  };
}
