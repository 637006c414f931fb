import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test-support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ HEADERS_TIMEOUT_SECONDS: "1", IDLE_TIMEOUT_SECONDS: "2" });
});
afterAll(() => server.close());

/** Opens a raw connection, runs `drip` on it, and resolves with how long until the server hung up. */
function hangUpAfter(drip: (socket: net.Socket) => void): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), "127.0.0.1", () => drip(socket));
    socket.on("error", () => {});
    socket.resume();
    socket.on("close", () => resolve(Date.now() - started));
    setTimeout(() => reject(new Error("the server kept a slow connection open")), 15_000).unref();
  });
}

it("closes a connection whose headers trickle in (slow-loris)", async () => {
  let timer: NodeJS.Timeout | undefined;
  const lasted = await hangUpAfter((socket) => {
    socket.write("GET /application-ping HTTP/1.1\r\nHost: localhost\r\n");
    timer = setInterval(() => socket.write("X-Slow: 1\r\n"), 200);
  });
  clearInterval(timer);
  expect(lasted).toBeLessThan(5_000);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

it("closes a connection that goes silent in the middle of an upload", async () => {
  const visitor = await server.visitor();
  const lasted = await hangUpAfter((socket) => {
    socket.write(
      [
        "POST /application-submit HTTP/1.1",
        "Host: localhost",
        `Cookie: ${visitor.cookie}`,
        `X-CSRF-Token: ${visitor.token}`,
        "Content-Type: multipart/form-data; boundary=x",
        "Content-Length: 100000",
        "",
        '--x\r\nContent-Disposition: form-data; name="proof[0][file]"; filename="a.pdf"\r\n\r\n%PDF-1.4\n',
      ].join("\r\n"),
    );
  });
  // Silent for IDLE_TIMEOUT_SECONDS (2 s here): the server hangs up and keeps nothing.
  expect(lasted).toBeGreaterThanOrEqual(1_900);
  expect(lasted).toBeLessThan(8_000);
  await new Promise((r) => setTimeout(r, 300));
  const pending = await server.app.db.selectFrom("pending_uploads").selectAll().execute();
  expect(pending).toEqual([]);
});
