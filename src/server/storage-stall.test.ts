/**
 * Issue 33, "Storage and database faults": a bucket that accepts writes and never answers them.
 * Each submit used to wait 61 s and be told 408 ("the request stopped arriving"), blaming the
 * gallery, with /readyz still 200 and the handler never ending. The bucket here is a real S3 server
 * (s3rver, or the Ceph gateway in CI) behind a front that holds the chosen requests unanswered.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startInstance } from "../../test-support/instance.ts";
import { isWrite, startS3Server, type TestS3Server } from "../../test-support/s3-server.ts";
import { startTestServer, type TestServer, UNLIMITED, visit } from "../../test-support/server.ts";
import { largeSubmission } from "../../test-support/slow-upload.ts";

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

/** The deadline of each call to the bucket in these tests (S3_TIMEOUT_SECONDS). */
const DEADLINE_S = 2;

async function instance(env: Record<string, string> = {}): Promise<{ s3: TestS3Server; server: TestServer }> {
  const s3 = await startS3Server();
  opened.push(s3);
  const server = await startTestServer({ ...s3.env, S3_TIMEOUT_SECONDS: String(DEADLINE_S), ...env });
  opened.push(server);
  return { s3, server };
}

async function leftovers(server: TestServer, s3: TestS3Server) {
  const { db } = server.app;
  const count = async (table: "applications" | "pending_uploads") =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const objects: string[] = [];
  for await (const key of server.app.store.keys()) objects.push(key);
  return {
    applications: await count("applications"),
    ledger: await count("pending_uploads"),
    objects: objects.length,
    parts: (await s3.pendingUploads()).length,
  };
}
const nothing = { applications: 0, ledger: 0, objects: 0, parts: 0 };

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const partNumber = (url = "") => new URL(url, "http://s3").searchParams.get("partNumber");

describe("a bucket that accepts writes and never answers", () => {
  it("a submit is answered 503 with Retry-After and 'Nothing was stored' within the deadline, never 408, and its multipart upload is aborted at once", async () => {
    // An idle timeout shorter than the deadline: the server's own wait must not be read as a silent client.
    const { s3, server } = await instance({ IDLE_TIMEOUT_SECONDS: "1" });
    const visitor = await server.visitor();
    const { bytes, type } = await largeSubmission(visitor.edition, visitor.token);
    // The 8 MB rendering's first part is stored, its second is held: a multipart upload with a part to remove.
    s3.stall((request) => request.method === "PUT" && partNumber(request.url) === "2");
    const started = performance.now();
    const answer = await visitor.fetch("/application-submit", {
      method: "POST",
      body: bytes,
      headers: { "content-type": type },
    });
    const tookMs = performance.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("30");
    expect(((await answer.json()) as { message: string }).message).toMatch(/Nothing was stored/);
    // The call that hung, and the next file's, which begins to go up while the one before it does.
    expect(s3.stalled).toBeGreaterThanOrEqual(1);
    expect(s3.stalled).toBeLessThanOrEqual(2);
    // The one call that hung, and what came before it on a loaded machine: well within a minute.
    expect(tookMs).toBeLessThan(DEADLINE_S * 1000 + 8_000);
    // Its stored part and its ledger row go at once, not when the instance stops.
    await until(async () => JSON.stringify(await leftovers(server, s3)) === JSON.stringify(nothing), 5_000);

    // The storage answers again: the same submission goes through.
    s3.stall(undefined);
    const again = await visitor.fetch("/application-submit", {
      method: "POST",
      body: bytes,
      headers: { "content-type": type },
    });
    expect(again.status, await again.clone().text()).toBe(200);
  });

  it("/readyz answers 503 while writes hang and 200 again by itself once they are answered", async () => {
    const { s3, server } = await instance();
    const ready = async () => {
      const answer = await fetch(`${server.url}/readyz`);
      return { status: answer.status, body: await answer.json() };
    };
    expect((await ready()).status).toBe(200);
    // Reads still answer (HeadBucket, listings): only a write tells.
    s3.stall(isWrite);
    await until(async () => (await ready()).status === 503);
    const started = performance.now();
    expect(await ready()).toEqual({
      status: 503,
      body: { status: "unavailable", reason: "The file storage does not answer." },
    });
    // Polls between probes are answered from the last probe, without waiting on the bucket.
    expect(performance.now() - started).toBeLessThan(1_000);
    s3.stall(undefined);
    await until(async () => (await ready()).status === 200);
  });

  it("the clean-up the bucket does not answer either is logged as JSON, like every line of the log", async () => {
    const s3 = await startS3Server();
    opened.push(s3);
    const server = await startInstance({ ...s3.env, ...UNLIMITED, S3_TIMEOUT_SECONDS: "1", LOG_LEVEL: "warn" });
    opened.push({ close: () => server.stop() });
    const visitor = await visit(server.url);
    const { bytes, type } = await largeSubmission(visitor.edition, visitor.token);
    // Every write and every removal hangs: the upload fails, and so does the removal of what it wrote.
    s3.stall((request) => isWrite(request) || request.method === "DELETE");
    const answer = await visitor.fetch("/application-submit", {
      method: "POST",
      body: bytes,
      headers: { "content-type": type },
    });
    expect(answer.status).toBe(503);
    await until(async () => server.output().includes("Could not remove"));
    // The banner `npm start` prints for a person is not a log line.
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.includes("The application form is at"));
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
  });

  it("a readiness probe whose removal the bucket did not answer is removed by the next probe that is answered", async () => {
    const { s3, server } = await instance();
    const probes = async () => {
      const keys: string[] = [];
      for await (const key of server.app.store.keys("readiness-probe-")) keys.push(key);
      return keys;
    };
    const ready = async () => (await fetch(`${server.url}/readyz`)).status;
    // The probe's object is written, its removal hangs: /readyz says so, and the object stays for now.
    s3.stall((request) => request.method === "DELETE");
    await until(async () => (await ready()) === 503);
    expect(await probes()).toHaveLength(1);
    s3.stall(undefined);
    await until(async () => (await ready()) === 200);
    expect(await probes()).toEqual([]);
  });
});
