import type { Kysely } from "kysely";

/**
 * The language an application was sent in (shared/i18n/languages.ts: `en`, `de`, … `zh`): its
 * confirmation, status page and later emails speak it. Applications from before were all English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("applications")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}
