/**
 * Erasure: from the back office (admins only) and from the command line. Personal data and files
 * go, the public page goes, an anonymised record and an audit entry stay; export-person lists
 * what is held about an email address. Runs on SQLite and, in the PostgreSQL pass, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, TEST_DATA_KEY, type TestServer } from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { acceptApplication } from "../applications/status.ts";
import { runCli } from "../cli.ts";
import { ERASED_WITHOUT_REASON } from "./erase.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of server.app.store.keys()) keys.push(key);
  return keys;
}

async function cli(args: string[]) {
  const lines: string[] = [];
  const env = {
    DATA_DIR: server.dataDir,
    ...(server.database
      ? { DATABASE_URL: server.database.url, SESSION_SECRET: "x".repeat(40), DATA_KEY: TEST_DATA_KEY }
      : {}),
  };
  const code = await runCli(args, env, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, text: lines.join("\n") };
}

async function newApplication(email: string) {
  const form = exampleApplication({ edition: server.config.openEditions[0] });
  form.gallery.email = email;
  return storeApplication(server.app, form);
}

describe("erasing an application's personal data", () => {
  it("from the back office: files, names, tax and the public page go; an anonymised record and the audit stay", async () => {
    const { id } = await newApplication("erase-me@example.org");
    const accepted = await acceptApplication(server.app.db, id);
    const slug = "slug" in accepted ? accepted.slug : "";
    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(200);
    const keysBefore = await storedKeys();
    const ownKeys = (
      await server.app.db.selectFrom("files").select("storage_key").where("application_id", "=", id).execute()
    ).map((f) => f.storage_key);
    expect(ownKeys.length).toBeGreaterThan(0);

    const reviewer = await createStaff(server.app, { email: "rev-erase@fair.example", role: "reviewer" });
    const asReviewer = await signIn(server.url, reviewer.email, reviewer.password);
    const refused = await asReviewer.fetch(`/admin/api/applications/${id}/erase`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ reason: "no" }),
    });
    expect(refused.status).toBe(403);

    const admin = await createStaff(server.app, { email: "admin-erase@fair.example", role: "admin" });
    const asAdmin = await signIn(server.url, admin.email, admin.password);
    const post = (body: unknown) =>
      asAdmin.fetch(`/admin/api/applications/${id}/erase`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post({ reason: "  " })).status).toBe(422);
    const erased = await post({ reason: "Request by email, ticket 42" });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toMatchObject({ id, files: ownKeys.length });
    expect((await post({ reason: "again" })).status).toBe(409);

    expect((await fetch(`${server.url}/ecosystem/${slug}`)).status).toBe(404);
    expect(await storedKeys()).toEqual(keysBefore.filter((k) => !ownKeys.includes(k)));
    const db = server.app.db;
    const row = await db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      gallery_name: "",
      gallery_email: "",
      tax_number: "",
      tax_email: "",
      status: "accepted",
      slug: null,
      edition: server.config.openEditions[0],
    });
    expect(row.erased_at).toEqual(expect.any(Number));
    expect(row.artist_count).toBeGreaterThan(0);
    for (const table of ["artists", "artworks", "gallery_pictures", "files", "application_search"] as const) {
      const left = await db.selectFrom(table).select("application_id").where("application_id", "=", id).execute();
      expect(left, table).toEqual([]);
    }
    const audit = await db.selectFrom("erasures").selectAll().where("application_id", "=", id).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        by_email: "admin-erase@fair.example",
        via: "back-office",
        reason: "Request by email, ticket 42",
        file_count: ownKeys.length,
      }),
    ]);
  });

  it("takes the committee's discussion and the members' private notes with it; tags stay", async () => {
    const { id } = await newApplication("discussed@example.org");
    const admin = await createStaff(server.app, { email: "admin-discussion@fair.example", role: "admin" });
    const asAdmin = await signIn(server.url, admin.email, admin.password);
    const send = async (method: string, path: string, body: object) => {
      const response = await asAdmin.fetch(`/admin/api/applications/${id}/${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    };
    await send("POST", "comments", { text: "The gallery's founder called me about https://example.org" });
    await send("PUT", "note", { text: "Met the founder in Basel." });
    await send("PUT", "tags", { tags: ["newcomer"] });
    const db = server.app.db;
    const rows = async (table: "application_comments" | "application_notes" | "application_tags") =>
      (await db.selectFrom(table).select("application_id").where("application_id", "=", id).execute()).length;
    expect([await rows("application_comments"), await rows("application_notes")]).toEqual([1, 1]);

    await send("POST", "erase", { reason: "Request by email" });
    expect(await rows("application_comments"), "comments").toBe(0);
    expect(await rows("application_notes"), "notes").toBe(0);
    expect(await rows("application_tags"), "tags").toBe(1);
    const comments = await asAdmin.fetch(`/admin/api/applications/${id}/comments`);
    expect(await comments.json()).toEqual({ comments: [] });
  });

  it("from the command line, with export-person before and after", async () => {
    const { id } = await newApplication("Person@Example.org");
    const before = await cli(["export-person", "person@example.org"]);
    expect(before.code, before.text).toBe(0);
    const held = JSON.parse(before.text) as { applications: { id: string; files: { name: string; size: number }[] }[] };
    expect(held.applications.map((a) => a.id)).toEqual([id]);
    expect(held.applications[0]?.files.length).toBeGreaterThan(0);
    expect(held.applications[0]?.files[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), size: expect.any(Number) }),
    );

    expect((await cli(["erase", id, "--reason", " "])).code).toBe(2);
    const erased = await cli(["erase", id, "--reason", "Subject access: erase"]);
    expect(erased.code, erased.text).toBe(0);
    expect(erased.text).toContain(`Erased the personal data of application ${id}`);
    expect((await cli(["erase", "no-such-id", "--reason", "x"])).code).toBe(1);
    const after = JSON.parse((await cli(["export-person", "person@example.org"])).text) as { applications: unknown[] };
    expect(after.applications).toEqual([]);
  });

  it("as the issue writes it, `erase <application id>` alone: the audit entry says no reason was given", async () => {
    const { id } = await newApplication("no-reason@example.org");
    const erased = await cli(["erase", id]);
    expect(erased.code, erased.text).toBe(0);
    expect(erased.text).toContain(`Erased the personal data of application ${id}`);
    const audit = await server.app.db
      .selectFrom("erasures")
      .select("reason")
      .where("application_id", "=", id)
      .execute();
    expect(audit).toEqual([{ reason: ERASED_WITHOUT_REASON }]);
  });
});
