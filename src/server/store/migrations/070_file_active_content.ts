import type { Kysely } from "kysely";

// A PDF carrying JavaScript or a program launch is kept (issue 13: company-register extracts are
// often fillable forms with scripts) and marked, so the back office can say so beside it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("files")
    .addColumn("active_content", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}
