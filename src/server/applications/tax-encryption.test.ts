/**
 * Tax details at rest: after a real submission, neither the tax number nor the tax email is in
 * the database in any encoding (SQLite: the file and its WAL; PostgreSQL: the raw column values),
 * while an admin reads them back in the back office's API and a reviewer gets no tax at all.
 */
import { readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { TEST_DATABASE_URL } from "../../../test-support/postgres.ts";
import {
  startTestServer,
  TEST_DATA_KEY,
  TEST_SESSION_SECRET,
  type TestServer,
  UNLIMITED,
  visit,
} from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { buildApp } from "../app.ts";
import { runCli } from "../cli.ts";
import { readConfig } from "../config.ts";
import { prepareDatabase } from "../prepare-database.ts";
import { keyId, parseDataKey } from "../store/data-keys.ts";

const TAX_NUMBER = "DE-TAX-8846213577";
const TAX_EMAIL = "steuer.nordlicht@example.org";
const TAX_PHONE = "+49 30 9988 7766";

/** The value in every encoding a careless store could leave it in. */
function encodings(value: string): Buffer[] {
  const utf8 = Buffer.from(value, "utf8");
  return [
    utf8,
    Buffer.from(value, "utf16le"),
    Buffer.from(utf8.toString("base64")),
    Buffer.from(utf8.toString("base64url")),
    Buffer.from(utf8.toString("hex")),
    Buffer.from(utf8.toString("hex").toUpperCase()),
  ];
}

let server: TestServer;
let id: string;
beforeAll(async () => {
  server = await startTestServer();
  const visitor = await server.visitor();
  const form = exampleApplication({ edition: visitor.edition });
  form.tax = { ...form.tax, number: TAX_NUMBER, email: TAX_EMAIL, phone: TAX_PHONE };
  const submit = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  expect(submit.status).toBe(200);
  id = ((await submit.json()) as { id: string }).id;
});
afterAll(() => server.close());

async function staffGet(role: "admin" | "reviewer") {
  const staff = await createStaff(server.app, { email: `${role}-${Date.now()}@fair.example`, role });
  const visitor = await signIn(server.url, staff.email, staff.password);
  const response = await visitor.fetch(`/admin/api/applications/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { tax?: { number: string; email: string; phone: string } };
}

describe("tax details at rest", () => {
  it("an admin reads them in the back office; a reviewer gets no tax at all", async () => {
    expect((await staffGet("admin")).tax).toMatchObject({ number: TAX_NUMBER, email: TAX_EMAIL, phone: TAX_PHONE });
    expect(await staffGet("reviewer")).not.toHaveProperty("tax");
  });

  it.skipIf(Boolean(TEST_DATABASE_URL))("are in neither the SQLite file nor its WAL, in any encoding", async () => {
    const names = (await readdir(server.dataDir)).filter((n) => n.startsWith("applications.sqlite"));
    expect(names).toContain("applications.sqlite-wal");
    for (const name of names) {
      const bytes = await readFile(path.join(server.dataDir, name));
      for (const value of [TAX_NUMBER, TAX_EMAIL, TAX_PHONE])
        for (const encoded of encodings(value)) expect(bytes.includes(encoded), `${value} in ${name}`).toBe(false);
    }
  });

  it("are stored as v1:<key id>:<nonce>:<ciphertext> with a fresh nonce per value", async () => {
    const { rows } = await sql<
      Record<string, string>
    >`select tax_number, tax_email, tax_phone from applications`.execute(server.app.db);
    const values = rows.flatMap((r) => Object.values(r));
    for (const value of values) expect(value).toMatch(/^v1:[0-9a-f]{16}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(new Set(values.map((v) => v.split(":")[2])).size).toBe(values.length);
    const all = Buffer.from(JSON.stringify(rows));
    for (const value of [TAX_NUMBER, TAX_EMAIL])
      for (const encoded of encodings(value)) expect(all.includes(encoded)).toBe(false);
  });

  it("a tax detail stored before encryption is encrypted at the next start (after the migrations)", async () => {
    await sql`update applications set tax_phone = ${"+1 555 0100"} where id = ${id}`.execute(server.app.db);
    await prepareDatabase(server.app.db);
    const { rows } = await sql<{ tax_phone: string }>`select tax_phone from applications where id = ${id}`.execute(
      server.app.db,
    );
    expect(rows[0]?.tax_phone).toMatch(/^v1:/);
    expect((await staffGet("admin")).tax?.phone).toBe("+1 555 0100");
    await sql`update applications set tax_phone = ${"x"} where id = ${id}`.execute(server.app.db);
    await prepareDatabase(server.app.db);
  });

  it("rotate-data-key moves every value to a new key and the admin still reads them", async () => {
    const before = await sql<{ tax_number: string }>`select tax_number from applications`.execute(server.app.db);
    const oldKey = before.rows[0]?.tax_number.split(":")[1];
    const lines: string[] = [];
    const env = {
      DATA_DIR: server.dataDir,
      ...(server.database
        ? {
            DATABASE_URL: server.config.databaseUrl ?? "",
            SESSION_SECRET: "x".repeat(32),
            DATA_KEY: "ab".repeat(32),
            DATA_KEY_PREVIOUS: TEST_DATA_KEY,
          }
        : {}),
    };
    const code = await runCli(["rotate-data-key"], env, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
    expect(code, lines.join("\n")).toBe(0);
    expect(lines.join("\n")).toMatch(/Re-encrypted the tax details of 1 application/);
    const after = await sql<{ tax_number: string }>`select tax_number from applications`.execute(server.app.db);
    expect(after.rows[0]?.tax_number.split(":")[1]).not.toBe(oldKey);
    // On PostgreSQL the running instance has only its DATA_KEY: the operator restarts instances with the new key first.
    if (!server.database) expect((await staffGet("admin")).tax).toMatchObject({ number: TAX_NUMBER, email: TAX_EMAIL });
  });
});

/**
 * The DATA_KEY procedure as an operator runs it with several instances (the only one on PostgreSQL):
 * a rolling restart with the new key and the old one as DATA_KEY_PREVIOUS, rotate-data-key once,
 * then a restart with the new key alone. Every tax detail is read back by an admin at each step.
 */
describe("DATA_KEY rotation across instances", () => {
  const OLD_KEY = "cd".repeat(32);
  const NEW_KEY = "ef".repeat(32);
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("an instance restarted with the new key alone reads every value back after rotate-data-key", async () => {
    const first = await startTestServer({ DATA_KEY: OLD_KEY });
    cleanups.push(() => first.close());
    // The same database and data directory as `first`, with other keys: another instance, or `first` restarted.
    const sameData = {
      LOG_LEVEL: "silent",
      DATA_DIR: first.dataDir,
      ...(first.config.databaseUrl
        ? { DATABASE_URL: first.config.databaseUrl, SESSION_SECRET: TEST_SESSION_SECRET }
        : {}),
    };
    const restart = async (keys: Record<string, string>) => {
      const app = await buildApp({ config: readConfig({ ...UNLIMITED, ...sameData, ...keys }) });
      await app.listen({ port: 0, host: "127.0.0.1" });
      cleanups.push(() => app.close());
      const { port } = app.server.address() as AddressInfo;
      return `http://127.0.0.1:${port}`;
    };
    const submitTo = async (url: string, taxNumber: string) => {
      const visitor = await visit(url);
      const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
      form.tax = { ...form.tax, number: taxNumber, email: `${taxNumber.toLowerCase()}@example.org` };
      const answer = await visitor.fetch("/application-submit", {
        method: "POST",
        body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return { id: ((await answer.json()) as { id: string }).id, number: taxNumber, email: form.tax.email };
    };
    const admin = await createStaff(first.app, { email: "rotation@fair.example", role: "admin" });
    const taxSeenAt = async (url: string, id: string) => {
      const member = await signIn(url, admin.email, admin.password);
      const answer = await member.fetch(`/admin/api/applications/${id}`);
      return { status: answer.status, tax: ((await answer.json()) as { tax?: { number: string; email: string } }).tax };
    };
    const keyIdsStored = async () => {
      const { rows } = await sql<
        Record<string, string>
      >`select tax_number, tax_email, tax_phone from applications`.execute(first.app.db);
      return new Set(rows.flatMap((r) => Object.values(r).map((v) => v.split(":")[1])));
    };
    const [oldId, newId] = [OLD_KEY, NEW_KEY].map((k) => keyId(parseDataKey(k) as Buffer));

    const before = await submitTo(first.url, "DE-OLD-1234567");
    // Rolling restart: the new key writes, the old one still reads.
    const rolling = await restart({ DATA_KEY: NEW_KEY, DATA_KEY_PREVIOUS: OLD_KEY });
    const during = await submitTo(rolling, "DE-NEW-7654321");
    expect(await keyIdsStored()).toEqual(new Set([oldId, newId]));
    for (const app of [before, during])
      expect(await taxSeenAt(rolling, app.id)).toEqual({
        status: 200,
        tax: expect.objectContaining({ number: app.number, email: app.email }),
      });

    const lines: string[] = [];
    const code = await runCli(
      ["rotate-data-key"],
      { ...sameData, DATA_KEY: NEW_KEY, DATA_KEY_PREVIOUS: OLD_KEY },
      { out: (l) => lines.push(l), err: (l) => lines.push(l) },
    );
    expect(code, lines.join("\n")).toBe(0);
    expect(lines.join("\n")).toMatch(/Re-encrypted the tax details of 1 application under key/);
    expect(await keyIdsStored()).toEqual(new Set([newId]));

    // DATA_KEY_PREVIOUS removed: the new key alone reads everything.
    const after = await restart({ DATA_KEY: NEW_KEY });
    for (const app of [before, during])
      expect(await taxSeenAt(after, app.id)).toEqual({
        status: 200,
        tax: expect.objectContaining({ number: app.number, email: app.email }),
      });
    // An instance left on the old key alone cannot read them and says so, rather than show anything.
    const left = await taxSeenAt(first.url, before.id);
    expect(left.status).toBe(500);
    expect(left.tax).toBeUndefined();
  }, 60_000);
});
