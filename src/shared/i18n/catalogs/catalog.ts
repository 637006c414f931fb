/**
 * What a language's catalog holds: one part per surface, so several translators (and engineers) can
 * work at once. English's parts are the source: their keys are every language's keys.
 */
import type { FormCatalog } from "./en/form.ts";
import type { LettersCatalog } from "./en/letters.ts";
import type { MailCatalog } from "./en/mail.ts";
import type { PagesCatalog } from "./en/pages.ts";
import type { RulesCatalog } from "./en/rules.ts";

export interface Catalog {
  /** The form, its hints, messages and summary, the upload component, draft and session notices, the receipt. */
  form: FormCatalog;
  /** The shared rules' messages (src/shared/messages.ts): validate and submit answer these. */
  rules: RulesCatalog;
  /** The status page and its change, withdraw and start-from pages, the lost-link page, /ecosystem, the site's frame. */
  pages: PagesCatalog;
  /** Emails to a gallery. */
  mail: MailCatalog;
  /** The decision letters' default texts, until an admin writes an edition's own (server/letters/templates.ts). */
  letters: LettersCatalog;
}

export type Surface = keyof Catalog;

export const SURFACES = ["form", "rules", "pages", "mail", "letters"] as const satisfies readonly Surface[];

/** A message's key: its surface and its name, `rules.choice`. */
export type MessageKey = { [S in Surface]: `${S}.${keyof Catalog[S] & string}` }[Surface];
