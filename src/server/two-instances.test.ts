/**
 * Two server processes on different ports, sharing one PostgreSQL database, one S3 bucket and
 * SESSION_SECRET, as behind a load balancer: one visitor's session and CSRF token work on
 * either, whichever instance each request reaches.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../test-support/fixtures.ts";
import { type Instance, startInstance } from "../../test-support/instance.ts";
import {
  createTestDatabase,
  requirePostgres,
  TEST_DATABASE_URL,
  type TestDatabase,
} from "../../test-support/postgres.ts";
import { startS3Server, type TestS3Server } from "../../test-support/s3-server.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET, type Visitor, visit } from "../../test-support/server.ts";
import { largeSubmission, refusesConnections, sha256, slowUpload } from "../../test-support/slow-upload.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { loadApplication } from "./applications/load.ts";
import { type Db, openDatabase } from "./store/database.ts";
import { S3FileStore } from "./store/s3-files.ts";

let database: TestDatabase;
let s3: TestS3Server;
let first: Instance;
let second: Instance;
let db: Db;
let store: S3FileStore;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  s3 = await startS3Server();
  const env = { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY, ...s3.env };
  // Started together: both run the migrations at the same moment on the empty database.
  [first, second] = await Promise.all([startInstance(env), startInstance(env)]);
  db = openDatabase({ dataDir: first.dataDir, databaseUrl: database.url, dataKeys: TEST_DATA_KEYS });
  store = new S3FileStore(s3.config);
}, 60_000);

afterAll(async () => {
  if (!TEST_DATABASE_URL) return;
  await Promise.all([first?.stop(), second?.stop()]);
  await db?.destroy();
  store?.client.destroy();
  await s3?.close();
  await database?.drop();
}, 60_000);

/** The same visitor (cookie and token) talking to another instance, as a balancer may send it. */
function on(instance: Instance, visitor: Visitor) {
  return (pathname: string, init: RequestInit = {}) =>
    fetch(`${instance.url}${pathname}`, {
      ...init,
      headers: { cookie: visitor.cookie, "x-csrf-token": visitor.token },
    });
}

describe("two instances sharing PostgreSQL, a bucket and SESSION_SECRET", () => {
  it("serve one session and one CSRF token: page on one, validate on the other, submit on the first, ping on both", async (context) => {
    requirePostgres(context);
    expect(first.port).not.toBe(second.port);
    const visitor = await visit(first.url);
    expect(visitor.token).not.toBe("");

    const form = exampleApplication({ edition: visitor.edition, artists: 2, artworksPerArtist: 2 });
    const files = filesForForm(form);
    const validate = await on(second, visitor)("/application-validate", {
      method: "POST",
      body: applicationFormData(form, { token: visitor.token }),
    });
    expect(validate.status).toBe(200);
    expect(await validate.json()).toEqual({ valid: true });

    const submit = await on(first, visitor)("/application-submit", {
      method: "POST",
      body: applicationFormData(form, { files, token: visitor.token }),
    });
    expect(submit.status).toBe(200);
    const answer = await submit.json();
    expect(answer).toMatchObject({ id: expect.any(String), gallery: "Galerie Nordlicht" });

    for (const instance of [first, second]) {
      const ping = await on(instance, visitor)("/application-ping");
      expect(ping.status).toBe(200);
      expect(await ping.json()).toEqual({ alive: true, expires_in: expect.any(Number) });
    }

    // Stored once, in the shared database and bucket, whole.
    const stored = await loadApplication(db, answer.id);
    expect(stored?.form).toEqual(form);
    for (const file of stored?.files ?? []) {
      const chunks: Buffer[] = [];
      for await (const chunk of await store.read(file.storageKey)) chunks.push(chunk as Buffer);
      const sent = new Uint8Array(await (files.get(file.recordPath) as Blob).arrayBuffer());
      expect(sha256(Buffer.concat(chunks))).toBe(sha256(sent));
    }
  });

  it("refuses a token of another visitor on either instance", async (context) => {
    requirePostgres(context);
    const [one, other] = await Promise.all([visit(first.url), visit(second.url)]);
    for (const instance of [first, second]) {
      const ping = await fetch(`${instance.url}/application-ping`, {
        headers: { cookie: one.cookie, "x-csrf-token": other.token },
      });
      expect(ping.status).toBe(403);
    }
  });

  it("keep serving the session on one while the other drains an upload after SIGTERM", async (context) => {
    requirePostgres(context);
    const visitor = await visit(second.url);
    const submission = await largeSubmission(visitor.edition, visitor.token);
    const upload = slowUpload(
      first.url,
      { cookie: visitor.cookie, "x-csrf-token": visitor.token, "content-type": submission.type },
      submission.bytes.length,
    );
    const cut = Math.floor(submission.bytes.length * 0.4);
    await upload.send(submission.bytes.subarray(0, cut), 256 * 1024, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));

    first.child.kill("SIGTERM");
    expect(await refusesConnections(first.url, 5_000)).toBe(true);
    // The balancer sends the visitor's next requests to the instance still up.
    expect((await on(second, visitor)("/application-ping")).status).toBe(200);
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);

    await upload.send(submission.bytes.subarray(cut), 256 * 1024, 20);
    upload.end();
    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(200);
    expect(await first.exited).toEqual({ code: 0, signal: null });

    const stored = await loadApplication(db, JSON.parse(answer.body).id);
    expect(stored?.form).toEqual(submission.form);
    expect((await on(second, visitor)("/application-ping")).status).toBe(200);
  }, 60_000);
});
