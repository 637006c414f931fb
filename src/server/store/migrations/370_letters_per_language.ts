import { type Kysely, sql } from "kysely";

/**
 * Letters per language: a template's key gains its language (a code of shared/i18n/languages.ts,
 * or '' for the edition's default template, the one without a language: every template before
 * this one). The table is made again because SQLite cannot change a primary key in place.
 * A letter keeps which template it was written from (`template_language`: the code, or NULL for
 * the default; letters before this one were all from the default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("letter_templates_by_language")
    .addColumn("edition", "text", (c) => c.notNull())
    .addColumn("decision", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("letter_templates_language_pk", ["edition", "decision", "language"])
    .execute();
  await sql`insert into letter_templates_by_language (edition, decision, language, subject, body, updated_at)
    select edition, decision, '', subject, body, updated_at from letter_templates`.execute(db);
  await db.schema.dropTable("letter_templates").execute();
  await db.schema.alterTable("letter_templates_by_language").renameTo("letter_templates").execute();

  await db.schema.alterTable("letters").addColumn("template_language", "text").execute();
}
