import { afterAll, beforeAll, expect, it } from "vitest";
import { blobOf, makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, storedCounts, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const applicationCount = async () => (await storedCounts(server.app)).applications;

/** A valid application whose only file is one gallery picture, sent with an idempotency key. */
async function submit(visitor: Visitor, key: string) {
  const form = exampleApplication({ edition: visitor.edition, galleryPictures: 1, withFiles: false });
  const png = makePng(30, 20);
  form.gallery.pictures = [
    { filename: "opening.png", size: png.length, exhibition_title: "Opening", artists: "Mira Okafor", year: "2024" },
  ];
  const response = await visitor.fetch("/application-submit", {
    method: "POST",
    headers: { "idempotency-key": key },
    body: applicationFormData(form, { files: new Map([["gallery.pictures.0", blobOf(png)]]) }),
  });
  return { status: response.status, body: await response.json() };
}

it("stores a double click and a retry after a timeout once, answering each with the first result", async () => {
  const visitor = await server.visitor();
  const before = await applicationCount();
  const clicks = await Promise.all([submit(visitor, "double-click-0001"), submit(visitor, "double-click-0001")]);
  const retry = await submit(visitor, "double-click-0001");
  const answers = [...clicks, retry];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  expect(retry.body.gallery).toBe("Galerie Nordlicht");
  expect(await applicationCount()).toBe(before + 1);

  const referenced = await server.app.db.selectFrom("files").select("storage_key").execute();
  const stored: string[] = [];
  for await (const key of server.app.store.keys()) stored.push(key);
  expect(stored.sort()).toEqual(referenced.map((f) => f.storage_key).sort());
});

it("keeps each session's results to itself when two use the same key", async () => {
  const alice = await submit(await server.visitor(), "same-key-0001");
  const bob = await submit(await server.visitor(), "same-key-0001");
  expect([alice.status, bob.status]).toEqual([200, 200]);
  expect(bob.body.id).not.toBe(alice.body.id);
});
