/**
 * Every page and state as a visitor meets them, on a desktop and a 390 px phone: none may break the
 * Content-Security-Policy (not even a violation that script catches) or log an error to the console,
 * and the DOM the browser has built is valid HTML (html-validate) in every state.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeContexts, seriousAccessibilityViolations, sharedChromium } from "../test-support/browser.ts";
import { makePng } from "../test-support/fixtures.ts";
import { acceptedGallery } from "../test-support/galleries.ts";
import { domErrors } from "../test-support/html-validator.ts";
import { watchContext, watchPage } from "../test-support/page-problems.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";
import { createStaff, type TestStaff } from "../test-support/staff.ts";

let server: TestServer;
let browser: Browser;
let admin: TestStaff;

beforeAll(async () => {
  server = await startTestServer();
  browser = await sharedChromium();
  admin = await createStaff(server.app, { email: "ada@fair.example", name: "Ada Admin", role: "admin" });
  for (const [i, name] of ["Galerie Nordlicht", "Casa Mareña", "Studio Øresund"].entries())
    await acceptedGallery(server, { name, pictures: [makePng(900, 600, i), makePng(400, 600, i + 10)] });
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

const VIEWPORTS = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const;

/**
 * A fresh visitor at this size; `visit` drives the page and calls `validate` in each state worth
 * checking; then every complaint is returned, invalid HTML included.
 */
async function problemsWhile(
  viewport: { width: number; height: number },
  visit: (page: Page, validate: () => Promise<void>) => Promise<void>,
): Promise<string[]> {
  const context: BrowserContext = await browser.newContext({ viewport });
  try {
    await watchContext(context);
    const page = await context.newPage();
    const watcher = watchPage(page);
    const invalid: string[] = [];
    const validate = async () => {
      const url = page.url();
      for (const error of await domErrors(await page.content())) invalid.push(`invalid HTML at ${url}: ${error}`);
    };
    await visit(page, validate);
    // Late complaints (a lazy chunk, a picture) arrive after the last step.
    await page.waitForLoadState("networkidle");
    await validate();
    return [...(await watcher.problems()), ...invalid];
  } finally {
    await context.close();
  }
}

const formReady = (page: Page) => page.getByRole("heading", { name: "Choice" }).waitFor();

describe.each(VIEWPORTS)("on a %s", (_name, viewport) => {
  it("the empty form, then refused with its errors", async () => {
    const problems = await problemsWhile(viewport, async (page, validate) => {
      await page.goto(`${server.url}/`);
      await formReady(page);
      await validate();
      await page.getByRole("button", { name: "Send application" }).click();
      await page.getByRole("heading", { name: "There is a problem" }).waitFor();
    });
    expect(problems).toEqual([]);
  });

  it("the example application (?fake), sent, then the success state", async () => {
    const problems = await problemsWhile(viewport, async (page, validate) => {
      await page.goto(`${server.url}/?fake`);
      await formReady(page);
      await validate();
      await page.getByRole("button", { name: "Send application" }).click();
      await page.locator("#success-title").waitFor({ timeout: 30_000 });
    });
    expect(problems).toEqual([]);
  });

  it("a draft offered again after a reload and restored", async () => {
    const problems = await problemsWhile(viewport, async (page) => {
      await page.goto(`${server.url}/`);
      await formReady(page);
      await page.getByLabel("Gallery name").fill("Galerie Entwurf");
      await page.waitForTimeout(600); // the draft is written a moment after typing stops
      page.once("dialog", (dialog) => void dialog.accept());
      await page.reload();
      await formReady(page);
      await expect.poll(() => page.getByLabel("Gallery name").inputValue()).toBe("Galerie Entwurf");
    });
    expect(problems).toEqual([]);
  });

  it("the gallery list, a gallery reached from it with next and previous, and its picture dialog", async () => {
    const problems = await problemsWhile(viewport, async (page, validate) => {
      await page.goto(`${server.url}/ecosystem`);
      await validate();
      await page.getByRole("link", { name: /Casa Mareña/ }).click();
      await page.getByRole("link", { name: "Next gallery" }).waitFor();
      await validate();
      await page.locator("[data-gallery-layout] button").first().click();
      await page.getByRole("dialog").waitFor();
      await validate();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Escape");
    });
    expect(problems).toEqual([]);
  });

  it("a gallery that does not exist, and an address that leads nowhere", async () => {
    const problems = await problemsWhile(viewport, async (page, validate) => {
      const gallery = await page.goto(`${server.url}/ecosystem/no-such-gallery`);
      expect(gallery?.status()).toBe(404);
      await page.getByRole("heading", { name: "Gallery not found" }).waitFor();
      await validate();
      const nowhere = await page.goto(`${server.url}/no/such/page`);
      expect(nowhere?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
    // Chromium reports the document's own 404 as a failed load: that one, and only that one, is expected.
    const documents = [`${server.url}/ecosystem/no-such-gallery`, `${server.url}/no/such/page`];
    const documentNotFound = (problem: string) =>
      documents.some(
        (url) =>
          problem ===
          `console error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
      );
    expect(problems.filter(documentNotFound)).toHaveLength(2);
    expect(problems.filter((problem) => !documentNotFound(problem))).toEqual([]);
  });

  it("the back office: sign-in refused then accepted, the list, one application and its larger picture, an unknown address", async () => {
    const problems = await problemsWhile(viewport, async (page, validate) => {
      await page.goto(`${server.url}/admin`);
      await page.waitForURL(/\/admin\/sign-in/);
      await validate();
      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("Email or password is wrong.").first().waitFor();
      await validate();
      await page.getByLabel("Password").fill(admin.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((address) => address.pathname === "/admin");
      await page.getByRole("link", { name: "Casa Mareña" }).waitFor();
      await validate();
      await page.getByRole("link", { name: "Casa Mareña" }).click();
      await page.getByRole("heading", { level: 1, name: "Casa Mareña" }).waitFor();
      await validate();
      await page
        .getByRole("button", { name: /^Open .* in the viewer$/ })
        .first()
        .click();
      await page.getByRole("dialog").waitFor();
      await validate();
      await page.keyboard.press("Escape");
      await page.goto(`${server.url}/admin/no/such/page`);
      await page.getByRole("heading", { level: 1 }).waitFor();
    });
    // A wrong password is answered 401 on purpose; Chromium reports that as a failed load.
    const refused = (p: string) =>
      p ===
      `console error: Failed to load resource: the server responded with a status of 401 (Unauthorized) (${server.url}/admin/sign-in)`;
    expect(problems.filter((p) => !refused(p))).toEqual([]);
  });
});
