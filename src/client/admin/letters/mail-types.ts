import type { LetterDecision } from "../../../shared/api/letters.ts";
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import { t, words } from "../words.ts";

/** What each email is, in the staff's words. */
const MAIL_KINDS: Record<string, AdminKey> = {
  confirmation: "decisions.mailConfirmation",
  "status-link": "decisions.mailStatusLink",
  "withdrawal-notice": "decisions.mailWithdrawalNotice",
  "change-confirmation": "decisions.mailChangeConfirmation",
  "change-notice": "decisions.mailChangeNotice",
  invitation: "decisions.mailInvitation",
  "password-reset": "decisions.mailPasswordReset",
  reminder: "decisions.mailReminder",
  letter: "decisions.mailLetter",
  "earlier-queue": "decisions.mailEarlierQueue",
};

/** A kind of email the back office does not know yet shows as it is stored. */
export const mailKindLabel = (kind: string): string => {
  const key = MAIL_KINDS[kind];
  return key ? t(key) : kind;
};

const DECISION_KEYS: Record<LetterDecision, AdminKey> = {
  accepted: "decisions.decisionAccepted",
  waitlisted: "decisions.decisionWaitlisted",
  rejected: "decisions.decisionRejected",
};

/** The decision a letter is written for ("Accepted"). */
export const decisionLabel = (decision: LetterDecision): string => t(DECISION_KEYS[decision]);

/** When a mail was made or sent, the member's way: English keeps the outbox's "27/11/2026, 07:32:22". */
export const mailTime = (iso: string): string =>
  new Date(iso).toLocaleString(words.language === "en" ? "en-GB" : words.tag);
