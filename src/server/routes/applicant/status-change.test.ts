/**
 * Correcting an application from its status page: the stored application for the form (tax details
 * masked), a new version that keeps untouched files and replaces one, reviews marked as of the
 * earlier version, another application's file out of reach, nothing half-stored on a refusal, 403
 * with the dates after the close, and erasure taking the earlier versions' files too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { blobOf, makePng } from "../../../../test-support/fixtures.ts";
import { htmlErrors } from "../../../../test-support/html-validator.ts";
import { startTestServer, storedCounts, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { CorrectionClosedError, correctApplication } from "../../applications/correct.ts";
import { loadApplication } from "../../applications/load.ts";
import { changeStatus } from "../../applications/status.ts";
import { eraseApplication } from "../../operations/erase.ts";
import { issueStatusToken, statusFormToken } from "../../status-page/tokens.ts";

let server: TestServer;
let admin: StaffVisitor;
let edition: string;
let ingrid: { id: string; token: string };
let other: { id: string; fileId: string };

interface StoredJson {
  version: number;
  changed_at: string | null;
  may_change: boolean;
  form: ApplicationForm;
  tax_kept: Record<string, string>;
  files: { id: string; record_path: string; name: string; size: number; thumbnail: string | null }[];
}

const storedOf = async (token: string) =>
  (await (await fetch(`${server.url}/status/${token}/application`)).json()) as StoredJson;

/** A correction as the form sends it: the files kept by id, `replaced` sent again. */
function change(
  token: string,
  form: ApplicationForm,
  kept: Map<string, string>,
  replaced = new Map<string, Blob>(),
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}/status/${token}/change`, {
    method: "POST",
    headers: { "x-csrf-token": statusFormToken(token), ...headers },
    body: applicationFormData(form, { encoding: "compact", files: replaced, stored: kept }),
  });
}

const keptAll = (stored: StoredJson) => new Map(stored.files.map((f) => [f.record_path, f.id]));

async function setPeriod(period: object) {
  const answer = await admin.fetch(`/admin/api/editions/${edition}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(period),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer();
  edition = server.config.openEditions[0] as string;
  const member = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, member.email, member.password);
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 2 });
  form.gallery.name = "Galerie Nordlicht";
  form.tax.number = "DE-TAX-SECRET-123";
  const stored = await storeApplication(server.app, form);
  ingrid = { id: stored.id, token: await issueStatusToken(server.app.db, stored.id) };
  const another = await storeApplication(server.app, exampleApplication({ edition }));
  const file = await server.app.db
    .selectFrom("files")
    .select("id")
    .where("application_id", "=", another.id)
    .executeTakeFirstOrThrow();
  other = { id: another.id, fileId: file.id };
}, 60_000);
afterAll(() => server?.close());

describe("GET /status/<token>/application", () => {
  it("gives the stored form and files, the tax details masked, without caching", async () => {
    const answer = await fetch(`${server.url}/status/${ingrid.token}/application`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const text = await answer.text();
    expect(text).not.toContain("DE-TAX-SECRET-123");
    const stored = JSON.parse(text) as StoredJson;
    expect(stored).toMatchObject({ version: 1, changed_at: null, may_change: true });
    expect(stored.form.gallery.name).toBe("Galerie Nordlicht");
    expect(stored.form.tax.number).toBe("");
    expect(stored.tax_kept.number).toBe("…-123");
    expect(stored.files.map((f) => f.record_path)).toContain("artists.0.artworks.1");
    expect(stored.files.find((f) => f.record_path === "artists.0.artworks.0")?.thumbnail).toMatch(
      new RegExp(`^/status/${ingrid.token}/files/`),
    );
    expect((await fetch(`${server.url}/status/${"A".repeat(32)}/application`)).status).toBe(404);
  });

  it("serves the form in change mode with the page's token and the way back", async () => {
    const html = await (await fetch(`${server.url}/status/${ingrid.token}/change`)).text();
    expect(html).toContain(`<meta name="change-of" content="/status/${ingrid.token}">`);
    expect(html).toContain(`<meta name="csrf-token" content="${statusFormToken(ingrid.token)}">`);
  });
});

describe("POST /status/<token>/change", () => {
  it("stores a new version: texts changed, one picture replaced, the rest kept, the tax details kept", async () => {
    // A review written against the first version.
    const criteria = (await (await admin.fetch(`/admin/api/editions/${edition}/criteria`)).json()) as {
      items: { id: string }[];
    };
    const reviewed = await admin.fetch(`/admin/api/applications/${ingrid.id}/review`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ scores: Object.fromEntries(criteria.items.map((c) => [c.id, 4])), comment: "Strong" }),
    });
    expect(reviewed.status).toBe(200);

    const stored = await storedOf(ingrid.token);
    const before = await storedCounts(server.app);
    const form = stored.form;
    form.gallery.name = "Galerie Nordlicht Berlin";
    const kept = keptAll(stored);
    const replaced = new Map([["artists.0.artworks.0", blobOf(makePng(64, 48, 9))]]);
    const first = form.artists[0]?.artworks[0];
    if (first) first.filename = "new-picture.png";
    const answer = await change(ingrid.token, form, kept, replaced);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ id: ingrid.id, version: 2, gallery: "Galerie Nordlicht Berlin" });

    const after = await storedOf(ingrid.token);
    expect(after.version).toBe(2);
    expect(after.changed_at).not.toBeNull();
    expect(after.form.gallery.name).toBe("Galerie Nordlicht Berlin");
    expect(after.tax_kept.number).toBe("…-123");
    const replacedFile = stored.files.find((f) => f.record_path === "artists.0.artworks.0");
    const nowAt = new Map(after.files.map((f) => [f.record_path, f]));
    expect(nowAt.get("artists.0.artworks.0")?.name).toBe("new-picture.png");
    expect(nowAt.get("artists.0.artworks.0")?.id).not.toBe(replacedFile?.id);
    for (const f of stored.files.filter((f) => f.record_path !== "artists.0.artworks.0"))
      expect(nowAt.get(f.record_path)?.id).toBe(f.id);
    // The replaced file stays, with the earlier version: one more file in the store, none lost.
    expect((await storedCounts(server.app)).files).toBe(before.files + 1);
    const versions = await server.app.db
      .selectFrom("application_versions")
      .selectAll()
      .where("application_id", "=", ingrid.id)
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1]);
    expect(versions[0]?.form).toContain('"Galerie Nordlicht"');
    expect(versions[0]?.form).not.toContain("DE-TAX-SECRET-123");
    const retired = await server.app.db
      .selectFrom("retired_files")
      .selectAll()
      .where("application_id", "=", ingrid.id)
      .execute();
    expect(retired.map((r) => [r.id, Number(r.last_version)])).toEqual([[replacedFile?.id, 1]]);

    // The back office: the latest version, changed on …, and the review as of version 1.
    const detail = (await (await admin.fetch(`/admin/api/applications/${ingrid.id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(detail).toMatchObject({ version: 2, gallery: { name: "Galerie Nordlicht Berlin" } });
    expect(detail.changed_at).toBe(after.changed_at);
    expect((detail.tax as { number: string }).number).toBe("DE-TAX-SECRET-123");
    const reviews = (await (await admin.fetch(`/admin/api/applications/${ingrid.id}/reviews`)).json()) as {
      mine: { application_version: number };
    };
    expect(reviews.mine.application_version).toBe(1);
  });

  it("reaches no other application: its file ids, or a wrong token, change nothing", async () => {
    const stored = await storedOf(ingrid.token);
    const before = await storedCounts(server.app);
    const kept = keptAll(stored);
    kept.set("proof.0", other.fileId);
    const answer = await change(ingrid.token, stored.form, kept);
    expect(answer.status).toBe(400);
    const flipped = `${ingrid.token.slice(0, 31)}${ingrid.token.endsWith("A") ? "B" : "A"}`;
    expect((await change(flipped, stored.form, keptAll(stored))).status).toBe(404);
    // The page's form token of another link is not this one's.
    const forged = await fetch(`${server.url}/status/${ingrid.token}/change`, {
      method: "POST",
      headers: { "x-csrf-token": statusFormToken(flipped) },
      body: applicationFormData(stored.form, { encoding: "compact", stored: keptAll(stored) }),
    });
    expect(forged.status).toBe(403);
    expect((await storedOf(ingrid.token)).version).toBe(2);
    expect(await storedCounts(server.app)).toEqual(before);
  });

  it("stores nothing of a correction the rules refuse, its uploaded files included", async () => {
    const stored = await storedOf(ingrid.token);
    const before = await storedCounts(server.app);
    stored.form.gallery.name = "";
    const replaced = new Map([["artists.0.artworks.1", blobOf(makePng(20, 20, 3))]]);
    const answer = await change(ingrid.token, stored.form, keptAll(stored), replaced);
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { errors: Record<string, string[]> }).errors["gallery.name"]).toBeDefined();
    expect((await storedOf(ingrid.token)).version).toBe(2);
    expect(await storedCounts(server.app)).toEqual(before);
  });

  it("refuses a kept file moved into a record of another kind (a PDF as a gallery picture) with 422 naming the record, storing nothing", async () => {
    const stored = await storedOf(ingrid.token);
    const before = await storedCounts(server.app);
    const kept = keptAll(stored);
    const proof = kept.get("proof.0") as string;
    const picture = kept.get("gallery.pictures.0") as string;
    // A picture may prove a registration; a PDF may not hang in the gallery's pictures.
    kept.set("gallery.pictures.0", proof);
    kept.set("proof.0", picture);
    const answer = await change(ingrid.token, stored.form, kept);
    expect(answer.status).toBe(422);
    const { errors } = (await answer.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(["gallery.pictures.0.file"]);
    expect(errors["gallery.pictures.0.file"]?.[0]).toMatch(/is not a valid file/);
    expect((await storedOf(ingrid.token)).version).toBe(stored.version);
    expect(await storedCounts(server.app)).toEqual(before);
  });

  it("refuses a change from a page opened before another one was saved, and answers a change sent again as the first time", async () => {
    const opened = await storedOf(ingrid.token);
    const countsBefore = await storedCounts(server.app);
    const versionsOf = () =>
      server.app.db
        .selectFrom("application_versions")
        .select("version")
        .where("application_id", "=", ingrid.id)
        .execute();
    const versionsBefore = (await versionsOf()).length;
    // Two pages opened on the same version: the director's and her assistant's.
    const director = structuredClone(opened.form);
    director.gallery.name = "Galerie Nordlicht (director)";
    const assistant = structuredClone(opened.form);
    assistant.gallery.name = "Galerie Nordlicht (assistant)";
    const since = { "if-match": `"${opened.version}"` };

    const saved = await change(ingrid.token, director, keptAll(opened), undefined, {
      ...since,
      "idempotency-key": "director-change-1",
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const first = await saved.json();
    expect(first).toMatchObject({ id: ingrid.id, version: opened.version + 1 });

    // Her answer was lost and the page sends the same change again: the same answer, no third version.
    const again = await change(ingrid.token, director, keptAll(opened), undefined, {
      ...since,
      "idempotency-key": "director-change-1",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);

    // The assistant's page still holds the version both started from: saving it would undo the director's change.
    const stale = await change(ingrid.token, assistant, keptAll(opened), undefined, {
      ...since,
      "idempotency-key": "assistant-change-1",
    });
    expect(stale.status).toBe(412);
    const refusal = await stale.json();
    expect(refusal).toMatchObject({ version: opened.version + 1 });
    expect(refusal.message).toMatch(/changed after this page was opened/);
    expect(refusal.changed_at).toEqual(expect.any(String));

    const now = await storedOf(ingrid.token);
    expect([now.version, now.form.gallery.name]).toEqual([opened.version + 1, "Galerie Nordlicht (director)"]);
    expect((await versionsOf()).length).toBe(versionsBefore + 1);
    expect((await storedCounts(server.app)).files).toBe(countsBefore.files);

    const malformed = await change(ingrid.token, assistant, keptAll(opened), undefined, { "if-match": "yesterday" });
    expect(malformed.status).toBe(400);
    expect((await storedOf(ingrid.token)).version).toBe(opened.version + 1);
  });

  it("answers 403 with the dates once the period has closed; the form sends back to the status page", async () => {
    await setPeriod({ opens_at: "2020-01-01T00:00:00Z", closes_at: "2021-03-01T18:00:00Z" });
    try {
      const stored = await storedOf(ingrid.token);
      expect(stored.may_change).toBe(false);
      const answer = await change(ingrid.token, stored.form, keptAll(stored));
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ closes_at: "2021-03-01T18:00:00.000Z" });
      const page = await fetch(`${server.url}/status/${ingrid.token}/change`, { redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("location")).toBe(`/status/${ingrid.token}`);
    } finally {
      await setPeriod({ opens_at: null, closes_at: null });
    }
  });

  it("answers 409 once withdrawn", async () => {
    const token = await issueStatusToken(server.app.db, other.id);
    await changeStatus(server.app.db, [other.id], "withdrawn", { staffId: null, via: "cli" }, null);
    const stored = await storedOf(token);
    expect(stored.may_change).toBe(false);
    expect((await change(token, stored.form, keptAll(stored))).status).toBe(409);
  });
});

describe("a decided application", () => {
  const DECIDED_MESSAGE =
    "The selection committee has made its decision on this application, so it can no longer be changed.";
  const DECISION_WORDS = /accepted|waitlist|waiting list|rejected|not accepted/i;

  async function decided(status: "accepted" | "waitlisted" | "rejected" | "shortlisted", name: string) {
    const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 1 });
    form.gallery.name = name;
    const stored = await storeApplication(server.app, form);
    await changeStatus(server.app.db, [stored.id], status, { staffId: null, via: "cli" }, null);
    return { id: stored.id, token: await issueStatusToken(server.app.db, stored.id) };
  }

  it.each([
    ["accepted", true],
    ["waitlisted", true],
    ["rejected", true],
    ["accepted", false],
    ["waitlisted", false],
    ["rejected", false],
  ] as const)(
    "%s (released: %s) can no longer be changed, and nothing tells which decision",
    async (status, released) => {
      const gallery = `Decided ${status} ${released}`;
      const { id, token } = await decided(status, gallery);
      await setPeriod({ decisions_released: released });
      try {
        const stored = await storedOf(token);
        expect(stored.may_change).toBe(false);

        const page = await fetch(`${server.url}/status/${token}/change`, { redirect: "manual" });
        expect(page.status).toBe(409);
        expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
        expect(page.headers.get("cache-control")).toBe("no-store");
        const html = await page.text();
        expect(html).toContain("can no longer be changed");
        expect(html).toContain(`href="/status/${token}"`);
        expect(html.replaceAll(gallery, "")).not.toMatch(DECISION_WORDS);
        expect(await htmlErrors(html)).toEqual([]);

        const statusPage = await (await fetch(`${server.url}/status/${token}`)).text();
        expect(statusPage).not.toContain("Change my application");
        expect(statusPage).toContain("can no longer be changed");

        const before = await storedCounts(server.app);
        const changed = structuredClone(stored.form);
        changed.gallery.name = "Gagosian (official booth)";
        const answer = await change(
          token,
          changed,
          keptAll(stored),
          new Map([["proof.0", blobOf(makePng(20, 20, 3))]]),
        );
        expect(answer.status).toBe(409);
        const body = (await answer.json()) as { message: string };
        expect(Object.keys(body)).toEqual(["message"]);
        expect(body.message).toBe(DECIDED_MESSAGE);
        expect(body.message).not.toMatch(DECISION_WORDS);
        const after = await storedOf(token);
        expect(after.version).toBe(stored.version);
        expect(after.form.gallery.name).toBe(gallery);
        expect(await storedCounts(server.app)).toEqual(before);
        const versions = await server.app.db
          .selectFrom("application_versions")
          .select("version")
          .where("application_id", "=", id)
          .execute();
        expect(versions).toEqual([]);
      } finally {
        await setPeriod({ decisions_released: true });
      }
    },
  );

  it("refuses a change whose decision came while it was on its way: checked again under the lock, nothing stored", async () => {
    const { id } = await decided("shortlisted", "Decided While Uploading");
    const loaded = await loadApplication(server.app.db, id);
    if (!loaded) throw new Error("stored above");
    await changeStatus(server.app.db, [id], "waitlisted", { staffId: null, via: "cli" }, null);
    const changed = structuredClone(loaded.form);
    changed.gallery.name = "Renamed Too Late";
    await expect(correctApplication(server.app.db, loaded, changed, [], new Map())).rejects.toBeInstanceOf(
      CorrectionClosedError,
    );
    const after = await loadApplication(server.app.db, id);
    expect(after?.form.gallery.name).toBe("Decided While Uploading");
    expect(after?.version).toBe(loaded.version);
  });

  it("stays open to changes on the shortlist: shortlisting is not a decision", async () => {
    const { token } = await decided("shortlisted", "Only Shortlisted");
    const stored = await storedOf(token);
    expect(stored.may_change).toBe(true);
    expect((await fetch(`${server.url}/status/${token}/change`, { redirect: "manual" })).status).toBe(200);
    const changed = structuredClone(stored.form);
    changed.gallery.name = "Shortlisted, Renamed";
    expect((await change(token, changed, keptAll(stored))).status).toBe(200);
  });
});

it("erases the earlier versions and their files with the application", async () => {
  const retired = await server.app.db
    .selectFrom("retired_files")
    .select("storage_key")
    .where("application_id", "=", ingrid.id)
    .execute();
  expect(retired).toHaveLength(1);
  const current = await server.app.db
    .selectFrom("files")
    .select("id")
    .where("application_id", "=", ingrid.id)
    .execute();
  const outcome = await eraseApplication(
    server.app.db,
    { store: server.app.store, dataDir: server.dataDir },
    ingrid.id,
    "Asked to",
    { email: "ada@fair.example", via: "cli" },
  );
  expect(outcome).toMatchObject({ outcome: "erased", files: current.length + 1 });
  const keys: string[] = [];
  for await (const key of server.app.store.keys()) keys.push(key);
  expect(keys).not.toContain(retired[0]?.storage_key);
  for (const table of ["application_versions", "retired_files"] as const)
    expect(await server.app.db.selectFrom(table).selectAll().where("application_id", "=", ingrid.id).execute()).toEqual(
      [],
    );
});

describe("starting an application for the open edition from an earlier one", () => {
  it("is offered on the earlier application's page, fills the form, and copies the kept files", async () => {
    const old = exampleApplication({ edition: "fair-2020", artists: 1, artworksPerArtist: 1 });
    old.gallery.name = "Galerie Vorjahr";
    old.tax.number = "AT-OLD-TAX-987";
    const earlier = await storeApplication(server.app, old);
    const token = await issueStatusToken(server.app.db, earlier.id);
    const statusPage = await (await fetch(`${server.url}/status/${token}`)).text();
    expect(statusPage).toContain(`<a href="/status/${token}/start">Start an application for `);
    expect(statusPage).not.toContain("Change my application");
    const start = await fetch(`${server.url}/status/${token}/start`);
    expect(start.status).toBe(200);
    const html = await start.text();
    expect(html).toContain(`<meta name="start-from" content="/status/${token}">`);
    expect(html).toContain(`<meta name="edition" content="${edition}">`);

    const stored = await storedOf(token);
    const visitor = await server.visitor();
    const form = { ...stored.form, edition };
    form.gallery.name = "Galerie Vorjahr, wieder da";
    const send = (from: string, kept: Map<string, string>) =>
      visitor.fetch("/application-submit", {
        method: "POST",
        headers: { "x-start-from": from },
        body: applicationFormData(form, { encoding: "compact", token: visitor.token, stored: kept }),
      });
    // Another application's file through this token: refused.
    const foreign = keptAll(stored);
    foreign.set("proof.0", other.fileId);
    expect((await send(token, foreign)).status).toBe(400);
    expect((await send("A".repeat(32), keptAll(stored))).status).toBe(404);

    // Checked before the upload as any application is: the tax details left empty are the earlier ones.
    const checked = await visitor.fetch("/application-validate", {
      method: "POST",
      headers: { "x-start-from": token },
      body: applicationFormData(form, { encoding: "compact", token: visitor.token }),
    });
    expect(checked.status, await checked.clone().text()).toBe(200);
    const answer = await send(token, keptAll(stored));
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    expect(id).not.toBe(earlier.id);
    const files = (app: string) =>
      server.app.db
        .selectFrom("files")
        .select(["record_path", "sha256", "storage_key"])
        .where("application_id", "=", app)
        .orderBy("record_path")
        .execute();
    const copied = await files(id);
    const originals = await files(earlier.id);
    expect(copied.map((f) => [f.record_path, f.sha256])).toEqual(originals.map((f) => [f.record_path, f.sha256]));
    // Copies of their own: erasing the earlier application leaves the new one whole.
    expect(copied.some((f) => originals.some((o) => o.storage_key === f.storage_key))).toBe(false);
    const detail = (await (await admin.fetch(`/admin/api/applications/${id}`)).json()) as {
      edition: string;
      tax: { number: string };
    };
    expect(detail).toMatchObject({ edition, tax: { number: "AT-OLD-TAX-987" } });
  });
});
