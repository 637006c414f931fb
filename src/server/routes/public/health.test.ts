import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../../../../test-support/s3-server.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";

const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const started = await startTestServer(env);
  opened.push(started);
  return started;
}

async function s3Server(): Promise<TestS3Server> {
  const started = await startS3Server();
  opened.push(started);
  return started;
}

/** A plain request with no cookie and no token, as a load balancer sends it. */
async function probe(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json(), cookie: response.headers.get("set-cookie") };
}

describe("GET /healthz", () => {
  it("answers 200 while the process is up, without a session", async () => {
    const { url } = await server();
    expect(await probe(url, "/healthz")).toEqual({ status: 200, body: { status: "ok" }, cookie: null });
  });
});

describe("GET /readyz", () => {
  it("answers 200 when the database and the storage answer", async () => {
    const { url } = await server();
    expect(await probe(url, "/readyz")).toEqual({ status: 200, body: { status: "ready" }, cookie: null });
  });

  it("answers 200 with files in an S3 bucket that answers", async () => {
    const s3 = await s3Server();
    const { url } = await server(s3.env);
    expect((await probe(url, "/readyz")).status).toBe(200);
  });

  it("answers 503 with the reason when the database is gone, while healthz stays 200", async () => {
    const started = await server();
    // On PostgreSQL the server's database is dropped under it; on SQLite its connection is closed.
    if (started.database) await started.database.drop();
    else await started.app.db.destroy();
    expect(await probe(started.url, "/readyz")).toMatchObject({
      status: 503,
      body: { status: "unavailable", reason: "The database does not answer." },
    });
    expect((await probe(started.url, "/healthz")).status).toBe(200);
  });

  it("answers 503 with the reason when the S3 storage is unreachable", async () => {
    const s3 = await startS3Server();
    const { url } = await server(s3.env);
    await s3.close();
    expect(await probe(url, "/readyz")).toMatchObject({
      status: 503,
      body: { status: "unavailable", reason: "The file storage does not answer." },
    });
  });

  it("answers 503 with the reason when the bucket does not exist", async () => {
    const s3 = await s3Server();
    const { url } = await server({ ...s3.env, S3_BUCKET: "no-such-bucket" });
    expect(await probe(url, "/readyz")).toMatchObject({
      status: 503,
      body: { status: "unavailable", reason: "The file storage does not answer." },
    });
  });

  it("answers 503 to a request that reaches the instance while it shuts down", async () => {
    const started = await startTestServer();
    const { port } = new URL(started.url);
    // A request already on its way when shutdown begins: its last header line arrives after.
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    await new Promise((resolve) => setTimeout(resolve, 50));
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk.toString();
    });
    const closing = started.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.end("\r\n");
    await new Promise((resolve) => socket.once("close", resolve));
    await closing;
    expect(answer).toMatch(/^HTTP\/1\.1 503 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      status: "draining",
      reason: "The instance is shutting down.",
    });
  });
});
