/**
 * The application period (issue 10): outside it validate and submit answer 403 with the edition's
 * dates and store nothing; a submission whose request began before the close is accepted even
 * though its body arrives after; the page tells the form the period.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../../test-support/fixtures.ts";
import { startTestServer, storedCounts, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { largeSubmission, slowUpload } from "../../../../test-support/slow-upload.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";

let server: TestServer;
let admin: StaffVisitor;
let visitor: Visitor;
const EDITION = "fair-2027";

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const account = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
  admin = await signIn(server.url, account.email, account.password);
  visitor = await server.visitor();
  // A scrypt hash and a sign-in: slow on a busy machine.
}, 60_000);
afterAll(() => server.close());

async function setPeriod(period: { opens_at?: string | null; closes_at?: string | null; name?: string }) {
  const response = await admin.fetch(`/admin/api/editions/${EDITION}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ time_zone: "Europe/Berlin", ...period }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const send = (path: string) => {
  const form = exampleApplication({ edition: EDITION });
  return visitor.fetch(path, {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
};

describe("the application period", () => {
  it("refuses validate and submit before it opens, naming the date in the edition's time zone", async () => {
    await setPeriod({ name: "Fair 2027", opens_at: "2099-01-10T09:00:00+01:00", closes_at: null });
    for (const path of ["/application-validate", "/application-submit"]) {
      const response = await send(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        message: "Applications for Fair 2027 open on 10 January 2099 at 09:00 (Europe/Berlin).",
        opens_at: "2099-01-10T08:00:00.000Z",
        closes_at: null,
        time_zone: "Europe/Berlin",
      });
    }
    expect(await storedCounts(server.app)).toEqual({ applications: 0, files: 0 });
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('<meta name="application-period"');
    expect(page).toContain("&quot;state&quot;:&quot;upcoming&quot;");
  });

  it("refuses them after it closed", async () => {
    await setPeriod({ opens_at: "2020-01-01T00:00:00Z", closes_at: "2021-03-01T18:00:00Z" });
    const response = await send("/application-validate");
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(
      "Applications for Fair 2027 closed on 1 March 2021 at 19:00 (Europe/Berlin).",
    );
  });

  it("accepts validate and submit while open", async () => {
    await setPeriod({ opens_at: "2020-01-01T00:00:00Z", closes_at: null });
    expect((await send("/application-validate")).status).toBe(200);
    expect((await send("/application-submit")).status).toBe(200);
  });

  it("accepts a submission whose request started before the close, though its body ends after it", async () => {
    // Built first: making 13 MB of files can take longer than the time left before the close.
    const submission = await largeSubmission(EDITION, visitor.token);
    const closesAt = new Date(Date.now() + 4000);
    await setPeriod({ closes_at: closesAt.toISOString() });
    const upload = slowUpload(
      server.url,
      { cookie: visitor.cookie, "x-csrf-token": visitor.token, "content-type": submission.type },
      submission.bytes.length,
    );
    await upload.send(submission.bytes.subarray(0, 1024), 1024, 0);
    await new Promise((resolve) => setTimeout(resolve, closesAt.getTime() - Date.now() + 200));
    await upload.send(submission.bytes.subarray(1024), 1024 * 1024, 0);
    upload.end();
    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(200);
    // A request that starts now is too late.
    expect((await send("/application-submit")).status).toBe(403);
  });
});
