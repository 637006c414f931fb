/**
 * PostgreSQL going away under a running instance, as an applicant sees it: the submission is
 * answered 503 with the service's message and Retry-After, nothing of it is kept (no row, no file),
 * /readyz says why, and once PostgreSQL is back the same submission goes through without a restart.
 *
 * The machine's PostgreSQL is shared and must never be stopped: the instance reaches it through a
 * TCP proxy of the test's own (test-support/tcp-proxy.ts), and stopping the proxy is PostgreSQL
 * stopping: connections cut, new ones refused. Runs in the suite's PostgreSQL pass.
 */
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { filesForForm } from "../../test-support/fixtures.ts";
import { type Instance, startInstance } from "../../test-support/instance.ts";
import { createTestDatabase, requirePostgres } from "../../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_DATA_KEYS, TEST_SESSION_SECRET, UNLIMITED, visit } from "../../test-support/server.ts";
import { startTcpProxy, type TcpProxy } from "../../test-support/tcp-proxy.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { messages } from "../shared/messages.ts";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { EDITIONS_FRESH_MS } from "./editions/editions.ts";
import { openDatabase } from "./store/database.ts";
import { LocalFileStore } from "./store/files.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  url: string;
  proxy: TcpProxy;
  /** What PostgreSQL holds, read past the proxy, and the files in the store. */
  stored(): Promise<{ applications: number; fileRows: number; pending: number; files: number }>;
}

/** A fresh database, a proxy in front of it, and what the test reads of it past the proxy. */
async function databaseBehindProxy(baseUrl: string) {
  const database = await createTestDatabase(baseUrl);
  cleanups.push(() => database.drop());
  const direct = new URL(database.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  cleanups.push(() => proxy.close());
  const env = {
    ...UNLIMITED,
    DATABASE_URL: proxy.via(database.url),
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_KEY: TEST_DATA_KEY,
  };
  const stored = async (dataDir: string) => {
    const observer = openDatabase({ dataDir, databaseUrl: database.url, dataKeys: TEST_DATA_KEYS });
    const count = async (table: "applications" | "files" | "pending_uploads") =>
      Number((await observer.selectFrom(table).select(observer.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    try {
      let files = 0;
      for await (const _key of new LocalFileStore(path.join(dataDir, "files")).keys()) files++;
      return {
        applications: await count("applications"),
        fileRows: await count("files"),
        pending: await count("pending_uploads"),
        files,
      };
    } finally {
      await observer.destroy();
    }
  };
  return { proxy, env, stored };
}

/** The application in this process. */
async function appBehindProxy(baseUrl: string, moreEnv: Record<string, string> = {}): Promise<Setup> {
  const { proxy, env, stored } = await databaseBehindProxy(baseUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-pg-gone-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", ...env, ...moreEnv, DATA_DIR: dataDir }) });
  await app.listen({ port: 0, host: "127.0.0.1" });
  cleanups.push(() => app.close());
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { url, proxy, stored: () => stored(dataDir) };
}

/** The application as it runs in production, a process of its own: whether it survives shows. */
async function instanceBehindProxy(baseUrl: string): Promise<Setup & { instance: Instance }> {
  const { proxy, env, stored } = await databaseBehindProxy(baseUrl);
  const instance = await startInstance(env);
  cleanups.push(() => instance.stop());
  return { url: instance.url, proxy, instance, stored: () => stored(instance.dataDir) };
}

async function submission(url: string) {
  const visitor = await visit(url);
  const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
  const request = new Request(`${url}/application-submit`, {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  const body = Buffer.from(await request.arrayBuffer());
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  return () => visitor.fetch("/application-submit", { method: "POST", body, headers });
}

const nothing = { applications: 0, fileRows: 0, pending: 0, files: 0 };

/** A read (a page) stores nothing, so its refusal does not say "Nothing was stored". */
async function expectUnavailable(answer: Response, message = messages.serviceUnavailable): Promise<void> {
  expect(answer.status).toBe(503);
  expect(answer.headers.get("retry-after")).toBe("5");
  expect(await answer.json()).toEqual({ message });
}

describe("PostgreSQL stopped under a running instance", () => {
  it("a submission gets 503 with the service's message, nothing is stored, and it goes through once PostgreSQL is back", async (context) => {
    const setup = await appBehindProxy(requirePostgres(context));
    const submit = await submission(setup.url);
    // The pool holds open connections by now (the visit made a session): they are cut too.
    await setup.proxy.stop();

    // The first finds the pool's connections cut; the second is refused a new one.
    await expectUnavailable(await submit());
    await expectUnavailable(await submit());
    expect(await (await fetch(`${setup.url}/readyz`)).json()).toMatchObject({
      status: "unavailable",
      reason: "The database does not answer.",
    });
    expect(await setup.stored()).toEqual(nothing);

    await setup.proxy.start();
    const accepted = await submit();
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await setup.stored()).applications).toBe(1);
    expect((await fetch(`${setup.url}/readyz`)).status).toBe(200);
  });

  it("a submission whose query is cut mid-flight gets the same 503, leaves nothing, and the instance stays up", async (context) => {
    const setup = await instanceBehindProxy(requirePostgres(context));
    const submit = await submission(setup.url);
    // PostgreSQL vanishes while the submission's first statement is on the wire.
    const cut = setup.proxy.stop({ onNextQuery: true });
    const answer = await submit();
    await cut;
    await expectUnavailable(answer);
    expect(await setup.stored()).toEqual(nothing);

    await setup.proxy.start();
    const accepted = await submit();
    expect(accepted.status, setup.instance.output()).toBe(200);
    expect((await setup.stored()).applications).toBe(1);
    expect(setup.instance.child.exitCode, setup.instance.output()).toBeNull();
  }, 60_000);

  it("PostgreSQL that stops answering (frozen): /readyz says 503 within 3 s, the form page still opens, and both come back by themselves", async (context) => {
    const setup = await appBehindProxy(requirePostgres(context));
    const visitor = await visit(setup.url);
    expect((await fetch(`${setup.url}/readyz`)).status).toBe(200);
    setup.proxy.freeze();
    try {
      // Past the editions' own cache: the page has to ask the database, which says nothing.
      await new Promise((resolve) => setTimeout(resolve, EDITIONS_FRESH_MS + 200));
      let started = performance.now();
      const ready = await fetch(`${setup.url}/readyz`);
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "unavailable", reason: "The database does not answer." });
      started = performance.now();
      const page = await fetch(`${setup.url}/`, { headers: { accept: "text/html", cookie: visitor.cookie } });
      expect(performance.now() - started).toBeLessThan(3_000);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<meta name="csrf-token" content="${visitor.token}">`);
    } finally {
      setup.proxy.thaw();
    }
    const end = Date.now() + 10_000;
    while ((await fetch(`${setup.url}/readyz`)).status !== 200 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${setup.url}/readyz`)).status).toBe(200);
    expect((await visit(setup.url)).edition).toBe(visitor.edition);
  }, 60_000);

  it("any route on a frozen database answers 503 with Retry-After within DATABASE_TIMEOUT_SECONDS, keeps nothing, and the pool serves again once thawed", async (context) => {
    const setup = await appBehindProxy(requirePostgres(context), { DATABASE_TIMEOUT_SECONDS: "1" });
    const submit = await submission(setup.url);
    const visitor = await visit(setup.url);
    setup.proxy.freeze();
    try {
      // The submission's session is read from the database; a status page reads its application.
      for (const [send, message] of [
        [() => submit(), messages.serviceUnavailable],
        [
          () => visitor.fetch("/status/0123456789abcdef0123456789abcdef", { signal: AbortSignal.timeout(10_000) }),
          messages.serviceUnavailableToRead,
        ],
      ] as const) {
        const started = performance.now();
        // Without a deadline the answer waits for the thaw: the test's own bound says so.
        const answer = await Promise.race([
          send(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer within 10 s")), 10_000)),
        ]);
        expect(performance.now() - started).toBeLessThan(4_000);
        await expectUnavailable(answer, message);
      }
    } finally {
      setup.proxy.thaw();
    }
    // What the frozen statements would have written is not committed by a later borrower of their connections.
    const accepted = await submit();
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const after = await setup.stored();
    expect(after).toMatchObject({ applications: 1, pending: 0 });
    expect(after.files).toBe(after.fileRows);
  }, 60_000);

  it("an answer that waits on a frozen database longer than IDLE_TIMEOUT_SECONDS still reaches the client, whose kept-alive connection then serves the next request", async (context) => {
    const setup = await appBehindProxy(requirePostgres(context), { IDLE_TIMEOUT_SECONDS: "1" });
    expect((await fetch(`${setup.url}/readyz`)).status).toBe(200);
    setup.proxy.freeze();
    try {
      await new Promise((resolve) => setTimeout(resolve, EDITIONS_FRESH_MS + 200));
      // /readyz waits up to 2 s for the database: longer than the connection's idle timeout.
      const ready = await fetch(`${setup.url}/readyz`);
      expect(ready.status).toBe(503);
      await ready.text();
    } finally {
      setup.proxy.thaw();
    }
    const again = await fetch(`${setup.url}/healthz`);
    expect(again.status).toBe(200);
  }, 60_000);
});
