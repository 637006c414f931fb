import type { Kysely } from "kysely";

/**
 * The language a member picked for the back office (a code of shared/i18n/admin/catalog.ts's
 * BACK_OFFICE_LANGUAGES); null until she picks one, and the back office follows her browser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("staff").addColumn("language", "text").execute();
}
