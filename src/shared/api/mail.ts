/** The mail outbox as GET /admin/api/mail answers it: written once, read by the server and the back office. */
export type MailState = "queued" | "sending" | "sent" | "failed";

/** The back office's view of a message: never its text (it may hold a one-time link). */
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
