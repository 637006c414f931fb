/**
 * Shared steps for the back office's browser tests: a server with stored applications and staff,
 * Chromium, and signing in through the real sign-in page.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { ApplicationForm } from "../src/shared/application.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { storeApplication } from "./applications.ts";
import { closeContexts, sharedChromium } from "./browser.ts";
import { startTestServer, type TestServer } from "./server.ts";
import { createStaff, type TestStaff } from "./staff.ts";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The two widths every back-office page is tried at, each with its label for screenshots and test names. */
export const BOTH_WIDTHS = [
  ["1280", DESKTOP],
  ["390", PHONE],
] as const;

export interface StoredForTest {
  id: string;
  form: ApplicationForm;
  /** The bytes stored for each file record, by its dotted path (`proof.0`). */
  files: Map<string, Buffer>;
}

export interface BackOfficeBed {
  server(): TestServer;
  staff(role: "admin" | "reviewer"): TestStaff;
  /** A fresh browser context (its own cookies), closed after the test. */
  /** A page in a browser of its own; `locale` is what it asks for in Accept-Language (`de-DE`). */
  newPage(viewport?: { width: number; height: number }, options?: { locale?: string }): Promise<Page>;
  store(form: ApplicationForm, submittedAt: number): Promise<StoredForTest>;
}

/** A small application of the example data with the given gallery name and changes. */
export function galleryApplication(
  edition: string,
  name: string,
  edit: (form: ApplicationForm) => void = () => {},
): ApplicationForm {
  const form = exampleApplication({ edition, artists: 2, artworksPerArtist: 3, galleryPictures: 2 });
  form.gallery.name = name;
  edit(form);
  return form;
}

export function backOfficeTestBed(env: Record<string, string> = {}): BackOfficeBed {
  let server: TestServer;
  let browser: Browser;
  const staff = new Map<string, TestStaff>();
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startTestServer(env);
    browser = await sharedChromium();
    staff.set("admin", await createStaff(server.app, { email: "ada@fair.example", name: "Ada Admin", role: "admin" }));
    staff.set(
      "reviewer",
      await createStaff(server.app, { email: "rita@fair.example", name: "Rita Reviewer", role: "reviewer" }),
    );
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  afterAll(async () => {
    await closeContexts(browser);
    await server?.close();
  });

  return {
    server: () => server,
    staff: (role) => staff.get(role) as TestStaff,
    async newPage(viewport = DESKTOP, { locale }: { locale?: string } = {}) {
      const context = await browser.newContext({ viewport, acceptDownloads: true, ...(locale && { locale }) });
      contexts.push(context);
      return context.newPage();
    },
    async store(form, submittedAt) {
      const { id, files } = await storeApplication(server.app, form, { now: submittedAt });
      return { id, form, files };
    },
  };
}

/**
 * Signs in through the sign-in page, as a member of staff would, and waits for the page it leads to.
 * The fields are found by their names: the page speaks the browser's language (its words are the
 * sign-in tests' to check).
 */
export async function signInThroughPage(page: Page, url: string, member: TestStaff, path = "/admin"): Promise<void> {
  await page.goto(`${url}${path}`);
  await page.waitForURL(/\/admin\/sign-in/);
  await page.locator("input[name=email]").fill(member.email);
  await page.locator("input[name=password]").fill(member.password);
  await page.locator("form button[type=submit]").click();
  await page.waitForURL((address) => address.pathname === new URL(path, url).pathname);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

/** The text of the list's rows, gallery names only, in order. */
export function galleryColumn(page: Page): Promise<string[]> {
  return page.locator("table tbody th").allInnerTexts();
}

/** What the live result line says once the list has settled. */
export function resultLine(page: Page) {
  return page.getByRole("status").first();
}

/**
 * Clicks what sits in the application's side column once it has stopped moving. That column
 * follows the page's scrolling a frame after the page scrolled (sticky-side.ts), so a click
 * straight after Playwright scrolled it into view could press on the button and be released beside
 * it on a loaded machine: the click was lost. A person clicks after the scrolling, as this does.
 */
export async function clickInSideColumn(target: Locator): Promise<void> {
  await stillInSideColumn(target);
  await target.click();
}

/** The same for a radio button or a checkbox of the side column. */
export async function checkInSideColumn(target: Locator): Promise<void> {
  await stillInSideColumn(target);
  await target.check();
}

async function stillInSideColumn(target: Locator): Promise<void> {
  let last = "";
  for (let frame = 0; frame < 20; frame++) {
    await target.scrollIntoViewIfNeeded();
    await target.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const box = JSON.stringify(await target.boundingBox());
    if (box === last) break;
    last = box;
  }
}
