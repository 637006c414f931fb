/** Galleries given made-up addresses before (migration 342) get their names, and the old address redirects. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Migrator } from "kysely";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_SESSION_SECRET } from "../../../../test-support/server.ts";
import { type App, buildApp } from "../../app.ts";
import { readConfig } from "../../config.ts";
import { type Db, migrate, migrationProvider, openDatabase } from "../database.ts";

let dataDir: string;
let database: TestDatabase | undefined;
let db: Db | undefined;
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  await db?.destroy();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const text = (n: string) => ({ [n]: "" });
const accepted = (id: string, name: string, slug: string) => ({
  id,
  edition: "demo-2027",
  choice: "galleries",
  sector: "",
  booth: "small",
  pitch: "",
  mentorship: 0,
  concept: "",
  gallery_name: name,
  gallery_year_founded: 1990,
  gallery_locations: "",
  gallery_founders: "",
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
  status: "accepted",
  slug,
  accepted_at: 2,
  idempotency_key: null,
});

it("gives a gallery without Latin letters its name as address, and sends the old one there", async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-migration-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  db = openDatabase({ dataDir, databaseUrl: database?.url });
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  expect((await migrator.migrateTo("341_gallery_order")).error).toBeUndefined();
  await db
    .insertInto("applications")
    .values([
      accepted("3f2a9c10-77aa-4c1e-9d2b-0a1b2c3d4e5f", "東京画廊", "gallery-3f2a9c"),
      accepted("4a4a4a4a-77aa-4c1e-9d2b-0a1b2c3d4e5f", "Gallery", "gallery"),
    ] as never) // the spread text columns are typed as a plain record
    .execute();

  await migrate(db);
  const slugs = await db.selectFrom("applications").select(["gallery_name", "slug"]).orderBy("id").execute();
  expect(slugs).toEqual([
    { gallery_name: "東京画廊", slug: "東京画廊" },
    // A Latin name that is the word itself keeps its address.
    { gallery_name: "Gallery", slug: "gallery" },
  ]);

  const postgres = database
    ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY }
    : {};
  app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", ...postgres, DATA_DIR: dataDir }), db });
  const old = await app.inject({ method: "GET", url: "/ecosystem/gallery-3f2a9c" });
  expect(old.statusCode).toBe(301);
  expect(old.headers.location).toBe(`/ecosystem/${encodeURIComponent("東京画廊")}`);
  const page = await app.inject({ method: "GET", url: old.headers.location as string });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1 dir="auto">東京画廊</h1>');
  expect((await app.inject({ method: "GET", url: "/ecosystem/gallery-000000" })).statusCode).toBe(404);
});
