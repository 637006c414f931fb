/**
 * No token in any log line. A status page's token and a password link's token are keys: whoever
 * reads one in a log opens the application or chooses the member's password. The running server's
 * request log (one line per request at info) is read after requests for every route that takes a
 * token (found from the registered routes, so a new one cannot be forgotten), each address spelled
 * as browsers, proxies and people spell it: percent-encoded, with doubled slashes, mistyped.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, startInstance } from "../../test-support/instance.ts";
import { passwordLinkFor } from "../../test-support/mail.ts";
import { startTestServer, type TestServer } from "../../test-support/server.ts";
import { createStaff } from "../../test-support/staff.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./store/database.ts";

let instance: Instance;
/** The same application in this process, for its list of routes. */
let local: TestServer;
beforeAll(async () => {
  [instance, local] = await Promise.all([
    startInstance({ LOG_LEVEL: "info", PUBLIC_URL: "https://apply.fair.example" }),
    startTestServer(),
  ]);
}, 60_000);
afterAll(async () => {
  await instance?.stop();
  await local?.close();
});

/**
 * Path parameters that are not secrets: ids and names that need a session, or that are public.
 * A parameter named anything else must be declared a token by its route (`config.tokenParams`), or
 * added here after asking whether whoever holds it may open something with it alone.
 */
const PUBLIC_PARAMS = new Set(["id", "slug", "fileId", "variant", "decision", "name", "*"]);

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)|(\*)/g)].map((m) => m[1] ?? "*");

/** A request sent as written: no client normalises the path first (fetch would fold `//` and `..`). */
function send(method: string, path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      { host: "127.0.0.1", port: instance.port, method, path, headers: { accept: "text/html" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", () => resolve(0));
    request.end();
  });
}

/** Every character percent-encoded: the same token to the router, other bytes in the raw address. */
const encodedWhole = (text: string) =>
  [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`).join("");

/** The spellings of an address whose token is `token`, as `path` writes it (the token in place). */
function spellings(path: string, token: string): string[] {
  const [first = "", ...rest] = path.slice(1).split("/");
  const encodedFirst = `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${rest.join("/")}`;
  return [
    path,
    `${path}?from=mail`,
    encodedFirst,
    path.replace(token, encodedWhole(token)),
    `/${path}`,
    path.replace(`/${token}`, `//${token}`),
    path.replaceAll("/", "//"),
    `${path}/`,
    `${path}/not-here`,
    `${path};x`,
    `/${first.toUpperCase()}/${rest.join("/")}`,
    `/${first.slice(0, -2)}${first.slice(-1)}${first.slice(-2, -1)}/${rest.join("/")}`,
    path.replace(token, `${token}x`),
    path.replace(token, token.slice(0, -1)),
    `${path}/..`,
    `/nothing/..${path}`,
  ];
}

function logLines(): Record<string, unknown>[] {
  return instance
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Pieces of a token long enough to narrow a guess: its first and last 12 characters. */
const piecesOf = (token: string) => [token, token.slice(0, 12), token.slice(-12)];

function expectNoToken(tokens: string[]) {
  const output = instance.output();
  let decoded = output;
  try {
    decoded = decodeURIComponent(output);
  } catch {
    decoded = output.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  for (const token of tokens)
    for (const piece of piecesOf(token)) {
      expect(output, `the log holds ${piece} of ${token}`).not.toContain(piece);
      expect(decoded, `the log holds ${piece} of ${token}, percent-encoded`).not.toContain(piece);
    }
}

describe("the request log", () => {
  it("never holds a password link's or a status page's token, however the address is spelled", async () => {
    // A real link, from the email "Forgot your password?" sends.
    const db = openDatabase(readConfig({ DATA_DIR: instance.dataDir }));
    try {
      await createStaff({ db }, { email: "owner@fair.example", role: "admin" });
    } finally {
      await db.destroy();
    }
    const asked = await fetch(`${instance.url}/admin/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "owner@fair.example" }),
    });
    expect(asked.status).toBe(202);
    const link = await passwordLinkFor(instance.dataDir, "owner@fair.example");
    const path = new URL(link).pathname;
    const token = path.split("/").pop() as string;
    // And a status page's address, its token as long as the real ones.
    const statusToken = randomBytes(24).toString("base64url");
    const before = logLines().length;
    const answers = [];
    for (const spelled of spellings(path, token)) answers.push(await send("GET", spelled));
    for (const spelled of spellings(`/status/${statusToken}/change`, statusToken)) await send("GET", spelled);
    // The plain spelling opened the form; the link is not used up by being looked at.
    expect(answers[0]).toBe(200);
    expect(await send("GET", path)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logLines().length - before).toBeGreaterThanOrEqual(20);
    expectNoToken([token, statusToken]);
  }, 60_000);

  it("never holds a token of any route that takes one, however its address is spelled", async () => {
    const routes = local.app.loggedRoutes.routes;
    const tokenRoutes = routes.filter((route) => route.tokenParams.length > 0);
    // The ones known today, so a broken list cannot pass by holding nothing.
    expect(tokenRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        "GET /status/:token",
        "GET /status/:token/change",
        "POST /status/:token/change",
        "GET /status/:token/files/:fileId",
        "POST /status/:token/withdraw",
        "GET /admin/set-password/:token",
        "POST /admin/set-password/:token",
      ]),
    );
    const tokens: string[] = [];
    for (const route of tokenRoutes) {
      const token = randomBytes(32).toString("base64url");
      tokens.push(token);
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
        route.tokenParams.includes(name) ? token : "1",
      );
      for (const spelled of spellings(path, token)) await send(route.method, spelled);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expectNoToken(tokens);
    // Each matched request is logged by its route, the token named as such.
    const urls = logLines().map((line) => String(line.url ?? ""));
    expect(urls).toContain("/status/<token>/change");
    expect(urls).toContain("/admin/set-password/<token>");
    expect(urls).toContain("/status/<token>?from=mail");
  }, 120_000);

  it("knows every path parameter of every route: a declared token, or a public identifier", () => {
    const undeclared = local.app.loggedRoutes.routes.flatMap((route) =>
      paramsOf(route.url)
        .filter((name) => !route.tokenParams.includes(name) && !PUBLIC_PARAMS.has(name))
        .map((name) => `${route.method} ${route.url} (:${name})`),
    );
    expect(undeclared).toEqual([]);
    // A declared token that the route does not have is a typo that would log the real one.
    const misdeclared = local.app.loggedRoutes.routes.flatMap((route) =>
      route.tokenParams.filter((name) => !paramsOf(route.url).includes(name)).map((name) => `${route.url} ${name}`),
    );
    expect(misdeclared).toEqual([]);
  });
});
