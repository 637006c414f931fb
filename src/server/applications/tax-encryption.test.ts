/**
 * Tax details at rest: after a real submission, neither the tax number nor the tax email is in
 * the database in any encoding (SQLite: the file and its WAL; PostgreSQL: the raw column values),
 * while an admin reads them back in the back office's API and a reviewer gets no tax at all.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { TEST_DATABASE_URL } from "../../../test-support/postgres.ts";
import { startTestServer, TEST_DATA_KEY, type TestServer } from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { runCli } from "../cli.ts";
import { migrate } from "../store/database.ts";

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
    await migrate(server.app.db);
    const { rows } = await sql<{ tax_phone: string }>`select tax_phone from applications where id = ${id}`.execute(
      server.app.db,
    );
    expect(rows[0]?.tax_phone).toMatch(/^v1:/);
    expect((await staffGet("admin")).tax?.phone).toBe("+1 555 0100");
    await sql`update applications set tax_phone = ${"x"} where id = ${id}`.execute(server.app.db);
    await migrate(server.app.db);
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
