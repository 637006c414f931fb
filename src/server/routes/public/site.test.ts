/** What a browser, a crawler or a mistyped address gets: the icon, robots.txt, not-found pages, one form of each address. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "../../../../test-support/fixtures.ts";
import { acceptedGallery } from "../../../../test-support/galleries.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, signIn } from "../../../../test-support/staff.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await acceptedGallery(server, { name: "Galerie Nordlicht", pictures: [makePng(300, 200, 1)] });
});
afterAll(() => server?.close());

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers, redirect: "manual" });

const PAGES = [
  "/",
  "/ecosystem",
  "/ecosystem/galerie-nordlicht",
  "/ecosystem/no-such-gallery",
  "/no-such-page",
  "/admin/sign-in",
];

describe("the site's icon", () => {
  it.each(PAGES)("%s links the icon, which is served", async (pathname) => {
    const body = await (await get(pathname, BROWSER)).text();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(body)?.[1];
    expect(href).toBe("/favicon.svg");
    const icon = await get(href as string);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it("the back office's pages link it too", async () => {
    const staff = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
    const visitor = await signIn(server.url, staff.email, staff.password);
    const shell = await (await visitor.fetch("/admin", { headers: BROWSER })).text();
    expect(shell).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });

  it("answers /favicon.ico, which browsers ask for whatever the page links, with an icon", async () => {
    const icon = await get("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICONDIR of an icon
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
  });
});

describe("robots.txt", () => {
  it("lets crawlers read the public pages and keeps them out of the back office and the application calls", async () => {
    const robots = await get("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await robots.text()).trim().split("\n");
    expect(lines).toEqual(["User-agent: *", "Disallow: /admin", "Disallow: /application-"]);
  });
});

describe("an address that leads nowhere", () => {
  it.each(["/no-such-page", "/ecosystem/no/such/page", "/assets/missing.js"])(
    "%s: a browser gets a page of the site with a way on, status 404",
    async (pathname) => {
      const response = await get(pathname, BROWSER);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const body = await response.text();
      expect(body).toContain("<title>Page not found</title>");
      expect(body).toContain("<h1>Page not found</h1>");
      expect(body).toContain('<a href="/">Apply for the art fair</a>');
      expect(body).toMatch(/<link rel="stylesheet" href="\/assets\/ecosystem-[\w-]+\.css">/);
    },
  );

  it("is written in the reader's language: her choice kept in the cookie, else her browser's", async () => {
    const choices: Record<string, string>[] = [{ cookie: "lang=de" }, { "accept-language": "de-AT, en;q=0.5" }];
    for (const headers of choices) {
      const response = await get("/no-such-page", { ...BROWSER, ...headers });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-language")).toBe("de");
      const body = await response.text();
      expect(body).toContain('<html lang="de">');
      expect(body).toContain("<h1>Seite nicht gefunden</h1>");
      expect(body).not.toContain("Page not found");
    }
  });

  it.each([
    ["GET", "/no-such-page"],
    ["POST", "/no-such-call"],
    ["GET", "/application-nothing"],
  ])("%s %s: an API client gets JSON", async (method, pathname) => {
    const response = await fetch(`${server.url}${pathname}`, { method, headers: { accept: "application/json" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: "There is nothing at this address." });
  });

  it("a fetch with no Accept header gets JSON too", async () => {
    const response = await fetch(`${server.url}/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "There is nothing at this address." });
  });
});

describe("one form of each address", () => {
  it.each([
    ["/ecosystem/", "/ecosystem"],
    ["/ecosystem/galerie-nordlicht/", "/ecosystem/galerie-nordlicht"],
    ["/ecosystem//", "/ecosystem"],
    ["/ecosystem/?from=newsletter", "/ecosystem?from=newsletter"],
    ["/index.html", "/"],
    ["/index.html?fake", "/?fake"],
  ])("%s redirects permanently to %s", async (from, to) => {
    for (const headers of [BROWSER, {}]) {
      const response = await get(from, headers);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(to);
    }
    const followed = await fetch(`${server.url}${from}`, { headers: BROWSER });
    expect(followed.status).toBe(200);
  });

  it.each(["//evil.example/", "///evil.example/", "/\\evil.example/"])(
    "never redirects %s to another site",
    async (pathname) => {
      const response = await get(pathname, BROWSER);
      expect(response.headers.get("location")).toBeNull();
      expect(response.status).toBe(404);
    },
  );

  it("redirects only reads: a POST to an address with a trailing slash is a 404", async () => {
    const response = await fetch(`${server.url}/application-validate/`, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(404);
  });
});
