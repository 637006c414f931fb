/**
 * After an erasure nothing in DATA_DIR holds the gallery: no byte of its name, contact person or
 * address in any file (the database, its write-ahead log, the outbox, uploaded files), and no file
 * made from its uploads (resized pictures). Every byte of every file is searched, as someone
 * reading the disk or a later backup would. Runs on SQLite and, in the PostgreSQL pass, for
 * what DATA_DIR holds beside a PostgreSQL database (outbox, files, picture cache).
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { blobOf, filesForForm, makePdf } from "../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import type { ApplicationForm } from "../../shared/application.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { applicationFormData } from "../../shared/form-data.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Names no other test data holds, whose words begin with letters few others do (the search index keeps words whole then). */
const ERASED = {
  name: "Xylofane Qwertzuiop",
  contact: "Zenobia Vukmirovic",
  email: "xylofane.contact@qwertz-erasure.example",
};
const KEPT = { name: "Galerie Bleibtreu", contact: "Bettina Kept", email: "kept@bleibtreu.example" };

interface Trace {
  file: string;
  holds: string;
}

/** Every file under DATA_DIR that holds one of `needles` in its bytes or its path. */
async function tracesOf(needles: Record<string, string>): Promise<Trace[]> {
  const traces: Trace[] = [];
  for (const name of await readdir(server.dataDir, { recursive: true })) {
    const file = path.join(server.dataDir, String(name));
    if (!(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    for (const [label, needle] of Object.entries(needles))
      if (bytes.includes(Buffer.from(needle)) || String(name).includes(needle))
        traces.push({ file: String(name), holds: label });
  }
  return traces;
}

/** The gallery's name as typed, each of its words as the search index keeps them (folded), its contact person and address. */
function needlesOf(gallery: typeof ERASED): Record<string, string> {
  const words = Object.fromEntries(gallery.name.split(" ").map((word) => [`the word ${word}`, word.toLowerCase()]));
  return { "its name": gallery.name, ...words, "its contact": gallery.contact, "its address": gallery.email };
}

/** Submitted as the form submits, with the gallery's name inside its proof document too. */
async function submit(gallery: typeof ERASED): Promise<string> {
  const visitor = await server.visitor();
  const form: ApplicationForm = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 2 });
  form.gallery.name = gallery.name;
  form.gallery.contact = gallery.contact;
  form.gallery.email = gallery.email;
  form.tax.company = `${gallery.name} GmbH`;
  const files = filesForForm(form);
  const proof = makePdf(`Register extract: ${gallery.name}, ${gallery.contact}`);
  files.set("proof.0", blobOf(proof));
  (form.proof[0] as { size: number }).size = proof.length;
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files, token: visitor.token }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function waitForMail(id: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await stat(path.join(server.dataDir, "outbox", `${id}.eml`)).catch(() => undefined)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`The confirmation email of ${id} was not written.`);
}

it("leaves no byte of the gallery's name, contact or address in DATA_DIR, and no file made from its uploads", async () => {
  const kept = await submit(KEPT);
  const erased = await submit(ERASED);
  await Promise.all([waitForMail(kept), waitForMail(erased)]);

  const admin = await createStaff(server.app, { email: "traces@fair.example", role: "admin" });
  const asAdmin = await signIn(server.url, admin.email, admin.password);
  // Its pictures are resized for the back office (and the public page share the cache).
  const view = (await (await asAdmin.fetch(`/admin/api/applications/${erased}`)).json()) as {
    artists: { artworks: { thumbnail_url: string }[] }[];
  };
  for (const artwork of view.artists[0]?.artworks ?? [])
    expect((await asAdmin.fetch(artwork.thumbnail_url)).status).toBe(200);
  const keys = (
    await server.app.db.selectFrom("files").select("storage_key").where("application_id", "=", erased).execute()
  ).map((f) => f.storage_key);
  const needles = {
    ...needlesOf(ERASED),
    ...Object.fromEntries(keys.map((key) => [`a copy of its file ${key}`, key])),
  };

  // The search finds what is there: otherwise an empty answer afterwards would prove nothing.
  const before = await tracesOf(needles);
  const holding = (what: string) => new Set(before.filter((t) => t.holds === what).map((t) => t.file.split("/")[0]));
  expect([...holding("its name")]).toEqual(
    expect.arrayContaining(["outbox", "files", ...(server.database ? [] : ["applications.sqlite-wal"])]),
  );
  expect([...holding("its address")]).toEqual(expect.arrayContaining(["outbox"]));
  expect(before.filter((t) => t.file.startsWith("cache/")).length).toBeGreaterThan(0);

  const response = await asAdmin.fetch(`/admin/api/applications/${erased}/erase`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reason: "Asked by the gallery" }),
  });
  expect(response.status).toBe(200);

  expect(await tracesOf(needles)).toEqual([]);
  // The other gallery is all there, and the list still finds it by name.
  expect((await tracesOf(needlesOf(KEPT))).length).toBeGreaterThan(0);
  const found = await asAdmin.fetch(`/admin/api/applications?q=${encodeURIComponent("Bleibtreu")}`);
  expect(((await found.json()) as { items: { id: string }[] }).items.map((a) => a.id)).toEqual([kept]);
});
