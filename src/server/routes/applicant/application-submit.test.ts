import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, filesForForm } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData, type Encoding } from "../../../shared/form-data.ts";
import { loadApplication } from "../../applications/load.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function countRows() {
  const { db } = server.app;
  const apps = await db.selectFrom("applications").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const files = await db.selectFrom("files").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
  return { applications: Number(apps.n), files: Number(files.n) };
}

async function storedKeys() {
  const keys: string[] = [];
  for await (const key of server.app.store.keys()) keys.push(key);
  return keys;
}

describe.each<Encoding>(["bracket", "compact"])("a full submission in the %s encoding", (encoding) => {
  it("is stored and reads back identical, files included", async () => {
    const visitor = await server.visitor();
    const form = exampleApplication({ edition: visitor.edition });
    const files = filesForForm(form);
    const validate = await visitor.fetch("/application-validate", {
      method: "POST",
      body: applicationFormData(form, { encoding, token: visitor.token }),
    });
    expect(validate.status).toBe(200);
    expect(await validate.json()).toEqual({ valid: true });

    const submit = await visitor.fetch("/application-submit", {
      method: "POST",
      body: applicationFormData(form, { encoding, files, token: visitor.token }),
    });
    const answer = await submit.json();
    expect(submit.status).toBe(200);
    expect(answer).toMatchObject({ id: expect.any(String), gallery: "Galerie Nordlicht" });

    const stored = await loadApplication(server.app.db, answer.id);
    expect(stored?.form).toEqual(form);
    expect(stored?.files).toHaveLength(files.size);
    for (const file of stored?.files ?? []) {
      const sent = Buffer.from(await (files.get(file.recordPath) as Blob).arrayBuffer());
      const chunks: Buffer[] = [];
      for await (const chunk of await server.app.store.read(file.storageKey)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(sent)).toBe(true);
      expect(file.contentType).toBe(file.originalName.endsWith(".pdf") ? "application/pdf" : "image/png");
    }
  });
});

describe("a submission that fails halfway", () => {
  it("leaves no row and no file when a late file has a lying extension", async () => {
    const visitor = await server.visitor();
    const before = { rows: await countRows(), keys: await storedKeys() };
    const form = exampleApplication({ edition: visitor.edition });
    const files = filesForForm(form);
    // The proof is sent last in the stream: everything before it is already stored by then.
    files.set("proof.0", blobOf(Buffer.from("MZ this is a Windows program, not a PDF".repeat(200))));
    const submit = await visitor.fetch("/application-submit", {
      method: "POST",
      body: applicationFormData(form, { files, token: visitor.token }),
    });
    expect(submit.status).toBe(422);
    expect((await submit.json()).errors["proof.0.file"]).toEqual([
      "registration.pdf is not a valid file (note that uploading 'online only' files does not work)",
    ]);
    expect(await countRows()).toEqual(before.rows);
    expect(await storedKeys()).toEqual(before.keys);
  });
});

describe("a submit that skipped validate", () => {
  it("gets the same 422 as validate and stores nothing", async () => {
    const visitor = await server.visitor();
    const before = { rows: await countRows(), keys: await storedKeys() };
    const form = exampleApplication({ edition: visitor.edition });
    const files = filesForForm(form);
    form.tax.email = "not an address";
    (form.artists[0] as ApplicationForm["artists"][0]).bio = "Short.";
    const answers = [];
    for (const route of ["/application-validate", "/application-submit"]) {
      const response = await visitor.fetch(route, { method: "POST", body: applicationFormData(form, { files }) });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[0]?.status).toBe(422);
    expect(answers[1]).toEqual(answers[0]);
    expect(Object.keys(answers[0]?.body.errors)).toEqual(["artists.0.bio", "tax.email"]);
    expect(await countRows()).toEqual(before.rows);
    expect(await storedKeys()).toEqual(before.keys);
  });

  it("refuses a declared file that never arrived", async () => {
    const visitor = await server.visitor();
    const form = exampleApplication({ edition: visitor.edition });
    const files = filesForForm(form);
    files.delete("proof.0");
    const response = await visitor.fetch("/application-submit", {
      method: "POST",
      body: applicationFormData(form, { files }),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      "proof.0.file": ["registration.pdf did not arrive. Please add it again."],
    });
  });
});
