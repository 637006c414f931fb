/**
 * The applicant's calls, as Zod schemas: the server declares them (and is held to them when it
 * answers), the form parses what it receives with the same ones.
 *   GET  /application-ping                 → sessionAlive
 *   POST /application-validate             (multipart) → formValid · 422 formRefused
 *   POST /application-submit               (multipart) → receipt · 422 formRefused
 *   GET  /status/<token>/application       → storedApplication
 *   POST /status/<token>/change            (multipart) → changeSaved · 412 changedMeanwhile · 422 formRefused
 *   POST /status/link                      linkRequestBody (form or JSON) → linkRequested
 * The pages (the form, the receipt, the status page and its steps) are HTML.
 */
import { z } from "zod";
import type { ApplicationForm } from "../application.ts";

export const sessionAlive = z.object({
  alive: z.literal(true),
  /** Seconds until the session ends unless used. */
  expires_in: z.number().int(),
});

export const formValid = z.object({ valid: z.literal(true) });

/** The spec's 422 (section 7): a message, and the errors as a map of dotted field paths to lists of messages. */
export const formRefused = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** What the applicant keeps of a sent application (shared/receipt.ts shows its lines). */
export const receipt = z.object({
  id: z.string(),
  /** Short enough to read out on the phone: the id's first eight characters. */
  reference: z.string(),
  gallery: z.string(),
  choice: z.string(),
  artists: z.number().int(),
  artworks: z.number().int(),
  files: z.number().int(),
  /** Total size of the files, in bytes. */
  bytes: z.number().int(),
  /** When the application was stored, ISO 8601 in UTC. */
  received_at: z.string(),
  /** The edition's time zone, in which the gallery reads the time; absent in a receipt kept from before: UTC. */
  time_zone: z.string().optional(),
});
export type Receipt = z.infer<typeof receipt>;

/** Outside the application period (403): the sentence and the edition's dates. */
export const periodRefusal = z.object({
  message: z.string(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  time_zone: z.string(),
});

export const period = z.object({
  edition: z.string(),
  name: z.string(),
  state: z.enum(["upcoming", "open", "closed"]),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  time_zone: z.string(),
});

/** A stored file as the form shows it chosen: named, sized, and its thumbnail when it is a picture. */
export const storedFile = z.object({
  id: z.string(),
  record_path: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  thumbnail: z.string().nullable(),
});

/** The stored application as the form fills itself with it; the secret tax fields empty, their ends in tax_kept. */
export const storedApplication = z.object({
  version: z.number().int(),
  changed_at: z.string().nullable(),
  may_change: z.boolean(),
  period: period.nullable(),
  /**
   * The form as stored, normalised by applicationSchema when it was received. Not that schema
   * here: an answer is encoded, and its transforms only read (the form normalises what it gets).
   */
  form: z.custom<ApplicationForm>((value) => typeof value === "object" && value !== null && !Array.isArray(value)),
  tax_kept: z.record(z.string(), z.string()),
  files: z.array(storedFile),
});
export type StoredApplication = z.infer<typeof storedApplication>;

/** A correction stored: its version, and where its status page is. */
export const changeSaved = z.object({
  id: z.string(),
  version: z.number().int(),
  gallery: z.string(),
  status: z.string(),
});

/** 412: another change was saved since the page opened. */
export const changedMeanwhile = z.object({
  message: z.string(),
  version: z.number().int(),
  changed_at: z.string().nullable(),
});

/**
 * The address the links to a gallery's status pages go to again. Any text is taken: the route
 * answers an address that is none with the form's own message (422), as the page shows it.
 */
export const linkRequestBody = z.object({ email: z.string().max(1000).optional() }).nullish();

export const linkRequested = z.object({ message: z.string() });
