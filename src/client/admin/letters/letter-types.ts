/** The decision letters as the API answers them (routes/admin/letters-api.ts). */
import type { Language } from "../../../shared/i18n/languages.ts";

export type LetterDecision = "accepted" | "waitlisted" | "rejected";
export const LETTER_DECISIONS: readonly LetterDecision[] = ["accepted", "waitlisted", "rejected"];
export const DECISION_LABELS: Record<LetterDecision, string> = {
  accepted: "Accepted",
  waitlisted: "Waitlisted",
  rejected: "Rejected",
};
export const PLACEHOLDERS = ["gallery", "contact", "edition", "reference", "booth", "status_link"] as const;

export interface LetterTemplate {
  decision: LetterDecision;
  /** The template's language, or null for the edition's default template. */
  language: Language | null;
  subject: string;
  body: string;
  /** No admin wrote it yet: the default text in its language. */
  default: boolean;
  /** The default template, then each language the installation offers, and whether an admin wrote it. */
  languages: { language: Language | null; written: boolean }[];
}

export interface Letter {
  id: string;
  application_id: string;
  gallery: string;
  to: string;
  decision: LetterDecision;
  subject: string;
  body: string;
  /** queued: in the mail outbox, not yet accepted by the mail server. */
  state: "pending" | "queued" | "sent" | "failed";
  sent_at: string | null;
  outdated: boolean;
  error: string | null;
  /** The language the application was sent in. */
  language: Language;
  /** The language of the template the letter was written from, or null for the edition's default template. */
  template_language: Language | null;
}

/** The placeholder a letter keeps until it is sent. */
export const STATUS_LINK = "{{status_link}}";

export interface LettersAnswer {
  items: Letter[];
  /** Where a status link goes ("https://…/status/…"), shown in the letter's place of the placeholder. */
  status_link: string;
}

export interface SendAnswer {
  /** Accepted by the mail server. */
  sent: number;
  /** Still in the outbox: the server asked to wait or has not answered yet. */
  queued: { id: string; message: string }[];
  failed: { id: string; message: string }[];
  skipped: { id: string; reason: string }[];
}
