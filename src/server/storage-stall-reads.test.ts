/**
 * Issue 33, "Storage and database faults", from the back office's side: a bucket that accepts
 * connections and never answers. A member downloading a file, or opening a picture in the viewer
 * (its thumbnail, its screen-sized copy), is told 503 with Retry-After within S3_TIMEOUT_SECONDS,
 * never left waiting until her browser gives up, while the instance keeps answering everything
 * that does not need the bucket; once the bucket answers again the same download works.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, filesForForm, makePdf } from "../../test-support/fixtures.ts";
import { startS3Server, type TestS3Server } from "../../test-support/s3-server.ts";
import { startTestServer, type TestServer } from "../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../test-support/staff.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";

/** The deadline of each call to the bucket here (S3_TIMEOUT_SECONDS). */
const DEADLINE_S = 2;
/** The documented bound: the deadline, and a few seconds more on a loaded machine. */
const BOUND_MS = DEADLINE_S * 1000 + 6_000;

let s3: TestS3Server;
let server: TestServer;
let member: StaffVisitor;
let applicationId: string;
let sent: Map<string, Blob>;
let artwork: { url: string; thumbnail_url: string; screen_url: string };
let proof: { url: string };

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ ...s3.env, S3_TIMEOUT_SECONDS: String(DEADLINE_S) });
  const applicant = await server.visitor();
  const form = exampleApplication({ edition: applicant.edition, artists: 1, artworksPerArtist: 1 });
  form.proof = [{ filename: "registration.pdf", size: 0 }];
  sent = filesForForm(form);
  const pdf = makePdf("proof of registration", 300_000);
  sent.set("proof.0", blobOf(pdf));
  (form.proof[0] as { size: number }).size = pdf.length;
  const submit = await applicant.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { encoding: "compact", files: sent, token: applicant.token }),
  });
  expect(submit.status, await submit.clone().text()).toBe(200);
  applicationId = ((await submit.json()) as { id: string }).id;
  const staff = await createStaff(server.app, { email: "frozen@fair.example", role: "reviewer" });
  member = await signIn(server.url, staff.email, staff.password);
  const application = (await (await member.fetch(`/admin/api/applications/${applicationId}`)).json()) as {
    artists: { artworks: (typeof artwork)[] }[];
    proof: (typeof proof)[];
  };
  artwork = application.artists[0]?.artworks[0] as typeof artwork;
  proof = application.proof[0] as typeof proof;
}, 60_000);

afterAll(async () => {
  s3?.stall(undefined);
  await server?.close();
  await s3?.close();
});

const bytesOf = async (body: Blob | Response) => Buffer.from(await body.arrayBuffer());

/** The answer to `url`, how long it took, and its body, read to its end. */
async function timed(url: string) {
  const started = performance.now();
  const answer = await member.fetch(url);
  const body = await answer.text();
  return { answer, body, tookMs: performance.now() - started };
}

describe("the back office while the bucket accepts connections and never answers", () => {
  it("answers a download and the viewer's pictures 503 with Retry-After within the deadline, answers everything else meanwhile, and serves the same download once the bucket answers", async () => {
    s3.stall(() => true);
    const held = [proof.url, artwork.url, artwork.thumbnail_url, artwork.screen_url].map((url) => timed(url));

    // While those wait on the bucket, what does not need it is answered at once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const [health, details] = await Promise.all([
      fetch(`${server.url}/healthz`),
      member.fetch(`/admin/api/applications/${applicationId}`),
    ]);
    expect(health.status).toBe(200);
    expect(details.status).toBe(200);
    await Promise.all([health.text(), details.text()]);
    expect(performance.now() - started).toBeLessThan(DEADLINE_S * 1000);

    for (const { answer, body, tookMs } of await Promise.all(held)) {
      expect({ url: answer.url, status: answer.status }).toEqual({ url: answer.url, status: 503 });
      expect(answer.headers.get("retry-after")).toBe("30");
      // A download stores nothing: its refusal says to try again, not "nothing was stored".
      expect(JSON.parse(body)).toEqual({
        message: "The file storage is not answering. Please try again in a minute.",
      });
      // Waited on the bucket for its deadline, not for the browser to give up.
      expect(tookMs).toBeGreaterThanOrEqual(DEADLINE_S * 1000 - 100);
      expect(tookMs).toBeLessThan(BOUND_MS);
    }
    expect(s3.stalled).toBeGreaterThanOrEqual(4);

    s3.stall(undefined);
    const again = await member.fetch(proof.url);
    expect(again.status).toBe(200);
    expect((await bytesOf(again)).equals(await bytesOf(sent.get("proof.0") as Blob))).toBe(true);
    const thumbnail = await member.fetch(artwork.thumbnail_url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    // Read to its end: an answer its client never reads holds the instance's close for IDLE_TIMEOUT_SECONDS.
    expect((await bytesOf(thumbnail)).length).toBeGreaterThan(0);
  }, 30_000);
});
