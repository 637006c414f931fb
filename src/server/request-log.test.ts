/**
 * At `info` the log says one line per request (method, url, status, time), not Fastify's two. An
 * address that reached no route keeps only the words of the app's routes: the rest might be a
 * mistyped secret (see token-log.test.ts).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Instance, startInstance } from "../../test-support/instance.ts";

let instance: Instance;
beforeAll(async () => {
  instance = await startInstance({ LOG_LEVEL: "info" });
}, 60_000);
afterAll(() => instance?.stop());

it("logs one line per request at info, with method, url, status and time", async () => {
  const paths = ["/application-ping", "/no-such-page", "/application-ping?again"];
  for (const pathname of paths) await (await fetch(`${instance.url}${pathname}`)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const lines = instance
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => "req" in entry || "res" in entry || entry.msg === "answered");
  expect(lines.map(({ method, url, status }) => ({ method, url, status }))).toEqual([
    { method: "GET", url: "/application-ping", status: 401 },
    { method: "GET", url: "/<?>", status: 404 },
    { method: "GET", url: "/application-ping?again", status: 401 },
  ]);
  for (const line of lines) expect(line.ms).toEqual(expect.any(Number));
}, 60_000);
