/**
 * The languages the installation offers applicants (admins), as Zod schemas the server declares
 * and the back office parses with (routes/admin/languages-api.ts).
 *   GET · PUT /admin/api/languages   offeredLanguagesBody → offeredLanguagesAnswer
 */
import { z } from "zod";
import { LANGUAGES } from "../i18n/languages.ts";

export const offeredLanguagesAnswer = z.object({ offered: z.array(z.enum(LANGUAGES)) });
export type OfferedLanguages = z.infer<typeof offeredLanguagesAnswer>;

/**
 * What it may hold (codes the catalogs have; English added when left out) is languages/offered.ts's,
 * whose refusal (422) names the unknown codes: the schema only bounds it.
 */
export const offeredLanguagesBody = z.object({ offered: z.unknown() }).nullish();
