/**
 * The back office's words, in the signed-in member's language (the server embeds only hers; see
 * docs/languages.md): `t("common.signOut")`, and numbers, dates and lists written her way. The page
 * is loaded again when she picks another language, so these never change while it runs.
 */
import type { AdminKey, AdminWords } from "../../shared/i18n/admin/catalog.ts";
import { translatorOver } from "../../shared/i18n/format.ts";
import { pageWords } from "../page-words.ts";

export const words: AdminWords = translatorOver<AdminKey>(
  pageWords.language,
  // A page without the back office's words shows the keys, which a test notices.
  pageWords.admin ?? {},
);

export const t: AdminWords["t"] = (key, values) => words.t(key, values);
