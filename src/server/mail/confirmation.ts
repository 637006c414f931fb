/**
 * The confirmation email sent to the gallery's contact address: the receipt's lines, in plain text,
 * and the link to the application's private status page.
 */
import { type Receipt, receiptLines } from "../../shared/receipt.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export function confirmationMail(
  receipt: Receipt,
  to: string,
  contact: string,
  statusLink: string,
  /** What the submission made due (the application fee's invoice), in sentences; none: nothing. */
  due: readonly string[] = [],
): MailMessage {
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
      ...(due.length > 0 ? [...due, ""] : []),
      "Follow your application, and withdraw it should you need to, on its private page:",
      statusLink,
      "Anyone with this link can see the application: please do not share it.",
      "",
      "You will hear from us by email once the selection committee has met.",
      "",
      "The art fair's applications office",
      "",
    ].join("\n"),
  };
}
