import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * SQLite's search index (FTS5) kept the words of a deleted row in its older segments, marked as
 * deleted, until a merge: an erased gallery's name stayed readable in the file. With the table's
 * secure-delete option a delete removes them from the segments (https://sqlite.org/fts5.html#the_secure_delete_configuration_option);
 * `optimize` merges the segments once, dropping what earlier erasures left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`insert into application_search (application_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into application_search (application_search) values ('optimize')`.execute(db);
}
