/**
 * Backups of the embedded default: taken while applications are being submitted, verified,
 * restored into a fresh directory and served: every application in the backup is whole, every
 * file byte-identical; a changed byte makes verify and restore refuse, naming the entry.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { blobOf, filesForForm, makePdf } from "../../../test-support/fixtures.ts";
import { TEST_DATABASE_URL } from "../../../test-support/postgres.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { partlySentSubmission, sha256 } from "../../../test-support/slow-upload.ts";
import { messageIdOf, startSmtp } from "../../../test-support/smtp-server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import type { ApplicationForm } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { loadApplication } from "../applications/load.ts";
import { runCli } from "../cli.ts";
import { issueStatusToken, statusFormToken } from "../status-page/tokens.ts";

let server: TestServer;
let work: string;
beforeAll(async () => {
  server = await startTestServer();
  work = await mkdtemp(path.join(os.tmpdir(), "art-fair-backup-test-"));
});
afterAll(async () => {
  await server.close();
  await rm(work, { recursive: true, force: true });
});

async function cli(args: string[], env: Record<string, string> = { DATA_DIR: server.dataDir }) {
  const lines: string[] = [];
  const code = await runCli(args, env, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, text: lines.join("\n") };
}

async function submit(n: number): Promise<number> {
  return (await submitWhole(n)).status;
}

/** A complete submission; its receipt's id and the SHA-256 of every file sent, by the file's place in the form. */
async function submitWhole(n: number) {
  const visitor = await server.visitor();
  const form = exampleApplication({ edition: visitor.edition });
  form.gallery.name = `Galerie ${n}`;
  const files = filesForForm(form);
  const sent = new Map<string, string>();
  for (const [at, blob] of files) sent.set(at, sha256(new Uint8Array(await blob.arrayBuffer())));
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files, token: visitor.token }),
  });
  const receipt = response.status === 200 ? ((await response.json()) as { id: string }) : undefined;
  return { status: response.status, id: receipt?.id ?? "", form, sent };
}

/** A large submission sent up to `fraction` of its body: its ledger row is written and part of its files stored. */
async function startSlowSubmission(fraction: number) {
  const upload = await partlySentSubmission(server.url, await server.visitor(), fraction);
  return {
    async finish() {
      const answer = await upload.finish();
      return { status: answer.status, id: (JSON.parse(answer.body) as { id?: string }).id ?? "" };
    },
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
}

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "a backup taken while uploads stream holds exactly the applications receipted before it began, each whole, and restores and serves",
  async () => {
    const receipted = [await submitWhole(0), await submitWhole(1), await submitWhole(2)];
    expect(receipted.map((r) => r.status)).toEqual([200, 200, 200]);
    // Two submissions in flight while the backup runs: ledger rows written, part of their files on disk.
    const inFlight = [await startSlowSubmission(0.4), await startSlowSubmission(0.4)];
    const ledger = () => server.app.db.selectFrom("pending_uploads").select("storage_key").execute();
    await until(async () => (await ledger()).length === 2);
    const receiptedKeys = (
      await server.app.db
        .selectFrom("files")
        .select("storage_key")
        .where(
          "application_id",
          "in",
          receipted.map((r) => r.id),
        )
        .execute()
    ).map((r) => r.storage_key);
    await until(async () => (await filesUnder(path.join(server.dataDir, "files"))).length > receiptedKeys.length);

    const target = path.join(work, "backup.tar");
    const made = await cli(["backup", target]);
    expect(made.code, made.text).toBe(0);
    const later = await Promise.all(inFlight.map((s) => s.finish()));
    expect(later.map((l) => l.status)).toEqual([200, 200]);
    expect((await cli(["verify", target])).code).toBe(0);

    const restoredDir = path.join(work, "restored");
    const restored = await cli(["restore", target, "--data-dir", restoredDir]);
    expect(restored.code, restored.text).toBe(0);
    expect(restored.text).toContain("no data key");
    // Exactly the receipted applications, and of the files exactly theirs: no half of an upload in flight.
    const copy = new SQLite(path.join(restoredDir, "applications.sqlite"), { readonly: true });
    const ids = (copy.prepare("select id from applications order by id").all() as { id: string }[]).map((r) => r.id);
    const pendingRows = copy.prepare("select storage_key from pending_uploads").all();
    copy.close();
    expect(ids).toEqual(receipted.map((r) => r.id).sort());
    expect(pendingRows).toEqual([]);
    expect(await filesUnder(path.join(restoredDir, "files"))).toEqual([...receiptedKeys].sort());

    await writeFile(
      path.join(restoredDir, "data-keys.json"),
      await readFile(path.join(server.dataDir, "data-keys.json")),
    );
    // startTestServer makes a directory of its own: the restored one is served by an app built on it.
    const { buildApp } = await import("../app.ts");
    const { readConfig } = await import("../config.ts");
    const app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", DATA_DIR: restoredDir }) });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address() as { port: number };
      const url = `http://127.0.0.1:${address.port}`;
      for (const sent of receipted) {
        const copied = await loadApplication(app.db, sent.id);
        expect(copied?.form).toEqual(sent.form);
        expect(new Map(copied?.files.map((f) => [f.recordPath, f.sha256]))).toEqual(sent.sent);
        for (const file of copied?.files ?? []) {
          const bytes = await readFile(path.join(restoredDir, "files", file.storageKey.slice(0, 2), file.storageKey));
          expect(sha256(bytes)).toBe(sent.sent.get(file.recordPath));
        }
      }
      expect((await fetch(`${url}/`)).status).toBe(200);
      const admin = await createStaff(app, { email: "restored-admin@fair.example", role: "admin" });
      const asAdmin = await signIn(url, admin.email, admin.password);
      const one = await asAdmin.fetch(`/admin/api/applications/${receipted[0]?.id}`);
      expect(one.status).toBe(200);
      expect((await one.json()).tax.number).toBe(receipted[0]?.form.tax.number);
    } finally {
      await app.close();
    }
  },
  60_000,
);

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "a changed byte makes verify and restore refuse, naming the entry, and the refused restore leaves its directory empty",
  async () => {
    expect(await submit(3)).toBe(200);
    const target = path.join(work, "to-break.tar");
    expect((await cli(["backup", target])).code).toBe(0);
    const bytes = await readFile(target);
    const at = bytes.indexOf(Buffer.from("SQLite format 3")) + 600;
    bytes[at] = (bytes[at] ?? 0) ^ 0xff;
    const broken = path.join(work, "broken.tar");
    await writeFile(broken, bytes);
    const verify = await cli(["verify", broken]);
    expect(verify.code).toBe(1);
    expect(verify.text).toContain("applications.sqlite differs from the manifest");
    const refusedDir = path.join(work, "refused");
    const refused = await cli(["restore", broken, "--data-dir", refusedDir]);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain("applications.sqlite differs");
    expect(refused.text).toContain("Restore refused");
    // The whole tar was written out before the manifest could be checked: none of it may stay.
    expect(await readdir(refusedDir, { recursive: true })).toEqual([]);
  },
);

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "restore refuses a directory that is not empty and leaves what is there untouched",
  async () => {
    expect(await submit(4)).toBe(200);
    const target = path.join(work, "for-occupied.tar");
    expect((await cli(["backup", target])).code).toBe(0);
    const occupied = path.join(work, "occupied");
    await mkdir(occupied);
    const theirs = path.join(occupied, "applications.sqlite");
    await writeFile(theirs, "another installation's database");
    const refused = await cli(["restore", target, "--data-dir", occupied]);
    expect(refused.code).toBe(1);
    expect(refused.text).toContain("is not empty");
    expect(await readdir(occupied, { recursive: true })).toEqual(["applications.sqlite"]);
    expect(await readFile(theirs, "utf8")).toBe("another installation's database");
  },
);

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "holds the data key only when asked with --include-key, with a warning; restored so, the tax details read at once",
  async () => {
    await submit(9);
    const withKey = path.join(work, "with-key.tar");
    const made = await cli(["backup", withKey, "--include-key"]);
    expect(made.code, made.text).toBe(0);
    expect(made.text).toMatch(/Warning: the backup holds the data key/);
    const restoredDir = path.join(work, "restored-with-key");
    const restored = await cli(["restore", withKey, "--data-dir", restoredDir]);
    expect(restored.code, restored.text).toBe(0);
    expect(await readFile(path.join(restoredDir, "data-keys.json"))).toEqual(
      await readFile(path.join(server.dataDir, "data-keys.json")),
    );
    const { buildApp } = await import("../app.ts");
    const { readConfig } = await import("../config.ts");
    const app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", DATA_DIR: restoredDir }) });
    try {
      const [row] = await app.db.selectFrom("applications").select("id").execute();
      const original = await loadApplication(server.app.db, row?.id ?? "");
      expect((await loadApplication(app.db, row?.id ?? ""))?.form.tax).toEqual(original?.form.tax);
    } finally {
      await app.close();
    }

    const withoutKey = path.join(work, "without-key.tar");
    const plain = await cli(["backup", withoutKey]);
    expect(plain.code, plain.text).toBe(0);
    expect(plain.text).not.toMatch(/Warning/);
    expect((await readFile(withoutKey)).includes(Buffer.from("data-keys.json"))).toBe(false);
    expect((await readFile(withKey)).includes(Buffer.from("data-keys.json"))).toBe(true);
  },
);

it("with PostgreSQL or S3 the backup command explains and writes nothing", async () => {
  const target = path.join(work, "pg.tar");
  const result = await cli(["backup", target], {
    DATA_DIR: server.dataDir,
    DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
    SESSION_SECRET: "x".repeat(40),
    DATA_KEY: "ab".repeat(32),
  });
  expect(result.code).toBe(1);
  expect(result.text).toMatch(/point-in-time recovery/);
  await expect(readFile(target)).rejects.toThrow();
});

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "restored without its data key, an application's detail says which key its tax details need, not a bare 500",
  async () => {
    const sent = await submitWhole(5);
    expect(sent.status).toBe(200);
    const target = path.join(work, "keyless.tar");
    expect((await cli(["backup", target])).code).toBe(0);
    const restoredDir = path.join(work, "restored-keyless");
    expect((await cli(["restore", target, "--data-dir", restoredDir])).code).toBe(0);
    const needed = JSON.parse(await readFile(path.join(server.dataDir, "data-keys.json"), "utf8")).current as string;
    const { buildApp } = await import("../app.ts");
    const { readConfig } = await import("../config.ts");
    // Started as is: the server makes a key of its own, which cannot read what the old one wrote.
    const app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", DATA_DIR: restoredDir }) });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
      const admin = await createStaff(app, { email: "keyless-admin@fair.example", role: "admin" });
      const asAdmin = await signIn(url, admin.email, admin.password);
      const detail = await asAdmin.fetch(`/admin/api/applications/${sent.id}`);
      const { message } = (await detail.json()) as { message: string };
      expect(message).toContain("cannot be read with this server's data key");
      expect(message).toContain(needed);
      expect(message).toMatch(/DATA_KEY/);
      expect(message).not.toMatch(/Nothing was stored/);
    } finally {
      await app.close();
    }
  },
);

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "takes the files of a corrected application's earlier version too, so a restore keeps them until erasure",
  async () => {
    const sent = await submitWhole(6);
    expect(sent.status).toBe(200);
    const token = await issueStatusToken(server.app.db, sent.id);
    const stored = (await (await fetch(`${server.url}/status/${token}/application`)).json()) as {
      form: ApplicationForm;
      files: { id: string; record_path: string }[];
    };
    const kept = new Map(stored.files.map((f) => [f.record_path, f.id]));
    const replaced = new Map([["proof.0", blobOf(makePdf("a newer proof"))]]);
    const changed = await fetch(`${server.url}/status/${token}/change`, {
      method: "POST",
      headers: { "x-csrf-token": statusFormToken(token) },
      body: applicationFormData(stored.form, { encoding: "compact", files: replaced, stored: kept }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const [retired] = await server.app.db
      .selectFrom("retired_files")
      .select("storage_key")
      .where("application_id", "=", sent.id)
      .execute();
    expect(retired).toBeDefined();
    const target = path.join(work, "corrected.tar");
    expect((await cli(["backup", target])).code).toBe(0);
    const restoredDir = path.join(work, "restored-corrected");
    expect((await cli(["restore", target, "--data-dir", restoredDir])).code).toBe(0);
    const key = retired?.storage_key as string;
    expect(await readdir(path.join(restoredDir, "files", key.slice(0, 2)))).toContain(key);
  },
);

it.skipIf(Boolean(TEST_DATABASE_URL))(
  "carries the mail outbox: mail still waiting at the backup goes out from the restored server, with its Message-ID",
  async () => {
    const smtp = await startSmtp();
    // The mail server asks to wait: the confirmation stays queued until the sender is gone.
    smtp.refuse("waiting@gallery.example", 451, "4.3.0 Try again later");
    const sender = await startTestServer({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" });
    let senderOpen = true;
    try {
      const visitor = await sender.visitor();
      const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
      form.gallery.email = "waiting@gallery.example";
      const answer = await visitor.fetch("/application-submit", {
        method: "POST",
        body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
      });
      const { id } = (await answer.json()) as { id: string };
      await until(async () => smtp.answered.some((a) => a.to.includes("waiting@gallery.example")));
      const target = path.join(work, "with-mail.tar");
      const made = await cli(["backup", target], { DATA_DIR: sender.dataDir });
      expect(made.code, made.text).toBe(0);
      const keys = await readFile(path.join(sender.dataDir, "data-keys.json"));
      senderOpen = false;
      await sender.close();
      const restoredDir = path.join(work, "restored-with-mail");
      expect((await cli(["restore", target, "--data-dir", restoredDir])).code).toBe(0);
      const copy = new SQLite(path.join(restoredDir, "applications.sqlite"), { readonly: true });
      const rows = copy.prepare("select id, kind, recipient, state, attempts, body from mail_outbox").all();
      copy.close();
      // Waiting, or (caught in the middle of a try) claimed by the sender, which is gone after a restore.
      expect(rows).toEqual([
        {
          id,
          kind: "confirmation",
          recipient: "waiting@gallery.example",
          state: expect.stringMatching(/^(queued|sending)$/),
          attempts: expect.any(Number),
          body: expect.stringContaining("/status/"),
        },
      ]);

      smtp.accept("waiting@gallery.example");
      await writeFile(path.join(restoredDir, "data-keys.json"), keys);
      const { buildApp } = await import("../app.ts");
      const { readConfig } = await import("../config.ts");
      const app = await buildApp({
        config: readConfig({
          LOG_LEVEL: "silent",
          DATA_DIR: restoredDir,
          SMTP_URL: smtp.url,
          MAIL_FROM: "x <o@fair.example>",
          MAIL_RETRY_SECONDS: "1",
        }),
      });
      try {
        await app.ready();
        await until(async () => smtp.received.some((m) => m.to.includes("waiting@gallery.example")));
        expect(
          smtp.received.filter((m) => m.to.includes("waiting@gallery.example")).map((m) => messageIdOf(m.raw)),
        ).toEqual([`<${id}@fair.example>`]);
      } finally {
        await app.close();
      }
    } finally {
      if (senderOpen) await sender.close();
      await smtp.close();
    }
  },
  60_000,
);
