/**
 * Decision letters (admins only), as Zod schemas the server declares and the back office parses
 * with (routes/admin/letters-api.ts).
 *   GET · PUT /admin/api/editions/<slug>/letters/<decision>[?language=<code>]   letterTextBody → letterTemplate
 *   GET       /admin/api/editions/<slug>/letters/<decision>/preview?application=<id>[&language=<code>] → letterPreview
 *   (without a language: the edition's default template; a language the installation does not offer: 422)
 *   POST      /admin/api/editions/<slug>/letters/prepare      → lettersPrepared
 *   GET       /admin/api/letters?edition=&state=              → lettersAnswer
 *   PATCH · DELETE /admin/api/letters/<id>                    letterTextBody (pending only) → letter · 204
 *   POST      /admin/api/letters/send                         sendLettersBody → sendAnswer
 */
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages.ts";

export const LETTER_DECISIONS = ["accepted", "waitlisted", "rejected"] as const;
export const letterDecision = z.enum(LETTER_DECISIONS);
export type LetterDecision = z.infer<typeof letterDecision>;
export const PLACEHOLDERS = ["gallery", "contact", "edition", "reference", "booth", "status_link"] as const;

/** The placeholder a letter keeps until it is sent (its link's token is made then). */
export const STATUS_LINK = "{{status_link}}";

export const LETTER_STATES = ["pending", "queued", "sent", "failed"] as const;
export const letterState = z.enum(LETTER_STATES);

/**
 * The decision is checked by the route, which answers an unknown one 404 naming the decisions
 * there are letters for.
 */
export const letterTemplateParams = z.object({ slug: z.string().max(200), decision: z.string().max(200) });

/** A template's language: an offered language's code, or null for the edition's default template. */
const templateLanguage = z.enum(LANGUAGES).nullable();

/** `?language=`: checked by the route against the languages the installation offers (422 naming it). */
export const templateQuery = z.object({ language: z.unknown().optional() });

export const letterTemplate = z.object({
  decision: letterDecision,
  language: templateLanguage,
  subject: z.string(),
  body: z.string(),
  /** True while no admin has written this one: the default text in its language. */
  default: z.boolean(),
  /** The default template, then each offered language, and whether an admin wrote it. */
  languages: z.array(z.object({ language: templateLanguage, written: z.boolean() })),
});

/**
 * A template's or a pending letter's text. What it may hold (one line of subject, the known
 * placeholders, how long) is letters/templates.ts's, whose refusal names the field.
 */
export const letterTextBody = z.object({ subject: z.unknown().optional(), body: z.unknown().optional() }).nullish();
export type LetterTextBody = { subject?: string; body?: string };

export const previewQuery = templateQuery.extend({ application: z.string().max(200).optional() });

export const letterPreview = z.object({ to: z.string(), subject: z.string(), body: z.string() });

export const lettersPrepared = z.object({ prepared: z.number().int() });

export const lettersQuery = z.object({
  edition: z.string().max(200).optional(),
  state: letterState.optional(),
});

export const letter = z.object({
  id: z.string(),
  application_id: z.string(),
  gallery: z.string(),
  to: z.string(),
  decision: letterDecision,
  subject: z.string(),
  body: z.string(),
  /** queued: in the mail outbox, not yet accepted by the mail server. */
  state: letterState,
  sent_at: z.string().nullable(),
  /** The application's decision changed after this letter was written. */
  outdated: z.boolean(),
  error: z.string().nullable(),
  /** The language the application was sent in. */
  language: z.enum(LANGUAGES),
  /** The language of the template the letter was written from, or null for the edition's default template. */
  template_language: templateLanguage,
});
export type Letter = z.infer<typeof letter>;

export const lettersAnswer = z.object({
  items: z.array(letter),
  /** Where a status link goes ("https://…/status/…"), shown in the letter's place of the placeholder. */
  status_link: z.string(),
});

export const letterParams = z.object({ id: z.string().max(200) });

/** `{"ids": [...]}` for some letters, or `{"edition": "<slug>", "all": true}` for every pending and failed one. */
export const sendLettersBody = z
  .object({
    ids: z.array(z.string().max(200)).min(1).max(10_000).optional(),
    edition: z.string().max(200).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.all === true && body.edition !== undefined) || body.ids !== undefined, {
    error: 'Send {"ids": [letter ids]} or {"edition": "<slug>", "all": true}',
    path: ["ids"],
  });
export type SendLettersBody = z.infer<typeof sendLettersBody>;

const letterOutcome = z.object({ id: z.string(), message: z.string() });

export const sendAnswer = z.object({
  /** Accepted by the mail server. */
  sent: z.number().int(),
  /** Still in the outbox: the server asked to wait or has not answered yet. */
  queued: z.array(letterOutcome),
  failed: z.array(letterOutcome),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type SendAnswer = z.infer<typeof sendAnswer>;
