/**
 * The mail outbox against a real SMTP server, on one instance (SQLite, and PostgreSQL in its pass):
 * a refusal (5xx) fails at once with the server's words and is never tried again; a delay (4xx)
 * is tried again, each wait longer, until it goes through or the attempts run out; a letter is
 * "sent" only once the server accepted it; the back office lists failed mail and tries it again;
 * /metrics counts; a message an earlier process was delivering when it died goes out after all.
 */
import { spawn } from "node:child_process";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { messageIdOf, startSmtp, type TestSmtp, until } from "../../../test-support/smtp-server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { changeStatus, statusHistory } from "../applications/status.ts";
import { isPostgres } from "../store/dialect.ts";
import { machineId } from "../store/upload-owner.ts";
import { insertMail } from "./queue.ts";

let server: TestServer;
let smtp: TestSmtp;
let admin: StaffVisitor;
const EDITION = "mail-2031";

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Art fair <office@fair.example>",
    MAIL_RETRY_SECONDS: "1",
    MAIL_MAX_ATTEMPTS: "3",
  });
  const member = await createStaff(server.app, { email: "mira@fair.example", role: "admin" });
  admin = await signIn(server.url, member.email, member.password);
  expect((await call("POST", "/admin/api/editions", { slug: EDITION, name: "Mail 2031" })).status).toBe(201);
  expect((await call("PATCH", `/admin/api/editions/${EDITION}`, { decisions_released: true })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

async function call(method: string, pathname: string, body?: unknown) {
  const response = await admin.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** An invitation to `email`: one email through the outbox. */
async function invite(email: string): Promise<void> {
  expect((await call("POST", "/admin/api/staff", { email, name: "Someone", role: "reviewer" })).status).toBe(201);
}

/** The id of the outbox's row for the one email to `email`. */
async function mailTo(email: string): Promise<string> {
  const row = await until(() =>
    server.app.db.selectFrom("mail_outbox").select("id").where("recipient", "=", email).executeTakeFirst(),
  );
  return row.id;
}

const rowOf = (id: string) =>
  server.app.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const settled = (id: string) =>
  until(async () => {
    const row = await rowOf(id);
    return row.state === "sent" || row.state === "failed" ? row : undefined;
  }, 20_000);

const answersTo = (email: string) => smtp.answered.filter((a) => a.to.includes(email));

describe("one email", () => {
  it("refused for good (550): failed at once with the server's words, never tried again", async () => {
    smtp.refuse("gone@gallery.example", 550, "5.1.1 <gone@gallery.example>: Recipient address rejected");
    await invite("gone@gallery.example");
    await until(() => (answersTo("gone@gallery.example").length > 0 ? true : undefined));
    // MAIL_RETRY_SECONDS is 1: a retry would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(answersTo("gone@gallery.example")).toHaveLength(1);
    const row = await settled(await mailTo("gone@gallery.example"));
    expect(row).toMatchObject({ state: "failed", attempts: 1, sent_at: null });
    expect(row.last_error).toBe("550 5.1.1 <gone@gallery.example>: Recipient address rejected");
  });

  it("asked to wait once (451): delivered on the retry, once", async () => {
    smtp.refuse("busy@gallery.example", 451, "4.7.1 Greylisted, try again later", 1);
    await invite("busy@gallery.example");
    const id = await mailTo("busy@gallery.example");
    const row = await settled(id);
    expect(row).toMatchObject({ state: "sent", attempts: 2 });
    expect(answersTo("busy@gallery.example").map((a) => a.code)).toEqual([451, 250]);
    const received = smtp.received.filter((m) => m.to.includes("busy@gallery.example"));
    expect(received).toHaveLength(1);
    expect(messageIdOf(received[0]?.raw ?? "")).toBe(`<${id}@fair.example>`);
    // Sent: its text (a one-time link) is no longer kept.
    expect(row.body).toBe("");
  });

  it("asked to wait every time: tried with growing waits, then failed with the server's words", async () => {
    smtp.refuse("full@gallery.example", 452, "4.2.2 Mailbox full");
    await invite("full@gallery.example");
    await until(() => (answersTo("full@gallery.example").length >= 3 ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    // MAIL_MAX_ATTEMPTS is 3: no fourth try.
    const at = answersTo("full@gallery.example").map((a) => a.at);
    expect(at).toHaveLength(3);
    const [first, second, third] = at as [number, number, number];
    // MAIL_RETRY_SECONDS (1 s) first, then twice that.
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    const row = await settled(await mailTo("full@gallery.example"));
    expect(row.state).toBe("failed");
    expect(row.attempts).toBe(3);
    expect(row.last_error).toBe("452 4.2.2 Mailbox full (gave up after 3 attempts)");
  }, 30_000);

  it("lists failed mail for admins, with the reason and the counts, and tries it again", async () => {
    const listed = await call("GET", "/admin/api/mail?state=failed");
    expect(listed.status).toBe(200);
    const items = listed.json.items as { id: string; to: string; last_error: string; kind: string }[];
    const gone = items.find((m) => m.to === "gone@gallery.example");
    expect(gone).toMatchObject({
      kind: "invitation",
      last_error: expect.stringContaining("Recipient address rejected"),
    });
    expect(items.every((m) => !("body" in m))).toBe(true);
    expect(listed.json.counts).toMatchObject({ failed: items.length });
    expect((await call("GET", "/admin/api/mail?state=lost")).status).toBe(422);

    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toContain(`art_fair_mail_failed ${items.length}\n`);
    expect(metrics).toMatch(/^art_fair_mail_sent [1-9]\d*$/m);
    expect(metrics).toMatch(/^art_fair_mail_queued \d+$/m);

    // The address works again: "Try again" sends it.
    smtp.accept("gone@gallery.example");
    const again = await call("POST", "/admin/api/mail/retry", { ids: [gone?.id] });
    expect(again).toMatchObject({ status: 200, json: { queued: 1 } });
    expect((await call("POST", "/admin/api/mail/retry", { ids: ["no-such-mail"] })).status).toBe(404);
    expect((await call("POST", "/admin/api/mail/retry", {})).status).toBe(422);
    expect(await settled(gone?.id as string)).toMatchObject({ state: "sent", attempts: 1 });
    expect(smtp.received.filter((m) => m.to.includes("gone@gallery.example"))).toHaveLength(1);
  });
});

describe("the database failing after the server took a message", () => {
  /** Every update that would mark a message sent fails, as a database that went away would. */
  async function refuseMarks(on: boolean) {
    const db = server.app.db;
    if (!isPostgres(db)) {
      await sql`drop trigger if exists refuse_sent`.execute(db);
      if (on)
        await sql`create trigger refuse_sent before update on mail_outbox for each row when new.state = 'sent'
          begin select raise(abort, 'the database does not answer'); end`.execute(db);
      return;
    }
    await sql`drop trigger if exists refuse_sent on mail_outbox`.execute(db);
    if (!on) return;
    await sql`create or replace function refuse_sent() returns trigger language plpgsql as
      $$ begin raise exception 'the database does not answer'; end $$`.execute(db);
    await sql`create trigger refuse_sent before update on mail_outbox for each row
      when (new.state = 'sent') execute function refuse_sent()`.execute(db);
  }

  it("keeps the answer, notes it once the database takes it, and never sends the message again", async () => {
    await refuseMarks(true);
    try {
      await invite("noted-late@gallery.example");
      const id = await mailTo("noted-late@gallery.example");
      await until(() => (answersTo("noted-late@gallery.example").length > 0 ? true : undefined));
      // Several rounds go by (MAIL_RETRY_SECONDS is 1): the claim stays this instance's, nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await rowOf(id)).toMatchObject({ state: "sending", attempts: 1 });
    } finally {
      await refuseMarks(false);
    }
    expect(await settled(await mailTo("noted-late@gallery.example"))).toMatchObject({ state: "sent", attempts: 1 });
    expect(answersTo("noted-late@gallery.example")).toHaveLength(1);
  });
});

describe("a decision letter", () => {
  async function acceptedWithLetter(email: string) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.email = email;
    const { id } = await storeApplication(server.app, form);
    await changeStatus(server.app.db, [id], "accepted", { staffId: null, via: "cli" }, null);
    expect((await call("POST", `/admin/api/editions/${EDITION}/letters/prepare`)).status).toBe(200);
    const items = (await call("GET", `/admin/api/letters?edition=${EDITION}&state=pending`)).json.items as {
      id: string;
      application_id: string;
    }[];
    return { application: id, letter: items.find((l) => l.application_id === id)?.id as string };
  }
  const letterNotes = async (application: string) =>
    (await statusHistory(server.app.db, application))
      .map((h) => h.note)
      .filter((n) => n?.startsWith("Decision letter"));

  it("refused by the mail server: failed with its words, no history entry; sent once tried again", async () => {
    const { application, letter } = await acceptedWithLetter("spam-trap@gallery.example");
    smtp.refuse("spam-trap@gallery.example", 554, "5.7.1 Message rejected as spam");
    const sent = await call("POST", "/admin/api/letters/send", { ids: [letter] });
    expect(sent.json).toEqual({
      sent: 0,
      queued: [],
      failed: [{ id: letter, message: "554 5.7.1 Message rejected as spam" }],
      skipped: [],
    });
    const failed = (await call("GET", `/admin/api/letters?edition=${EDITION}&state=failed`)).json.items;
    expect(failed).toEqual([
      expect.objectContaining({
        id: letter,
        state: "failed",
        sent_at: null,
        error: "554 5.7.1 Message rejected as spam",
      }),
    ]);
    expect(await letterNotes(application)).toEqual([]);
    expect((await call("GET", `/admin/api/letters?edition=${EDITION}&state=sent`)).json.items).toEqual([]);

    smtp.accept("spam-trap@gallery.example");
    const again = await call("POST", "/admin/api/letters/send", { edition: EDITION, all: true });
    expect(again.json).toEqual({ sent: 1, queued: [], failed: [], skipped: [] });
    expect(await letterNotes(application)).toEqual([expect.stringMatching(/^Decision letter sent: /)]);
    expect(smtp.received.filter((m) => m.to.includes("spam-trap@gallery.example"))).toHaveLength(1);
  });

  it("asked to wait: queued with the reason and closed to edits, then sent on the retry with its history entry", async () => {
    const { application, letter } = await acceptedWithLetter("greylist@gallery.example");
    smtp.refuse("greylist@gallery.example", 451, "4.7.1 Greylisted", 1);
    const sent = await call("POST", "/admin/api/letters/send", { ids: [letter] });
    expect(sent.json).toEqual({
      sent: 0,
      queued: [{ id: letter, message: "451 4.7.1 Greylisted" }],
      failed: [],
      skipped: [],
    });
    expect((await call("GET", `/admin/api/letters?edition=${EDITION}&state=queued`)).json.items).toEqual([
      expect.objectContaining({ id: letter, state: "queued" }),
    ]);
    expect((await call("PATCH", `/admin/api/letters/${letter}`, { subject: "Changed" })).status).toBe(409);
    const again = await call("POST", "/admin/api/letters/send", { ids: [letter] });
    expect(again.json).toMatchObject({ sent: 0, skipped: [{ id: letter, reason: expect.stringMatching(/outbox/) }] });
    await until(async () => {
      const items = (await call("GET", `/admin/api/letters?edition=${EDITION}&state=sent`)).json.items as {
        id: string;
      }[];
      return items.some((l) => l.id === letter) ? true : undefined;
    });
    expect(await letterNotes(application)).toEqual([expect.stringMatching(/^Decision letter sent: /)]);
    expect(smtp.received.filter((m) => m.to.includes("greylist@gallery.example"))).toHaveLength(1);
  });
});

describe("across processes", () => {
  /** A process that has ended: its PID runs no more. */
  async function endedPid(): Promise<number> {
    const child = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => child.once("exit", resolve));
    return child.pid as number;
  }
  async function claimedBy(pid: number, email: string): Promise<string> {
    const owner = `owner-${pid}-${Date.now()}`;
    await server.app.db
      .insertInto("upload_owners")
      .values({ id: owner, machine: machineId(), pid, seen_at: Date.now() })
      .execute();
    // Written and claimed by that process in one transaction, as if claimNext had run there.
    return server.app.db.transaction().execute(async (trx) => {
      const id = await insertMail(trx, { kind: "status-link", to: email, subject: "Your page", text: "The link." });
      await trx
        .updateTable("mail_outbox")
        .set({ state: "sending", attempts: 1, claimed_by: owner, claimed_at: Date.now() })
        .where("id", "=", id)
        .execute();
      return id;
    });
  }

  it("a message a process was sending when it died goes out from this one, once", async () => {
    const id = await claimedBy(await endedPid(), "taken-over@gallery.example");
    expect(await settled(id)).toMatchObject({ state: "sent", attempts: 2 });
    expect(smtp.received.filter((m) => m.to.includes("taken-over@gallery.example"))).toHaveLength(1);
  });

  it("a message a live process is sending is left to it", async () => {
    const alive = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      const id = await claimedBy(alive.pid as number, "still-theirs@gallery.example");
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(await rowOf(id)).toMatchObject({ state: "sending", attempts: 1 });
      expect(smtp.received.filter((m) => m.to.includes("still-theirs@gallery.example"))).toEqual([]);
      // Once it is gone, its message is taken over.
      alive.kill("SIGKILL");
      expect(await settled(id)).toMatchObject({ state: "sent", attempts: 2 });
    } finally {
      alive.kill("SIGKILL");
    }
  });
});

describe("erasure", () => {
  it("deletes the application's mail from the outbox: a message still waiting is never sent", async () => {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.email = "erase-me@gallery.example";
    const { id } = await storeApplication(server.app, form);
    smtp.refuse("erase-me@gallery.example", 451, "4.4.1 Try later");
    const asked = await fetch(`${server.url}/status/link`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "erase-me@gallery.example" }),
    });
    expect(asked.status).toBe(200);
    // Tried once and asked to wait: it is in the queue.
    await until(() => smtp.answered.find((a) => a.to.includes("erase-me@gallery.example") && a.code === 451));
    const erased = await call("POST", `/admin/api/applications/${id}/erase`, { reason: "Asked by the gallery" });
    expect(erased.status).toBe(200);
    smtp.accept("erase-me@gallery.example");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received.filter((m) => m.to.includes("erase-me@gallery.example"))).toEqual([]);
    expect(
      await server.app.db.selectFrom("mail_outbox").select("id").where("application_id", "=", id).execute(),
    ).toEqual([]);
  });
});
