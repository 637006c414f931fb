/**
 * Issue 14: logs never contain the tax details. A real instance logs everything it can (LOG_LEVEL
 * trace) while an application is validated (once with errors), submitted, read by an admin and
 * exported; none of its output holds the tax number, email or phone. On SQLite, and on PostgreSQL in
 * the suite's PostgreSQL pass (TEST_DATABASE_URL), where the driver's errors and queries could
 * carry the values too.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { filesForForm } from "../../../test-support/fixtures.ts";
import { type Instance, startInstance } from "../../../test-support/instance.ts";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET, visit } from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";
import { openDatabase } from "../store/database.ts";

let instance: Instance;
let database: TestDatabase | undefined;
beforeAll(async () => {
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  const postgres: Record<string, string> = database
    ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY }
    : {};
  instance = await startInstance({
    LOG_LEVEL: "trace",
    RATE_LIMIT_PER_IP: "1000",
    RATE_LIMIT_PER_SESSION: "1000",
    ...postgres,
  });
}, 60_000);
afterAll(async () => {
  await instance?.stop();
  await database?.drop();
});

it("no log line holds a tax number, tax email or tax phone, whatever the level", async () => {
  const visitor = await visit(instance.url);
  const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
  const secrets = [form.tax.number, form.tax.email, form.tax.phone];

  const refused = await visitor.fetch("/application-validate", {
    method: "POST",
    body: applicationFormData({ ...form, tax: { ...form.tax, email: `not an email ${form.tax.number}` } }),
  });
  expect(refused.status).toBe(422);
  const submitted = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form) }),
  });
  expect(submitted.status).toBe(200);
  const { id } = (await submitted.json()) as { id: string };

  // The instance's own database (its SQLite file, or its PostgreSQL database), to add a member of staff.
  const db = openDatabase({
    dataDir: instance.dataDir,
    databaseUrl: database?.url,
    dataKeys: database ? TEST_DATA_KEYS : undefined,
  });
  const admin = await createStaff({ db }, { email: "tax-logs@fair.example", role: "admin" }).finally(() =>
    db.destroy(),
  );
  const member = await signIn(instance.url, admin.email, admin.password);
  const shown = (await (await member.fetch(`/admin/api/applications/${id}`)).json()) as { tax?: { number: string } };
  expect(shown.tax?.number).toBe(form.tax.number);
  const csv = await member.fetch("/admin/api/exports/applications.csv");
  expect(await csv.text()).toContain(form.tax.number);

  expect(instance.output()).toContain(id);
  for (const secret of secrets) expect(instance.output()).not.toContain(secret);
}, 60_000);
