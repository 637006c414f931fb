/**
 * The decision letters' texts: a template per edition and decision (a default until an admin writes
 * one), its placeholders, and a letter filled in for one application.
 */
import { LETTER_DECISIONS, PLACEHOLDERS, STATUS_LINK } from "../../shared/api/letters.ts";
import { referenceOf } from "../../shared/receipt.ts";
import type { Db } from "../store/database.ts";
import type { LetterDecision } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";

// The decisions with letters, their placeholders and the status link's placeholder (left in the stored
// letter, filled in when it is sent: the link's token is made then) are the back office's words too.
export { LETTER_DECISIONS, STATUS_LINK };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
export const MAX_SUBJECT = 300;
export const MAX_BODY = 20_000;

const SIGNATURE = "\n\nWith kind regards,\nThe art fair's selection committee\n";

export const DEFAULT_TEMPLATES: Record<LetterDecision, { subject: string; body: string }> = {
  accepted: {
    subject: "{{edition}}: your application is accepted ({{reference}})",
    body: `Dear {{contact}},\n\nwe are delighted to tell you that the selection committee has accepted the application of {{gallery}} for {{edition}}, with a {{booth}} booth.\n\nWe will send you the contract and the practical details in the coming weeks. Your application and its status stay on its page:\n{{status_link}}${SIGNATURE}`,
  },
  waitlisted: {
    subject: "{{edition}}: your application is on the waiting list ({{reference}})",
    body: `Dear {{contact}},\n\nthe selection committee has placed the application of {{gallery}} for {{edition}} on the waiting list. We will write to you as soon as a booth becomes free.\n\nYour application and its status stay on its page:\n{{status_link}}${SIGNATURE}`,
  },
  rejected: {
    subject: "{{edition}}: the committee's decision on your application ({{reference}})",
    body: `Dear {{contact}},\n\nthank you for the application of {{gallery}} for {{edition}}. We are sorry to tell you that the selection committee could not accept it this time; there were far more strong applications than booths.\n\nYour application stays on its page:\n{{status_link}}\n\nWe hope to see an application from you for a coming edition.${SIGNATURE}`,
  },
};

export function isLetterDecision(value: unknown): value is LetterDecision {
  return typeof value === "string" && (LETTER_DECISIONS as readonly string[]).includes(value);
}

export interface LetterTemplate {
  decision: LetterDecision;
  subject: string;
  body: string;
  /** True while no admin has written this one. */
  default: boolean;
}

export async function findTemplate(db: Db, edition: string, decision: LetterDecision): Promise<LetterTemplate> {
  const row = await db
    .selectFrom("letter_templates")
    .select(["subject", "body"])
    .where("edition", "=", edition)
    .where("decision", "=", decision)
    .executeTakeFirst();
  return row ? { decision, ...row, default: false } : { decision, ...DEFAULT_TEMPLATES[decision], default: true };
}

/** A subject and body as sent: text within bounds, only known placeholders; a 422 names what is wrong. */
export function readLetterText(body: unknown, partial = false): { subject?: string; body?: string } {
  const given = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const out: { subject?: string; body?: string } = {};
  for (const [field, max] of [
    ["subject", MAX_SUBJECT],
    ["body", MAX_BODY],
  ] as const) {
    const value = given[field];
    if (value === undefined && partial) continue;
    if (typeof value !== "string" || value.trim() === "")
      throw new RequestError(422, `${field} must be text that is not empty.`);
    if (value.length > max) throw new RequestError(422, `${field} may have at most ${max} characters.`);
    if (field === "subject" && /[\r\n]/.test(value)) throw new RequestError(422, "subject must be one line.");
    for (const match of value.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? "";
      if (!(PLACEHOLDERS as readonly string[]).includes(name))
        throw new RequestError(
          422,
          `${field} has the unknown placeholder {{${name}}}; known ones are ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}.`,
        );
    }
    out[field] = value;
  }
  return out;
}

export async function saveTemplate(
  db: Db,
  edition: string,
  decision: LetterDecision,
  text: { subject: string; body: string },
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("letter_templates")
    .values({ edition, decision, ...text, updated_at: now })
    .onConflict((oc) => oc.columns(["edition", "decision"]).doUpdateSet({ ...text, updated_at: now }))
    .execute();
}

export interface LetterFacts {
  id: string;
  gallery: string;
  contact: string;
  edition: string;
  booth: string;
}

/** Every placeholder but the status link filled in; `{{status_link}}` stays for the sending. */
export function fillLetter(text: string, facts: LetterFacts): string {
  const values: Record<string, string> = {
    gallery: facts.gallery,
    contact: facts.contact || facts.gallery,
    edition: facts.edition,
    reference: referenceOf(facts.id),
    booth: facts.booth,
  };
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name === "status_link" ? STATUS_LINK : (values[name] ?? whole),
  );
}
