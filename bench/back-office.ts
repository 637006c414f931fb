/**
 * The back office at fair scale: 5,000 applications of 50 artworks each (a seeder), then the p95
 * of the list API for a filtered, searched, sorted page and of the application API for a
 * 50-artist application (and of its versions), on SQLite and on PostgreSQL (TEST_DATABASE_URL, default the local one).
 * Budget: p95 ≤ 50 ms; the baseline is a bare Fastify route's p95 in the same run.
 *   npm run bench -- back-office          BENCH_APPLICATIONS=5000 BENCH_REQUESTS=200
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Insertable, sql } from "kysely";
import { correctApplication } from "../src/server/applications/correct.ts";
import { insertApplication } from "../src/server/applications/insert.ts";
import { loadApplication } from "../src/server/applications/load.ts";
import type { StoredFile } from "../src/server/applications/stored-file.ts";
import { ensureEditions } from "../src/server/editions/editions.ts";
import { criteriaOf } from "../src/server/reviews/criteria.ts";
import { recomputeEditionScores } from "../src/server/reviews/scores.ts";
import { hashPassword } from "../src/server/staff/password.ts";
import { type Db, migrate, openDatabase } from "../src/server/store/database.ts";
import { isPostgres } from "../src/server/store/dialect.ts";
import type { ReviewScoreTable, ReviewTable } from "../src/server/store/schema.ts";
import { StaffStore } from "../src/server/store/staff.ts";
import type { ApplicationForm } from "../src/shared/application.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { createTestDatabase } from "../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET } from "../test-support/server.ts";
import { type StaffVisitor, signIn } from "../test-support/staff.ts";
import { benchPostgres, POSTGRES_SKIPPED, sized, startProcess, TINY } from "./support.ts";

const APPLICATIONS = sized("BENCH_APPLICATIONS", 5000, 20);
const REQUESTS = sized("BENCH_REQUESTS", 200, 5);
const WARM_UP_REQUESTS = TINY ? 2 : 20;
const POSTGRES = benchPostgres();
const EDITION = "demo-2027";
const PASSWORD = "bench-admin-passphrase";
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const WORDS = ["Nord", "Licht", "Haus", "Studio", "Projects", "Raum", "Casa", "Atelier", "Kunst", "Space", "Salon"];

/** Application `i`: 5 artists × 10 artworks; every 50th has an artist called Müller. */
function seedForm(i: number): ApplicationForm {
  const form = exampleApplication({ edition: EDITION, artists: 5, artworksPerArtist: 10, withFiles: false });
  form.gallery.name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
  form.proposal.booth = (["small", "medium", "large"] as const)[i % 3] ?? "medium";
  form.proposal.mentorship = i % 4 === 0;
  if (i % 9 === 0) form.choice = "platform";
  if (i % 50 === 0) (form.artists[0] as ApplicationForm["artists"][number]).last_name = "Müller";
  return form;
}

/** A 50-artist application with 50 artworks each, every artwork with a file record. */
function largestForm(): ApplicationForm {
  const form = exampleApplication({ edition: EDITION, artists: 50, artworksPerArtist: 50, galleryPictures: 20 });
  form.gallery.name = "The Largest Application";
  return form;
}

function fileRowsOf(form: ApplicationForm): StoredFile[] {
  return fileRecords(form).map(({ path, record }, i) => ({
    recordPath: dotted(path),
    originalName: record.filename,
    size: record.size,
    contentType: record.filename.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
    sha256: "0".repeat(64),
    // Rows only: the API answers from the database and never reads the bytes.
    storageKey: `bench-${i}-${Math.random().toString(36).slice(2)}`,
  }));
}

async function seed(db: Db): Promise<{ largest: string; seconds: number }> {
  const started = performance.now();
  await migrate(db);
  const now = Date.now();
  for (let i = 0; i < APPLICATIONS; i++) await insertApplication(db, seedForm(i), [], { now: now - i * 60_000 });
  const form = largestForm();
  const largest = await insertApplication(db, form, fileRowsOf(form), { now });
  await changeLargest(db, largest);
  const { member } = await new StaffStore(db).save({
    email: "bench@fair.example",
    name: "Bench",
    role: "admin",
    passwordHash: await hashPassword(PASSWORD),
  });
  await seedReviews(db, member.id, now);
  // PostgreSQL's autovacuum would gather statistics within a minute of such a load; without them the
  // planner takes the edition for 50 applications and joins the fair scores by a nested loop (443 ms
  // instead of 21 ms for the disagreement filter, docs/benchmarks.md).
  if (isPostgres(db)) await sql`analyze`.execute(db);
  return { largest, seconds: (performance.now() - started) / 1000 };
}

/**
 * The largest application changed twice by its gallery, every file kept: first every artist's
 * biography and every fifth artwork's title, then the artists in reverse order and the website. Its
 * versions are the most a diff of one application has to match.
 */
async function changeLargest(db: Db, id: string): Promise<void> {
  const edits: ((form: ApplicationForm) => (path: string) => string)[] = [
    (form) => {
      for (const [i, artist] of form.artists.entries()) {
        artist.bio = artist.bio.replace("painting", "sculpture").concat(` Changed ${i}.`);
        for (const [j, artwork] of artist.artworks.entries()) if (j % 5 === 0) artwork.title += " (revised)";
      }
      return (path) => path;
    },
    (form) => {
      form.artists.reverse();
      form.gallery.website = "https://largest.example/new";
      const last = form.artists.length - 1;
      return (path) => path.replace(/^artists\.(\d+)\./, (_, n: string) => `artists.${last - Number(n)}.`);
    },
  ];
  for (const edit of edits) {
    const current = await loadApplication(db, id);
    if (!current) throw new Error("The largest application was just stored.");
    const form = structuredClone(current.form);
    const moved = edit(form);
    await correctApplication(db, current, form, [], new Map(current.files.map((f) => [moved(f.recordPath), f.id])));
  }
}

/**
 * Issue 10: three reviews on two thirds of the applications (the bench member's on half of those),
 * written in bulk, then the stored means computed as a criterion change would.
 */
async function seedReviews(db: Db, benchId: string, now: number): Promise<void> {
  await ensureEditions(db, [EDITION]);
  const criteria = await criteriaOf(db, EDITION);
  const ids = (await db.selectFrom("applications").select("id").orderBy("submitted_at").execute()).map((r) => r.id);
  const reviewers = [benchId];
  for (const name of ["r1", "r2"]) {
    const { member } = await new StaffStore(db).save({
      email: `${name}@fair.example`,
      name,
      role: "reviewer",
      passwordHash: "$scrypt$unused",
    });
    reviewers.push(member.id);
  }
  const reviews: Insertable<ReviewTable>[] = [];
  const scores: Insertable<ReviewScoreTable>[] = [];
  for (const [i, id] of ids.entries()) {
    if (i % 3 === 0) continue;
    for (const [k, staffId] of reviewers.entries()) {
      if (k === 0 && i % 2 === 0) continue;
      reviews.push({
        application_id: id,
        staff_id: staffId,
        comment: "",
        score: null,
        created_at: now,
        updated_at: now,
      });
      for (const [j, c] of criteria.entries())
        scores.push({ application_id: id, staff_id: staffId, criterion_id: c.id, score: 1 + ((i + j + k) % 5) });
    }
  }
  for (let at = 0; at < reviews.length; at += 500)
    await db
      .insertInto("reviews")
      .values(reviews.slice(at, at + 500))
      .execute();
  for (let at = 0; at < scores.length; at += 500)
    await db
      .insertInto("review_scores")
      .values(scores.slice(at, at + 500))
      .execute();
  await db.transaction().execute((trx) => recomputeEditionScores(trx, EDITION));
}

async function percentiles(call: () => Promise<Response>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) await (await call()).arrayBuffer(); // warm-up: JIT, statement caches
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await call();
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${response.url} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] as number) * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}

const QUERIES = {
  "list: status + choice + booth, search 'muller', sort -artworks":
    "?status=submitted&choice=galleries&booth=medium&q=muller&sort=-artworks",
  "list: search 'licht' (a third of all), sort gallery, page 5": "?q=licht&sort=gallery&page=5",
  "list: mentorship, sort artists, page 20": "?mentorship=true&sort=-artists&page=20",
  "list: sort by average, page 10": "?sort=-average&page=10",
  "list: not reviewed by me, sort my score": "?reviewed_by_me=false&sort=my_score",
  "list: sort by reviews, status submitted, page 3": "?status=submitted&sort=-reviews&page=3",
  "list: sort by normalized score, page 10": "?sort=-normalized&page=10",
  "list: members disagree, average 2.5 to 4, sort spread": "?disagreement=1&average_min=2.5&average_max=4&sort=-spread",
};

async function measure(label: string, url: string, largest: string, baseline: number) {
  const results: Record<string, number | string> = {};
  const member: StaffVisitor = await signIn(url, "bench@fair.example", PASSWORD);
  // Asked for as Chromium asks (Node's fetch alone asks for gzip and deflate, not Brotli).
  const staff = { fetch: (path: string) => member.fetch(path, { headers: { "accept-encoding": BROWSER_ENCODINGS } }) };
  const figure = (name: string, p: { p50: number; p95: number }) => {
    results[`${label} ${name}: p50 / p95 (ms)`] =
      `${p.p50} / ${p.p95} (${Math.round((p.p95 / baseline) * 10) / 10}× bare)`;
  };
  for (const [name, query] of Object.entries(QUERIES)) {
    const check = (await (await staff.fetch(`/admin/api/applications${query}`)).json()) as { total: number };
    figure(`${name} [${check.total} rows]`, await percentiles(() => staff.fetch(`/admin/api/applications${query}`)));
  }
  figure(
    "application API, 50 artists × 50 artworks",
    await percentiles(() => staff.fetch(`/admin/api/applications/${largest}`)),
  );
  figure(
    "versions of that application: 3, every biography changed, then the artists reversed",
    await percentiles(() => staff.fetch(`/admin/api/applications/${largest}/versions`)),
  );
  figure("my queue (issue 10)", await percentiles(() => staff.fetch(`/admin/api/queue?edition=${EDITION}`)));
  figure(
    "reviews of one application (issue 10)",
    await percentiles(() => staff.fetch(`/admin/api/applications/${largest}/reviews`)),
  );
  figure(
    "neighbours within the search",
    await percentiles(() => staff.fetch(`/admin/api/applications/${largest}/neighbours?q=licht&sort=gallery`)),
  );
  return results;
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = { applications: `${APPLICATIONS} × 50 artworks` };
  const bare = await startProcess("bench/bare-server.ts");
  let baseline: number;
  try {
    baseline = (await percentiles(() => fetch(`${bare.url}/`))).p95;
  } finally {
    await bare.stop();
  }
  results["bare Fastify {} p95 (ms)"] = baseline;
  // The figures are wall-clock times on a shared machine: the load says how shared it was.
  results["load average at start"] = os.loadavg()[0]?.toFixed(1) ?? "";

  // SQLite in a data directory of its own.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-back-office-"));
  try {
    const db = openDatabase({ dataDir });
    const seeded = await seed(db).finally(() => db.destroy());
    results["SQLite seeding (s)"] = Math.round(seeded.seconds);
    const server = await startProcess("src/server/main.ts", { DATA_DIR: dataDir }, "/healthz");
    try {
      Object.assign(results, await measure("SQLite", server.url, seeded.largest, baseline));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  if (!POSTGRES) {
    results.PostgreSQL = POSTGRES_SKIPPED;
    return results;
  }
  const database = await createTestDatabase(POSTGRES);
  try {
    // The seeder encrypts the tax details with the key the server is given.
    const db = openDatabase({ dataDir: os.tmpdir(), databaseUrl: database.url, dataKeys: TEST_DATA_KEYS });
    const seeded = await seed(db).finally(() => db.destroy());
    results["PostgreSQL seeding (s)"] = Math.round(seeded.seconds);
    const server = await startProcess(
      "src/server/main.ts",
      { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY },
      "/healthz",
    );
    try {
      Object.assign(results, await measure("PostgreSQL", server.url, seeded.largest, baseline));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  results["load average at the end"] = os.loadavg()[0]?.toFixed(1) ?? "";
  return results;
}
