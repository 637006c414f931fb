/**
 * "Socket hang up" on reused keep-alive connections. A balancer (or a browser) keeps an
 * idle connection to an instance and sends its next request on it; when the instance closed it
 * meanwhile, a request sent as it closes is lost with nothing in the instance's log. Node closes an
 * idle kept-alive connection after 5 s, and Fastify's longer default was not applied to the server
 * the app builds itself: every balancer that keeps connections longer than 5 s (AWS's 60 s, nginx's
 * 60 s) raced it. The instance now keeps them longer than such a balancer does.
 */
import { once } from "node:events";
import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test-support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends one GET on `socket` and reads its answer's head and body (content-length framed). */
async function get(socket: net.Socket, pathname: string): Promise<{ head: string; body: string }> {
  socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  let received = "";
  for (;;) {
    const [chunk] = (await once(socket, "data")) as [Buffer];
    received += chunk.toString("latin1");
    const end = received.indexOf("\r\n\r\n");
    if (end < 0) continue;
    const head = received.slice(0, end);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    if (received.length >= end + 4 + length) return { head, body: received.slice(end + 4, end + 4 + length) };
  }
}

it("keeps an idle kept-alive connection open longer than a balancer's 60 s and serves the next request on it", async () => {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), "127.0.0.1");
  await once(socket, "connect");
  let closedByServer = false;
  socket.on("end", () => {
    closedByServer = true;
  });
  try {
    const first = await get(socket, "/healthz");
    expect(first.head).toMatch(/^HTTP\/1\.1 200/);
    // What the instance tells the client it keeps an idle connection for: beyond 60 s.
    const advertised = Number(/keep-alive: timeout=(\d+)/i.exec(first.head)?.[1]);
    expect(advertised).toBeGreaterThan(60);
    // Past Node's own 5 s: the connection is still there and serves the next request.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closedByServer).toBe(false);
    const second = await get(socket, "/healthz");
    expect(second.head).toMatch(/^HTTP\/1\.1 200/);
  } finally {
    socket.destroy();
  }
}, 20_000);
