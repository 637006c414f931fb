/** The mail outbox as the API answers it (routes/admin/mail-api.ts). */
export type MailState = "queued" | "sending" | "sent" | "failed";

export interface MailItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  application_id: string | null;
  state: MailState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailList {
  items: MailItem[];
  counts: Record<MailState, number>;
}

/** What each email is, in the staff's words. */
export const MAIL_KINDS: Record<string, string> = {
  confirmation: "Confirmation",
  "status-link": "Status page link",
  "withdrawal-notice": "Withdrawal notice",
  "change-confirmation": "Change confirmation",
  "change-notice": "Change told to the former address",
  invitation: "Invitation",
  "password-reset": "Password link",
  reminder: "Review reminder",
  letter: "Decision letter",
  "earlier-queue": "Email",
};
