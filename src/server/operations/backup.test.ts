/**
 * Backups of the embedded default: taken while applications are being submitted, verified,
 * restored into a fresh directory and served: every application in the backup is whole, every
 * file byte-identical; a changed byte makes verify and restore refuse, naming the entry.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { TEST_DATABASE_URL } from "../../../test-support/postgres.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { loadApplication } from "../applications/load.ts";
import { runCli } from "../cli.ts";

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
  const visitor = await server.visitor();
  const form = exampleApplication({ edition: visitor.edition });
  form.gallery.name = `Galerie ${n}`;
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  return response.status;
}

it.skipIf(Boolean(TEST_DATABASE_URL))("a backup taken during submissions restores whole and serves", async () => {
  await submit(0);
  const target = path.join(work, "backup.tar");
  const running = Array.from({ length: 4 }, (_, i) => submit(i + 1));
  const made = await cli(["backup", target]);
  expect(made.code, made.text).toBe(0);
  expect(await Promise.all(running)).toEqual([200, 200, 200, 200]);
  expect((await cli(["verify", target])).code).toBe(0);

  const restoredDir = path.join(work, "restored");
  const restored = await cli(["restore", target, "--data-dir", restoredDir]);
  expect(restored.code, restored.text).toBe(0);
  expect(restored.text).toContain("no data key");
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
    const rows = await app.db.selectFrom("applications").select("id").execute();
    expect(rows.length).toBeGreaterThanOrEqual(1);
    for (const { id } of rows) {
      const original = await loadApplication(server.app.db, id);
      const copied = await loadApplication(app.db, id);
      expect(copied?.form).toEqual(original?.form);
      expect(copied?.files.length).toBe(original?.files.length);
      for (const file of copied?.files ?? []) {
        const bytes = await readFile(path.join(restoredDir, "files", file.storageKey.slice(0, 2), file.storageKey));
        expect(bytes.length).toBe(file.size);
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256);
      }
    }
    expect((await fetch(`${url}/`)).status).toBe(200);
    const admin = await createStaff(app, { email: "restored-admin@fair.example", role: "admin" });
    const asAdmin = await signIn(url, admin.email, admin.password);
    const one = await asAdmin.fetch(`/admin/api/applications/${rows[0]?.id}`);
    expect(one.status).toBe(200);
    expect((await one.json()).tax.number).toBeTruthy();
  } finally {
    await app.close();
  }

  // One changed byte: verify and restore name the entry.
  const bytes = await readFile(target);
  const at = bytes.indexOf(Buffer.from("SQLite format 3")) + 600;
  bytes[at] = (bytes[at] ?? 0) ^ 0xff;
  const broken = path.join(work, "broken.tar");
  await writeFile(broken, bytes);
  const verify = await cli(["verify", broken]);
  expect(verify.code).toBe(1);
  expect(verify.text).toContain("applications.sqlite differs from the manifest");
  const refused = await cli(["restore", broken, "--data-dir", path.join(work, "refused")]);
  expect(refused.code).toBe(1);
  expect(refused.text).toContain("applications.sqlite differs");
});

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
