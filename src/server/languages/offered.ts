/**
 * The languages this installation offers applicants. The one place that says so: negotiation, the
 * switcher and the back office's choice all read it. Today every language the catalogs have.
 */
import { LANGUAGES, type Language } from "../../shared/i18n/languages.ts";
import type { Db } from "../store/database.ts";

export async function offeredLanguages(_db: Db): Promise<readonly Language[]> {
  return LANGUAGES;
}
