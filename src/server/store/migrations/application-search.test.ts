/** Applications stored before the back office (migration 011) get their counts, sort key and search document. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../../test-support/postgres.ts";
import { filteredApplications } from "../../applications/staff-list.ts";
import { type Db, migrate, migrationProvider, openDatabase } from "../database.ts";

let dataDir: string;
let database: TestDatabase | undefined;
let db: Db;
afterEach(async () => {
  await db.destroy();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it("indexes the applications already stored when it runs", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-migration-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  db = openDatabase({ dataDir, databaseUrl: database?.url });
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  expect((await migrator.migrateTo("010_staff")).error).toBeUndefined();

  // As a submission stored the rows before 011 existed (no counts, no search table).
  const text = (n: string) => ({ [n]: "" });
  await db
    .insertInto("applications")
    .values({
      id: "a1",
      edition: "demo-2027",
      choice: "galleries",
      sector: "",
      booth: "small",
      pitch: "",
      mentorship: 0,
      concept: "",
      gallery_name: "Galerie Müller",
      gallery_year_founded: 1990,
      gallery_locations: "Zürich",
      gallery_founders: "Inés Peña",
      ...text("gallery_contact"),
      ...text("gallery_email"),
      ...text("gallery_website"),
      ...text("gallery_social_media"),
      ...text("gallery_highlights"),
      ...text("gallery_fairs"),
      ...text("tax_company"),
      ...text("tax_address"),
      ...text("tax_number"),
      ...text("tax_contact"),
      ...text("tax_email"),
      ...text("tax_phone"),
      submitted_at: 1,
      slug: null,
      accepted_at: null,
      idempotency_key: null,
    } as never) // the spread text columns are typed as a plain record

    .execute();
  await db
    .insertInto("artists")
    .values(
      [0, 1].map((position) => ({
        application_id: "a1",
        position,
        first_name: "Jörg",
        last_name: `Łukasz${position}`,
        nationality: "",
        born: null,
        bio: "",
      })),
    )
    .execute();
  await db
    .insertInto("artworks")
    .values(
      [0, 1, 2].map((position) => ({
        application_id: "a1",
        artist_position: 1,
        position,
        title: `Sueño ${position}`,
        meta: "",
        presented: "present",
      })),
    )
    .execute();

  await migrate(db);
  const row = await db
    .selectFrom("applications")
    .select(["artist_count", "artwork_count", "gallery_sort"])
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ artist_count: 2, artwork_count: 3, gallery_sort: "galerie muller" });
  for (const q of ["muller", "zurich", "ines pena", "jorg", "lukasz1", "sueno"]) {
    const found = await filteredApplications(db, { edition: "demo-2027", q, viewer: { id: "", role: "admin" } })
      .select("applications.id")
      .execute();
    expect(
      found.map((r) => r.id),
      q,
    ).toEqual(["a1"]);
  }
  // The search row goes with its application.
  await db.deleteFrom("applications").where("id", "=", "a1").execute();
  expect(await db.selectFrom("application_search").selectAll().execute()).toEqual([]);
});
