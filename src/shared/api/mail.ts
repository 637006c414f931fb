/**
 * The mail outbox's routes, as Zod schemas: the server declares them (and is held to them when it
 * answers), the back office parses what it receives with the same ones.
 *   GET  /admin/api/mail?state=…   → mailList
 *   POST /admin/api/mail/retry     mailRetryBody → mailRetried
 */
import { z } from "zod";

export const MAIL_STATES = ["queued", "sending", "sent", "failed"] as const;
export const mailState = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof mailState>;

/** The most emails one "Try again" may name. */
export const MAIL_RETRY_MAX_IDS = 1000;

/** The back office's view of a message: never its text (it may hold a one-time link). */
export const mailItem = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  application_id: z.string().nullable(),
  state: mailState,
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailItem = z.infer<typeof mailItem>;

export const mailListQuery = z.object({ state: mailState.optional() });

export const mailList = z.object({
  items: z.array(mailItem),
  counts: z.record(mailState, z.number().int()),
});

/** `{"ids": [...]}` for some failed emails, or `{"all": true}` for every one. */
export const mailRetryBody = z
  .object({
    all: z.literal(true).optional(),
    ids: z
      // Not idSchema: mail taken over from an earlier version's folder queue kept its file's name.
      .array(z.string().min(1).max(200))
      .min(1, { error: "must name at least one email" })
      .max(MAIL_RETRY_MAX_IDS, { error: `may name at most ${MAIL_RETRY_MAX_IDS} emails` })
      .optional(),
  })
  .refine((body) => body.all === true || body.ids !== undefined, {
    error: 'Send {"ids": [email ids]} or {"all": true}',
    path: ["ids"],
  });
export type MailRetryBody = z.infer<typeof mailRetryBody>;

export const mailRetried = z.object({ queued: z.number().int() });
