/**
 * The form outside the application period (issue 10): before it opens the page says when, after it
 * closes that it closed, before anything is filled in; sending is refused with the server's message.
 * Inside it, the page says until when: in the edition's zone, and in the reader's own.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forgetEditions } from "../src/server/editions/editions.ts";
import { closeContexts, seriousAccessibilityViolations, sharedChromium } from "../test-support/browser.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027" });
  browser = await sharedChromium();
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

async function setPeriod(opensAt: string | null, closesAt: string | null) {
  await server.app.db
    .updateTable("editions")
    .set({
      name: "Fair 2027",
      time_zone: "Europe/Berlin",
      opens_at: opensAt === null ? null : Date.parse(opensAt),
      closes_at: closesAt === null ? null : Date.parse(closesAt),
    })
    .where("slug", "=", "fair-2027")
    .execute();
  // As if changed on another instance, without waiting the few seconds its copy stays fresh.
  forgetEditions(server.app.db);
}

it("says until when applications are open, in the edition's zone and the reader's, axe finding nothing serious", async () => {
  await fetch(`${server.url}/`);
  await setPeriod("2020-01-01T00:00:00Z", "2099-03-15T17:00:00Z");
  // A reader in Tokyo: the browser knows her zone.
  const context = await browser.newContext({ timezoneId: "Asia/Tokyo" });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const note = page.getByRole("note").filter({ hasText: "Applications for Fair 2027" });
  await expect
    .poll(() => note.textContent())
    .toBe(
      "Applications for Fair 2027 close on 15 March 2099 at 18:00 (Europe/Berlin), that is 16 March 2099 at 02:00 where you are (Asia/Tokyo).",
    );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await context.close();

  // A reader in Berlin reads the edition's time alone.
  const atHome = await browser.newContext({ timezoneId: "Europe/Berlin" });
  const berlin = await atHome.newPage();
  await berlin.goto(`${server.url}/`);
  await expect
    .poll(() => berlin.getByRole("note").filter({ hasText: "Applications for Fair 2027" }).textContent())
    .toBe("Applications for Fair 2027 close on 15 March 2099 at 18:00 (Europe/Berlin).");
  await atHome.close();
});

it("says when applications open, and that they closed, with axe finding nothing serious", async () => {
  // The first page load bootstraps the edition from OPEN_EDITIONS.
  await fetch(`${server.url}/`);
  await setPeriod("2099-01-10T08:00:00Z", null);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const note = page.getByRole("note").filter({ hasText: "Applications for Fair 2027" });
  await expect
    .poll(() => note.textContent())
    .toContain("Applications for Fair 2027 open on 10 January 2099 at 09:00 (Europe/Berlin).");
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await setPeriod("2020-01-01T00:00:00Z", "2021-03-01T17:00:00Z");
  await page.reload();
  await expect
    .poll(() => note.textContent())
    .toContain("Applications for Fair 2027 closed on 1 March 2021 at 18:00 (Europe/Berlin).");

  await setPeriod(null, null);
  await page.reload();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
  expect(await note.count()).toBe(0);
  await context.close();
});
