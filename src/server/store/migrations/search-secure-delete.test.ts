/**
 * Erasures made before secure_delete (migration 080) left the erased rows' text in the SQLite
 * file's free space and the search index's old segments: the first start with 080 removes it.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { TEST_DATABASE_URL } from "../../../../test-support/postgres.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { eraseApplication } from "../../operations/erase.ts";
import { type Db, migrate, openDatabase } from "../database.ts";
import { LocalFileStore } from "../files.ts";

let dataDir: string;
let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

const NAME = "Yarrowmere Ptolemaic";

/** Which of the database's files (the file, its write-ahead log) hold the gallery's name or one of its words, folded. */
async function holdingTheName(): Promise<string[]> {
  const needles = [NAME, ...NAME.toLowerCase().split(" ")].map((n) => Buffer.from(n));
  const names = (await readdir(dataDir)).filter((n) => n.startsWith("applications.sqlite"));
  const holding: string[] = [];
  for (const name of names) {
    const bytes = await readFile(path.join(dataDir, name));
    if (needles.some((needle) => bytes.includes(needle))) holding.push(name);
  }
  return holding;
}

it.skipIf(Boolean(TEST_DATABASE_URL))("removes what erasures before it left in the database file", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-secure-delete-"));
  db = openDatabase({ dataDir });
  await migrate(db);
  // As the database was before 080: deleted text stays, and 080 has not run.
  await sql`pragma secure_delete = OFF`.execute(db);
  await sql`insert into application_search (application_search, rank) values ('secure-delete', 0)`.execute(db);
  await sql`delete from kysely_migration where name = '080_search_secure_delete'`.execute(db);

  const store = new LocalFileStore(path.join(dataDir, "files"));
  const form = exampleApplication({ edition: "demo-2027", artists: 1, artworksPerArtist: 1 });
  form.gallery.name = NAME;
  const { id } = await storeApplication({ db, store }, form);
  // Another application keeps the search index from being empty, so its segments have to be merged.
  await storeApplication({ db, store }, exampleApplication({ edition: "demo-2027", artists: 1, artworksPerArtist: 1 }));
  const erased = await eraseApplication(db, { store, dataDir }, id, "test", { email: null, via: "cli" });
  expect(erased.outcome).toBe("erased");
  expect(await holdingTheName()).toEqual(["applications.sqlite"]);

  await migrate(db);
  expect(await holdingTheName()).toEqual([]);
});
