/**
 * Auto-assignment at fair scale: 5,000 open applications × 3 reviewers among 12 members (one
 * application in twenty with a conflict of interest), timed from the call to the committed
 * assignments, on SQLite and on PostgreSQL (TEST_DATABASE_URL, default the local one).
 * Budget: ≤ 2,000 ms on each.
 *   npm run bench -- assignments          BENCH_APPLICATIONS=5000
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { insertApplication } from "../src/server/applications/insert.ts";
import { ensureEditions } from "../src/server/editions/editions.ts";
import { autoAssign } from "../src/server/reviews/assignments.ts";
import { type Db, migrate, openDatabase } from "../src/server/store/database.ts";
import { StaffStore } from "../src/server/store/staff.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { createTestDatabase } from "../test-support/postgres.ts";
import { TEST_DATA_KEYS } from "../test-support/server.ts";
import { benchPostgres, POSTGRES_SKIPPED, sized } from "./support.ts";

const APPLICATIONS = sized("BENCH_APPLICATIONS", 5000, 30);
const MEMBERS = 12;
const PER_APPLICATION = 3;
const BUDGET_MS = 2000;
const EDITION = "demo-2027";
const POSTGRES = benchPostgres();

async function seed(db: Db): Promise<void> {
  await migrate(db);
  await ensureEditions(db, [EDITION]);
  const staff = new StaffStore(db);
  const members: string[] = [];
  for (let m = 0; m < MEMBERS; m++) {
    const { member } = await staff.save({
      email: `reviewer-${String(m).padStart(2, "0")}@fair.example`,
      name: `Reviewer ${m}`,
      role: "reviewer",
      // Nobody signs in: the hash is never checked.
      passwordHash: "$scrypt$bench",
    });
    members.push(member.id);
  }
  const now = Date.now();
  const conflicts: { application_id: string; staff_id: string; note: string; at: number }[] = [];
  for (let i = 0; i < APPLICATIONS; i++) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${i}`;
    const id = await insertApplication(db, form, [], { now: now - i * 60_000 });
    if (i % 20 === 0)
      conflicts.push({ application_id: id, staff_id: members[i % MEMBERS] as string, note: "", at: now });
  }
  for (let i = 0; i < conflicts.length; i += 500)
    await db
      .insertInto("review_conflicts")
      .values(conflicts.slice(i, i + 500))
      .execute();
}

async function measure(db: Db): Promise<{ ms: number; assigned: number; spread: number }> {
  const started = performance.now();
  const result = await autoAssign(db, { edition: EDITION, perApplication: PER_APPLICATION }, null);
  const ms = Math.round(performance.now() - started);
  if (result.short.length > 0) throw new Error(`${result.short.length} application(s) left short`);
  if (result.assigned !== APPLICATIONS * PER_APPLICATION) throw new Error(`only ${result.assigned} assignments made`);
  const loads = result.members.map((m) => m.assigned);
  return { ms, assigned: result.assigned, spread: Math.max(...loads) - Math.min(...loads) };
}

function report(results: Record<string, number | string>, label: string, figures: Awaited<ReturnType<typeof measure>>) {
  results[`${label} auto-assign (ms)`] =
    `${figures.ms} (budget ${BUDGET_MS}: ${figures.ms <= BUDGET_MS ? "met" : "missed"})`;
  results[`${label} assignments made / load spread`] = `${figures.assigned} / ${figures.spread}`;
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {
    applications: `${APPLICATIONS} × ${PER_APPLICATION} among ${MEMBERS} members`,
    "load average at start": os.loadavg()[0]?.toFixed(1) ?? "",
  };
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-assignments-"));
  try {
    const db = openDatabase({ dataDir });
    try {
      await seed(db);
      report(results, "SQLite", await measure(db));
    } finally {
      await db.destroy();
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
    const db = openDatabase({ dataDir: os.tmpdir(), databaseUrl: database.url, dataKeys: TEST_DATA_KEYS });
    try {
      await seed(db);
      report(results, "PostgreSQL", await measure(db));
    } finally {
      await db.destroy();
    }
  } finally {
    await database.drop();
  }
  return results;
}
