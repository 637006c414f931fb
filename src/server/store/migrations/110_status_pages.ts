import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/**
 * The galleries' private status pages and the release of decisions. A status link's token is kept
 * only as its SHA-256: whoever reads the database cannot open anyone's page. An application may have
 * several live links (the confirmation's, and each one asked for again at /status).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("status_tokens")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("application_id", "text", (c) => c.notNull().references("applications.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("status_tokens_application").on("status_tokens").column("application_id").execute();

  // Applications stored before: a token nobody knows, so each has one; their galleries ask for a link at /status.
  const typed = db as unknown as Kysely<{
    applications: { id: string };
    status_tokens: { hash: string; application_id: string; created_at: number };
  }>;
  const ids = (await typed.selectFrom("applications").select("id").execute()).map((row) => row.id);
  const now = Date.now();
  for (let i = 0; i < ids.length; i += 200) {
    const rows = ids.slice(i, i + 200).map((id) => ({
      hash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      application_id: id,
      created_at: now,
    }));
    await typed.insertInto("status_tokens").values(rows).execute();
  }

  // Editions that exist already have shown their acceptances all along: they stay released.
  await db.schema
    .alterTable("editions")
    .addColumn("decisions_released", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
}
