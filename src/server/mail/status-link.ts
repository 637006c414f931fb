/**
 * The emails of the status pages: a link asked for again (in the application's language), and the
 * admins told of an accepted gallery withdrawing (in English, the back office's language).
 */
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { referenceOf } from "../../shared/receipt.ts";
import type { MailMessage } from "./confirmation.ts";

/** In the language the application was sent in. */
export function statusLinkMail(
  to: string,
  application: { id: string; gallery: string; contact: string; edition: string; language?: Language },
  link: string,
): MailMessage {
  const t = translatorFor(application.language ?? "en");
  return {
    to,
    subject: t.t("mail.linkSubject", { gallery: application.gallery, reference: referenceOf(application.id) }),
    text: [
      t.t("mail.greeting", { name: application.contact || application.gallery }),
      "",
      t.t("mail.linkAsked", { gallery: application.gallery, edition: application.edition }),
      "",
      link,
      "",
      t.t("mail.linkKeepWorking"),
      t.t("mail.linkIgnore"),
      "",
      t.t("mail.signOff"),
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
