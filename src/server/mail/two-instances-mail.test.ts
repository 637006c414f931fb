/**
 * Mail with several instances on one PostgreSQL database, each a real server process: the
 * instances share the queue (each message delivered exactly once to a real SMTP server), one
 * killed in the middle of a delivery leaves nothing behind (the others send what it had queued and
 * what it was sending), and erasure on one instance removes mail another queued.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { type Instance, startInstance } from "../../../test-support/instance.ts";
import {
  createTestDatabase,
  requirePostgres,
  TEST_DATABASE_URL,
  type TestDatabase,
} from "../../../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET, visit } from "../../../test-support/server.ts";
import { messageIdOf, startSilentSmtp, startSmtp, type TestSmtp, until } from "../../../test-support/smtp-server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { type Db, openDatabase } from "../store/database.ts";
import { insertMail } from "./queue.ts";

let database: TestDatabase;
let smtp: TestSmtp;
let first: Instance;
let second: Instance;
let db: Db;
let env: Record<string, string>;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  smtp = await startSmtp();
  env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_KEY: TEST_DATA_KEY,
    MAIL_FROM: "Art fair <office@fair.example>",
    MAIL_RETRY_SECONDS: "1",
    RATE_LIMIT_PER_IP: "1000000",
  };
  [first, second] = await Promise.all([
    startInstance({ ...env, SMTP_URL: smtp.url }),
    startInstance({ ...env, SMTP_URL: smtp.url }),
  ]);
  db = openDatabase({ dataDir: first.dataDir, databaseUrl: database.url, dataKeys: TEST_DATA_KEYS });
}, 60_000);

afterAll(async () => {
  if (!TEST_DATABASE_URL) return;
  await Promise.all([first?.stop(), second?.stop()]);
  await db?.destroy();
  await smtp?.close();
  await database?.drop();
}, 60_000);

/** A submission through `instance`: its confirmation is queued there, in the submission's transaction. */
async function submit(instance: Instance, email: string): Promise<string> {
  const visitor = await visit(instance.url);
  const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
  form.gallery.email = email;
  const answer = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

const states = async (ids: string[]) =>
  db.selectFrom("mail_outbox").select(["id", "state", "claimed_by"]).where("id", "in", ids).execute();

const allSent = (ids: string[]) =>
  until(async () => {
    const rows = await states(ids);
    return rows.length === ids.length && rows.every((r) => r.state === "sent") ? true : undefined;
  }, 30_000);

/** How many times each Message-ID reached the server. */
function deliveries(ids: string[]): number[] {
  return ids.map((id) => smtp.received.filter((m) => messageIdOf(m.raw) === `<${id}@fair.example>`).length);
}

describe("two instances sharing PostgreSQL and one mail server", () => {
  it("share the queue: forty messages queued at once each go out exactly once", async (context) => {
    requirePostgres(context);
    const ids = Array.from({ length: 40 }, () => `shared-${randomUUID()}`);
    for (const [i, id] of ids.entries())
      await insertMail(db, {
        kind: "status-link",
        id,
        to: `shared-${i}@gallery.example`,
        subject: `${i}`,
        text: "Hi.",
      });
    await allSent(ids);
    expect(deliveries(ids)).toEqual(ids.map(() => 1));
    const attempts = await db.selectFrom("mail_outbox").select("attempts").where("id", "in", ids).execute();
    expect(attempts.every((r) => Number(r.attempts) === 1)).toBe(true);
  }, 60_000);

  it("an instance killed in the middle of a delivery: the others send what it was sending and what it had queued, once each", async (context) => {
    requirePostgres(context);
    // Its mail server takes the connection and never answers: its first delivery hangs.
    const silent = await startSilentSmtp();
    const doomed = await startInstance({ ...env, SMTP_URL: silent.url });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 4; i++) ids.push(await submit(doomed, `doomed-${i}@gallery.example`));
      await until(() => (silent.connections() > 0 ? true : undefined));
      // What it is sending: claimed in its name (its row among the instances has its PID).
      const owner = await db
        .selectFrom("upload_owners")
        .select("id")
        .where("pid", "=", doomed.pid)
        .executeTakeFirstOrThrow();
      const theirs = (await states(ids)).filter((r) => r.claimed_by === owner.id).map((r) => r.id);
      doomed.child.kill("SIGKILL");
      await doomed.exited;
      const to = (i: number) => smtp.received.filter((m) => m.to.includes(`doomed-${i}@gallery.example`));
      await until(() => ([0, 1, 2, 3].every((i) => to(i).length > 0) ? true : undefined), 30_000);
      await allSent(ids);
      expect(deliveries(ids)).toEqual([1, 1, 1, 1]);
      // What it was sending went out too, from another instance.
      expect(theirs.length).toBeGreaterThan(0);
      expect(deliveries(theirs)).toEqual(theirs.map(() => 1));
    } finally {
      await doomed.stop();
      await silent.close();
    }
  }, 90_000);

  it("erasure on one instance removes the mail another queued: it is never sent", async (context) => {
    requirePostgres(context);
    smtp.refuse("erased@gallery.example", 451, "4.4.1 Try later");
    const id = await submit(first, "erased@gallery.example");
    // Tried once and asked to wait: it is in the queue.
    await until(() => smtp.answered.find((a) => a.to.includes("erased@gallery.example") && a.code === 451));
    const admin = await createStaff({ db }, { email: "eraser@fair.example", role: "admin" });
    const asAdmin = await signIn(second.url, admin.email, admin.password);
    const erased = await asAdmin.fetch(`/admin/api/applications/${id}/erase`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "Asked by the gallery" }),
    });
    expect(erased.status).toBe(200);
    smtp.accept("erased@gallery.example");
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received.filter((m) => m.to.includes("erased@gallery.example"))).toEqual([]);
    expect(await states([id])).toEqual([]);
  }, 60_000);
});
