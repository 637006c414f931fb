/**
 * The back office's words in one language, for unit tests of client code that writes them: in a
 * browser the server embeds them in the page, in Node there is no page.
 */
import type { AdminKey, AdminWords, BackOfficeLanguage } from "../src/shared/i18n/admin/catalog.ts";
import { ADMIN_CATALOGS } from "../src/shared/i18n/admin/index.ts";
import { translatorOver } from "../src/shared/i18n/format.ts";

export const adminWords = (language: BackOfficeLanguage): AdminWords =>
  translatorOver<AdminKey>(
    language,
    ADMIN_CATALOGS[language] as unknown as Readonly<Record<string, Readonly<Record<string, string>>>>,
  );
