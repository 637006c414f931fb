/** Issue 13 item 1: what is hidden for the chosen sector is not stored, whatever a client sends. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, filesForForm, makePdf } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { bracketEntries, bracketName, dotted, fileRecords } from "../../../shared/wire.ts";
import { loadApplication } from "../../applications/load.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PITCH = "A young program showing three painters from the Baltic coast, with a reading room.";

/** Every field and file of the form as a client that ignores the sector rules would send it. */
function rawBody(form: ApplicationForm, files: Map<string, Blob>, token: string): FormData {
  const body = new FormData();
  body.append("_token", token);
  for (const [name, value] of bracketEntries(form)) body.append(name, value);
  for (const { path, record } of fileRecords(form)) {
    const blob = files.get(dotted(path));
    if (blob) body.append(bracketName([...path, "file"]), blob, record.filename);
  }
  return body;
}

async function storedKeyCount(): Promise<number> {
  let n = 0;
  for await (const _ of server.app.store.keys()) n += 1;
  return n;
}

describe("fields hidden for the chosen sector", () => {
  it("a platform application sent with a booth size and a booth rendering is stored without either", async () => {
    const visitor = await server.visitor();
    const form = exampleApplication({ edition: visitor.edition });
    form.choice = "platform";
    form.proposal = { ...form.proposal, booth: "large", pitch: PITCH };
    form.proposal.rendering = [{ filename: "booth.pdf", size: 0 }];
    const files = filesForForm(form);
    files.set("proposal.rendering.0", blobOf(makePdf("booth")));
    (form.proposal.rendering[0] as { size: number }).size = makePdf("booth").length;
    const keysBefore = await storedKeyCount();

    const answer = await visitor.fetch("/application-submit", {
      method: "POST",
      body: rawBody(form, files, visitor.token),
    });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    const row = await server.app.db
      .selectFrom("applications")
      .select(["choice", "booth", "pitch"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ choice: "platform", booth: "", pitch: PITCH });
    const stored = await loadApplication(server.app.db, id);
    expect(stored?.form.proposal.rendering).toEqual([]);
    expect(stored?.files.map((f) => f.recordPath)).not.toContain("proposal.rendering.0");
    // The rendering's bytes were not kept either: only the files of the stored records are.
    expect(await storedKeyCount()).toBe(keysBefore + (stored?.files.length ?? 0));
  });

  it("a galleries application sent with a pitch is stored without it", async () => {
    const visitor = await server.visitor();
    const form = exampleApplication({ edition: visitor.edition });
    form.choice = "galleries";
    form.proposal = { ...form.proposal, booth: "small", pitch: PITCH };
    const files = filesForForm(form);
    const answer = await visitor.fetch("/application-submit", {
      method: "POST",
      body: rawBody(form, files, visitor.token),
    });
    expect(answer.status).toBe(200);
    const { id } = (await answer.json()) as { id: string };
    const stored = await loadApplication(server.app.db, id);
    expect(stored?.form.proposal).toMatchObject({ booth: "small", pitch: "" });
  });

  it("the shared form encoder does not send them", () => {
    const form = exampleApplication({});
    form.choice = "platform";
    form.proposal = { ...form.proposal, booth: "large", pitch: PITCH, rendering: [{ filename: "b.pdf", size: 9 }] };
    const body = applicationFormData(form, { files: new Map([["proposal.rendering.0", blobOf(makePdf())]]) });
    expect(body.get("proposal[booth]")).toBe("");
    expect(body.get("proposal[pitch]")).toBe(PITCH);
    expect([...body.keys()].filter((k) => k.startsWith("proposal[rendering]"))).toEqual([]);
  });
});
