/** The emails of the status pages: a link asked for again, and the admins told of an accepted gallery withdrawing. */
import { referenceOf } from "../../shared/receipt.ts";
import type { MailMessage } from "./confirmation.ts";

export function statusLinkMail(
  to: string,
  application: { id: string; gallery: string; contact: string; edition: string },
  link: string,
): MailMessage {
  return {
    to,
    subject: `The page of your application: ${application.gallery} (${referenceOf(application.id)})`,
    text: [
      `Dear ${application.contact || application.gallery},`,
      "",
      `you asked for the link to the page of the application of ${application.gallery} to ${application.edition}:`,
      "",
      link,
      "",
      "Anyone with this link can see the application: please do not share it. Links sent before keep working.",
      "If you did not ask for it, you can ignore this message.",
      "",
      "The art fair's applications office",
      "",
    ].join("\n"),
  };
}

export function acceptedWithdrawalMail(
  to: string,
  application: { id: string; gallery: string; edition: string },
  backOfficeUrl: string,
): MailMessage {
  return {
    to,
    subject: `Withdrawn after acceptance: ${application.gallery} (${referenceOf(application.id)})`,
    text: [
      `${application.gallery}, accepted for ${application.edition}, has withdrawn its application from its status page.`,
      "Its booth is free again, and the gallery is no longer on the public pages.",
      "",
      `The application: ${backOfficeUrl}`,
      "",
    ].join("\n"),
  };
}
