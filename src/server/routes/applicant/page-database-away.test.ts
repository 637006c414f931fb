/**
 * Issue 33: while the database blinks, the form page is still served (the form's edition from the
 * last good read, FORM_PAGE_STALE_MS), and a browser never gets JSON: where nothing can be served it
 * gets an HTML 503 page with Retry-After. The database goes away here for good (its handle is
 * destroyed on SQLite, the database dropped on PostgreSQL): every read fails as in an outage.
 */
import { afterEach, describe, expect, it } from "vitest";
import { htmlErrors } from "../../../../test-support/html-validator.ts";
import { startTestServer, type TestServer, visit } from "../../../../test-support/server.ts";
import { EDITIONS_FRESH_MS } from "../../editions/editions.ts";

const opened: TestServer[] = [];
afterEach(async () => {
  for (const server of opened.splice(0)) await server.close().catch(() => {});
});

async function server() {
  const started = await startTestServer();
  opened.push(started);
  return started;
}

async function databaseAway(started: TestServer) {
  if (started.database) await started.database.drop();
  else await started.app.db.destroy();
}

/** What a browser sends for a page. */
const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("the form page while the database does not answer", () => {
  it("is served from the last good read: the same edition, and a returning visitor keeps her token", async () => {
    const started = await server();
    const before = await visit(started.url);
    // Her session is stored by her first call.
    expect((await before.fetch("/application-ping")).status).toBe(200);
    const first = await (await fetch(`${started.url}/`, { headers: BROWSER })).text();
    await databaseAway(started);
    // Past the editions' own cache: the page has to read the database, which fails.
    await new Promise((resolve) => setTimeout(resolve, EDITIONS_FRESH_MS + 200));

    const returning = await fetch(`${started.url}/`, { headers: { ...BROWSER, cookie: before.cookie } });
    expect(returning.status).toBe(200);
    const page = await returning.text();
    expect(meta(page, "edition")).toBe(before.edition);
    expect(meta(page, "edition-name")).toBe(meta(first, "edition-name"));
    expect(meta(page, "application-period")).toBe(meta(first, "application-period"));
    expect(meta(page, "csrf-token")).toBe(before.token);

    const newcomer = await fetch(`${started.url}/`, { headers: BROWSER });
    expect(newcomer.status).toBe(200);
    expect(meta(await newcomer.text(), "edition")).toBe(before.edition);
    expect(newcomer.headers.get("set-cookie")).toMatch(/^sid=/);
  });

  it("with no read to serve, a browser gets an HTML 503 page with Retry-After, a script gets JSON", async () => {
    const started = await server();
    await databaseAway(started);
    await new Promise((resolve) => setTimeout(resolve, EDITIONS_FRESH_MS + 200));

    const page = await fetch(`${started.url}/`, { headers: BROWSER });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/);
    // A page load stores nothing: the page says to try again, not "nothing was stored".
    expect(html).toContain("The service is briefly unavailable. Please try again in a moment.");
    expect(html).not.toContain("Nothing was stored");
    expect(await htmlErrors(html)).toEqual([]);

    const call = await fetch(`${started.url}/`);
    expect(call.status).toBe(503);
    expect(call.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await call.json()).toEqual({
      message: "The service is briefly unavailable. Please try again in a moment.",
    });
  });

  it("speaks the reader's language on its 503 page, and says so in <html lang>", async () => {
    const started = await server();
    await databaseAway(started);
    await new Promise((resolve) => setTimeout(resolve, EDITIONS_FRESH_MS + 200));

    const german = await fetch(`${started.url}/?lang=de`, { headers: BROWSER });
    expect(german.status).toBe(503);
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Kurz nicht erreichbar</h1>");
    expect(html).toContain("Der Dienst ist kurz nicht erreichbar.");
    expect(html).not.toMatch(/Briefly unavailable|Please reload/);
    expect(await htmlErrors(html)).toEqual([]);
  });
});
