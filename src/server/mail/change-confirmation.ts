/**
 * The emails of a change the gallery made from its status page: the confirmation to the contact
 * address, with the link to the page, and, when the change replaced that address, the notice to
 * the former one. The notice carries no link: whoever holds the link may have made the change to
 * take the application over, and the former address may no longer be the gallery's. It says what
 * changed and how to reach the fair. Neither names a tax detail's value, nor any value at all: the
 * fields that changed, and the files by name.
 */
import { receivedInWords, referenceOf } from "../../shared/receipt.ts";
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
}

function fileLine(f: FileChange): string {
  const where = fieldWords(f);
  if (f.change === "replaced") return `${where}: ${f.before?.original_name} replaced by ${f.after?.original_name}`;
  if (f.change === "added") return `${where}: ${f.after?.original_name} added`;
  return `${where}: ${f.before?.original_name} removed`;
}

function changeLine(c: Change): string {
  if (c.kind === "file") return fileLine(c);
  if (c.kind === "added" || c.kind === "removed") return `${c.label} ${c.kind}`;
  if (c.kind === "moved") return `${c.label} moved from position ${c.from} to ${c.to}`;
  return fieldWords(c);
}

/**
 * One line for each thing that changed, in the form's words and order. Inside an entry that was
 * added or removed (an artist with its artworks) only the entry itself is named.
 */
export function changeLines(change: Pick<StoredChange, "before" | "after" | "secretsChanged">): string[] {
  const changes = diffVersions(change.before, change.after, change.secretsChanged);
  const whole = changes.filter((c) => c.kind === "added" || c.kind === "removed").map((c) => `${c.path}.`);
  const lines = changes.filter((c) => !whole.some((prefix) => c.path.startsWith(prefix))).map(changeLine);
  if (lines.length <= MAX_LINES) return lines;
  return [...lines.slice(0, MAX_LINES - 1), `and ${lines.length - MAX_LINES + 1} more changes`];
}

const list = (lines: string[]) =>
  lines.length === 0 ? ["Nothing in it differs from the version before."] : lines.map((line) => `- ${line}`);

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
  return {
    to,
    subject: `Application changed: ${application.gallery} (${referenceOf(application.id)})`,
    text: [
      `Dear ${contact || application.gallery},`,
      "",
      `the application of ${application.gallery} to ${application.edition} was changed on its private page on ${receivedInWords(new Date(application.at).toISOString(), application.timeZone)}. This is now version ${version} of the application, and the one the selection committee reads.`,
      "",
      "What changed:",
      ...list(lines),
      "",
      ...(formerAddress
        ? [
            `From now on we write to this address about the application. ${formerAddress} was its contact address until now; we have told it of this change.`,
            "",
          ]
        : []),
      "Follow your application, and change or withdraw it should you need to, on its private page:",
      statusLink,
      "Anyone with this link can see and change the application: please do not share it.",
      "",
      "If you did not make this change, please reply to this message at once.",
      "",
      "The art fair's applications office",
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
  return {
    to,
    subject: `Contact address changed: ${application.gallery} (${referenceOf(application.id)})`,
    text: [
      `Dear ${contact || application.gallery},`,
      "",
      `the application of ${application.gallery} to ${application.edition} (reference ${referenceOf(application.id)}) was changed on its private page on ${receivedInWords(new Date(application.at).toISOString(), application.timeZone)}, and its contact address is now ${newAddress}. We will no longer write to this address about it.`,
      "",
      "What changed:",
      ...list(lines),
      "",
      "If the gallery made this change, there is nothing more to do.",
      `If it did not, please write to us at once at ${fair}, or reply to this message, with the reference above: we will look into it with you. The link to the application's page is no longer sent to this address.`,
      "",
      "The art fair's applications office",
      "",
    ].join("\n"),
  };
}
