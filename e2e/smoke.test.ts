import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { closeContexts, sharedChromium } from "../test-support/browser.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer();
  browser = await sharedChromium();
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

it("the application page loads in Chromium with its CSRF token, edition and a session cookie", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
  expect(await page.locator('meta[name="csrf-token"]').getAttribute("content")).toMatch(/^[\w-]{40,}$/);
  expect(await page.locator('meta[name="edition"]').getAttribute("content")).toBe("demo-2027");
  const [cookie] = await context.cookies();
  expect(cookie).toMatchObject({ name: "sid", httpOnly: true, sameSite: "Lax", secure: false });
  await context.close();
});
