/**
 * The emails of a change the gallery made from its status page: the confirmation to the contact
 * address, with the link to the page, and, when the change replaced that address, the notice to
 * the former one. The notice carries no link: whoever holds the link may have made the change to
 * take the application over, and the former address may no longer be the gallery's. It says what
 * changed and how to reach the fair. Neither names a tax detail's value, nor any value at all: the
 * fields that changed, and the files by name.
 */
import { timeInZone } from "../../shared/i18n/dates.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { referenceOf } from "../../shared/receipt.ts";
import type { StoredChange } from "../applications/correct.ts";
import { type Change, diffVersions, type FileChange, fieldWords } from "../applications/version-diff.ts";
import type { MailMessage } from "./confirmation.ts";

/** Beyond this, the rest of a change is counted: the page itself shows everything. */
const MAX_LINES = 30;

export interface ChangedApplication {
  id: string;
  gallery: string;
  edition: string;
  /** When the change was stored. */
  at: number;
  /** The edition's time zone, in which the gallery reads when. */
  timeZone: string;
  /** The language the application was sent in: both emails speak it. English when not given. */
  language?: Language;
}

function fileLine(t: Translator, f: FileChange): string {
  const where = fieldWords(f, t);
  if (f.change === "replaced")
    return t.t("mail.changeFileReplaced", {
      where,
      before: f.before?.original_name ?? "",
      after: f.after?.original_name ?? "",
    });
  if (f.change === "added") return t.t("mail.changeFileAdded", { where, file: f.after?.original_name ?? "" });
  return t.t("mail.changeFileRemoved", { where, file: f.before?.original_name ?? "" });
}

function changeLine(t: Translator, c: Change): string {
  if (c.kind === "file") return fileLine(t, c);
  if (c.kind === "added") return t.t("mail.changeEntryAdded", { what: c.label });
  if (c.kind === "removed") return t.t("mail.changeEntryRemoved", { what: c.label });
  if (c.kind === "moved") return t.t("mail.changeMoved", { what: c.label, from: c.from, to: c.to });
  return fieldWords(c, t);
}

/**
 * One line for each thing that changed, in the form's words and order, in the application's language.
 * Inside an entry that was added or removed (an artist with its artworks) only the entry itself is named.
 */
export function changeLines(
  change: Pick<StoredChange, "before" | "after" | "secretsChanged">,
  language: Language = "en",
): string[] {
  const t = translatorFor(language);
  const changes = diffVersions(change.before, change.after, change.secretsChanged, t);
  const whole = changes.filter((c) => c.kind === "added" || c.kind === "removed").map((c) => `${c.path}.`);
  const lines = changes.filter((c) => !whole.some((prefix) => c.path.startsWith(prefix))).map((c) => changeLine(t, c));
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), t.t("mail.changeMore", { count: lines.length - MAX_LINES + 1 })];
}

const list = (lines: string[], language: Language) =>
  lines.length === 0 ? [translatorFor(language).t("mail.nothingDiffers")] : lines.map((line) => `- ${line}`);

/** The fair's own address, from MAIL_FROM (`Applications <office@fair.example>`). */
export function fairAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

export function changeConfirmationMail(
  to: string,
  contact: string,
  application: ChangedApplication,
  version: number,
  lines: string[],
  statusLink: string,
  formerAddress: string | null,
): MailMessage {
  const language = application.language ?? "en";
  const t = translatorFor(language);
  const when = timeInZone(t, application.at, application.timeZone);
  return {
    to,
    subject: t.t("mail.changeSubject", { gallery: application.gallery, reference: referenceOf(application.id) }),
    text: [
      t.t("mail.greeting", { name: contact || application.gallery }),
      "",
      t.t("mail.changeWhen", { gallery: application.gallery, edition: application.edition, when, version }),
      "",
      t.t("mail.whatChanged"),
      ...list(lines, language),
      "",
      ...(formerAddress ? [t.t("mail.formerAddressTold", { former: formerAddress }), ""] : []),
      t.t("mail.followChangeWithdraw"),
      statusLink,
      t.t("mail.doNotShareChange"),
      "",
      t.t("mail.notYou"),
      "",
      t.t("mail.signOff"),
      "",
    ].join("\n"),
  };
}

export function formerAddressMail(
  to: string,
  contact: string,
  application: ChangedApplication,
  newAddress: string,
  lines: string[],
  fair: string,
): MailMessage {
  const language = application.language ?? "en";
  const t = translatorFor(language);
  const reference = referenceOf(application.id);
  const when = timeInZone(t, application.at, application.timeZone);
  return {
    to,
    subject: t.t("mail.formerSubject", { gallery: application.gallery, reference }),
    text: [
      t.t("mail.greeting", { name: contact || application.gallery }),
      "",
      t.t("mail.formerWhen", {
        gallery: application.gallery,
        edition: application.edition,
        reference,
        when,
        address: newAddress,
      }),
      "",
      t.t("mail.whatChanged"),
      ...list(lines, language),
      "",
      t.t("mail.formerNothingToDo"),
      t.t("mail.formerIfNot", { fair }),
      "",
      t.t("mail.signOff"),
      "",
    ].join("\n"),
  };
}
