/**
 * A gallery's status page in Chromium: from the link in the confirmation email to the page, and a
 * withdrawal with its confirmation step, by keyboard only, with no serious accessibility violation
 * and nothing wider than the screen, at 1280 and 390 px. A correction before the deadline through
 * the form filled with what was stored, and the form that emails the links again.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeStatus } from "../src/server/applications/status.ts";
import { forgetEditions } from "../src/server/editions/editions.ts";
import { issueStatusToken } from "../src/server/status-page/tokens.ts";
import { outboxDir } from "../src/server/store/data-dir.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { storeApplication } from "../test-support/applications.ts";
import { pageProblems as auditPage, closeContexts, sharedChromium, tabTo } from "../test-support/browser.ts";
import { filesForForm } from "../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";
import { mailText, until } from "../test-support/smtp-server.ts";
import { createStaff, signIn } from "../test-support/staff.ts";

const PUBLIC_URL = "https://apply.fair.example";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ PUBLIC_URL }), sharedChromium()]);
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

/** Sends an application as the form does and returns the status link of its confirmation email. */
async function applyAndReadLink(gallery: string): Promise<string> {
  const visitor = await server.visitor();
  const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
  form.gallery.name = gallery;
  const answer = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  const { id } = (await answer.json()) as { id: string };
  const file = path.join(outboxDir(server.dataDir), `${id}.eml`);
  const mail = await until(() => readFile(file, "utf8").then(mailText));
  const link = /https:\/\/apply\.fair\.example\/status\/[A-Za-z0-9_-]{32}/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  return link as string;
}

/** The link as the gallery follows it: PUBLIC_URL is where the proxy would send it on to this server. */
const onServer = (link: string) => `${server.url}${new URL(link).pathname}`;

const problems = (page: Page) => pageProblems(page);

async function pageProblems(page: Page): Promise<string[]> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return [...(await auditPage(page)), ...(wider ? ["the page is wider than the screen"] : [])];
}

describe.each([
  ["desktop", DESKTOP, true],
  ["phone", PHONE, true],
  // axe runs in the page: without JavaScript only the way through is checked.
  ["desktop without JavaScript", DESKTOP, false],
])("on a %s", (name, viewport, javaScriptEnabled) => {
  it("follows the confirmation's link, then withdraws by keyboard after confirming", async () => {
    const gallery = `Galerie ${name.replace(/\W/g, "-")}`;
    const link = await applyAndReadLink(gallery);
    const context = await browser.newContext({ viewport, javaScriptEnabled });
    const problems = async (page: Page) => (javaScriptEnabled ? pageProblems(page) : []);
    try {
      const page = await context.newPage();
      await page.goto(onServer(link));
      await page.getByRole("heading", { name: "Your application" }).waitFor();
      expect(await page.getByText(gallery).first().isVisible()).toBe(true);
      expect(await page.getByText("Being reviewed").isVisible()).toBe(true);
      await expect
        .poll(() =>
          page
            .locator("img")
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      expect(await problems(page)).toEqual([]);

      const withdraw = page.getByRole("link", { name: "Withdraw this application" });
      await tabTo(page, withdraw);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Withdraw this application?" }).waitFor();
      expect(await problems(page)).toEqual([]);
      const yes = page.getByRole("button", { name: "Yes, withdraw the application" });
      await tabTo(page, yes);
      await page.keyboard.press("Enter");
      await page.getByText("The application has been withdrawn.").waitFor();
      expect(await page.getByText("Withdrawn", { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Withdraw this application" }).count()).toBe(0);
      expect(await problems(page)).toEqual([]);
      const row = await server.app.db
        .selectFrom("applications")
        .select("status")
        .where("gallery_name", "=", gallery)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("withdrawn");
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("a decided application on a %s", (name, viewport) => {
  it("offers no change: the page says so without telling the decision, and the change page leads back", async () => {
    const gallery = `Galerie Decided ${name}`;
    const link = await applyAndReadLink(gallery);
    const { id } = await server.app.db
      .selectFrom("applications")
      .select("id")
      .where("gallery_name", "=", gallery)
      .executeTakeFirstOrThrow();
    // Decided, not released: the page must not tell which decision.
    await server.app.db.updateTable("editions").set({ decisions_released: 0 }).execute();
    await changeStatus(server.app.db, [id], "rejected", { staffId: null, via: "cli" }, null);
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await page.goto(onServer(link));
      await page.getByRole("heading", { name: "Your application" }).waitFor();
      expect(await page.getByText("Being reviewed").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Change my application" }).count()).toBe(0);
      expect(await page.getByText("so it can no longer be changed").isVisible()).toBe(true);
      expect(await problems(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({
          path: path.join(process.env.SCREENSHOT_DIR, `decided-status-${name}.png`),
          fullPage: true,
        });

      // An old bookmark of the change page.
      const answer = await page.goto(`${onServer(link)}/change`);
      expect(answer?.status()).toBe(409);
      await page.getByRole("heading", { name: "This application can no longer be changed" }).waitFor();
      const text = (await page.locator("main").innerText()).replaceAll(gallery, "");
      expect(text).not.toMatch(/accepted|waitlist|rejected/i);
      expect(await problems(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({
          path: path.join(process.env.SCREENSHOT_DIR, `decided-change-${name}.png`),
          fullPage: true,
        });
      const back = page.getByRole("link", { name: "Back to the application's page" });
      await tabTo(page, back);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { name: "Your application" }).waitFor();
    } finally {
      await context.close();
      await server.app.db.updateTable("editions").set({ decisions_released: 1 }).execute();
      forgetEditions(server.app.db);
    }
  }, 60_000);
});

it("corrects the application before the deadline by keyboard: the form filled with what was stored", async () => {
  const link = await applyAndReadLink("Galerie Erstfassung");
  // A member reviews the first version.
  const member = await createStaff(server.app, { email: "bo@fair.example", name: "Bo Admin", role: "admin" });
  const session = await signIn(server.url, member.email, member.password);
  const { id } = await server.app.db
    .selectFrom("applications")
    .select("id")
    .where("gallery_name", "=", "Galerie Erstfassung")
    .executeTakeFirstOrThrow();
  const edition = server.config.openEditions[0] as string;
  const criteria = (await (await session.fetch(`/admin/api/editions/${edition}/criteria`)).json()) as {
    items: { id: string }[];
  };
  const reviewed = await session.fetch(`/admin/api/applications/${id}/review`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scores: Object.fromEntries(criteria.items.map((c) => [c.id, 3])), comment: "" }),
  });
  expect(reviewed.status).toBe(200);
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(onServer(link));
    const change = page.getByRole("link", { name: "Change my application" });
    await tabTo(page, change);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Change your application" }).waitFor();
    const name = page.getByLabel("Gallery name");
    expect(await name.inputValue()).toBe("Galerie Erstfassung");
    // The stored files shown as chosen, with their thumbnails from the status page.
    await page.getByText("sent before").first().waitFor();
    await page
      .locator("img.file-upload__thumbnail")
      .first()
      .evaluate((img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 0
          ? undefined
          : new Promise((loaded) => img.addEventListener("load", loaded)),
      );
    expect(await page.getByLabel("Tax number").inputValue()).toBe("");
    expect(await pageProblems(page)).toEqual([]);

    // The form's own keyboard journey is form-keyboard.test.ts's: here focus goes straight to the fields.
    await name.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Galerie Zweitfassung");
    const send = page.getByRole("button", { name: "Send the changes" });
    await send.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Changes saved" }).waitFor();
    expect(await pageProblems(page)).toEqual([]);
    const back = page.getByRole("link", { name: "Back to your application's page" });
    await tabTo(page, back);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Your application" }).waitFor();
    expect(await page.getByText("Galerie Zweitfassung").first().isVisible()).toBe(true);
    expect(await page.getByText("Changed", { exact: true }).isVisible()).toBe(true);
    expect(await pageProblems(page)).toEqual([]);

    // The back office shows the latest version, and the review as one of the first.
    await context.addCookies([{ ...parseCookie(session.cookie), url: server.url }]);
    await page.goto(`${server.url}/admin/applications/${id}`);
    await page.getByText(/^Changed on /).waitFor();
    await page.getByText(/^Written for version 1, before the change on /).waitFor();
    expect(await page.getByRole("heading", { name: "Galerie Zweitfassung" }).count()).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
  const row = await server.app.db
    .selectFrom("applications")
    .select(["version", "tax_number"])
    .where("gallery_name", "=", "Galerie Zweitfassung")
    .executeTakeFirstOrThrow();
  expect(Number(row.version)).toBe(2);
}, 90_000);

it("refuses a change from a page opened before another change was saved, keeping what was typed", async () => {
  const link = await applyAndReadLink("Galerie Zwei Fenster");
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    // The director and her assistant open the change page on the same version.
    const [director, assistant] = [await context.newPage(), await context.newPage()];
    for (const page of [director, assistant]) {
      await page.goto(`${onServer(link)}/change`);
      await page.getByRole("heading", { name: "Change your application" }).waitFor();
      await page.getByText("sent before").first().waitFor();
    }
    await director.getByLabel("Gallery name").fill("Galerie Zwei Fenster Berlin");
    await director.getByRole("button", { name: "Send the changes" }).click();
    await director.getByRole("heading", { name: "Changes saved" }).waitFor();

    // Back at her page, entering a field, the assistant is told at once that it is behind.
    await assistant.getByLabel("Gallery name").focus();
    const notice = assistant.getByRole("alert").filter({ hasText: "This application was changed elsewhere" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain("version 2 was saved");
    expect(await pageProblems(assistant)).toEqual([]);

    // Sending anyway is refused, and what was typed stays.
    await assistant.getByLabel("Gallery name").fill("Galerie Zwei Fenster Wien");
    await assistant.getByRole("button", { name: "Send the changes" }).click();
    await assistant.getByRole("alert").filter({ hasText: "changed after this page was opened" }).waitFor();
    expect(await assistant.getByLabel("Gallery name").inputValue()).toBe("Galerie Zwei Fenster Wien");
    expect(await assistant.getByRole("heading", { name: "Changes saved" }).count()).toBe(0);
  } finally {
    await context.close();
  }
  const rows = await server.app.db
    .selectFrom("applications")
    .select(["gallery_name", "version"])
    .where("gallery_name", "like", "Galerie Zwei Fenster%")
    .execute();
  expect(rows.map((r) => [r.gallery_name, Number(r.version)])).toEqual([["Galerie Zwei Fenster Berlin", 2]]);
}, 90_000);

it("starts an application for the open edition from last year's, its files kept", async () => {
  const old = exampleApplication({ edition: "fair-2020", artists: 1, artworksPerArtist: 1 });
  old.gallery.name = "Galerie Vorjahr";
  const earlier = await storeApplication(server.app, old);
  const token = await issueStatusToken(server.app.db, earlier.id);
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/status/${token}`);
    const start = page.getByRole("link", { name: /^Start an application for .+ from this one$/ });
    await tabTo(page, start);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Apply for the art fair" }).waitFor();
    expect(await page.getByLabel("Gallery name").inputValue()).toBe("Galerie Vorjahr");
    await page.getByText("sent before").first().waitFor();
    expect(await pageProblems(page)).toEqual([]);
    await page.getByRole("button", { name: "Send application" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Application sent" }).waitFor();
  } finally {
    await context.close();
  }
  const rows = await server.app.db
    .selectFrom("applications")
    .select(["id", "edition"])
    .where("gallery_name", "=", "Galerie Vorjahr")
    .orderBy("submitted_at")
    .execute();
  expect(rows.map((r) => r.edition)).toEqual(["fair-2020", server.config.openEditions[0]]);
  const files = await server.app.db
    .selectFrom("files")
    .select("id")
    .where("application_id", "=", rows[1]?.id as string)
    .execute();
  expect(files.length).toBe(filesForForm(old).size);
}, 90_000);

it("asks for the links again from /status by keyboard, with the same answer for any address", async () => {
  // By address: another test's confirmation may still be on its way to the outbox (it is sent after the answer).
  const mailsToNobody = async () => {
    const dir = outboxDir(server.dataDir);
    const names = (await readdir(dir)).filter((n) => n.endsWith(".eml"));
    const texts = await Promise.all(names.map((n) => readFile(path.join(dir, n), "utf8")));
    return texts.filter((text) => /^To:.*nobody@nowhere\.example/m.test(text)).length;
  };
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/status`);
    expect(await pageProblems(page)).toEqual([]);
    const field = page.getByLabel("Contact email address");
    await tabTo(page, field);
    await page.keyboard.type("nobody@nowhere.example");
    await page.keyboard.press("Enter");
    await page.getByText("If an application was sent with this address").waitFor();
    expect(await pageProblems(page)).toEqual([]);
  } finally {
    await context.close();
  }
  // No application was sent with that address: no email goes out (the server tests also check the order).
  expect(await mailsToNobody()).toBe(0);
}, 60_000);

it("an admin edits a template with its preview, prepares and sends the letters; the gallery reads its letter", async () => {
  const link = await applyAndReadLink("Galerie Brief");
  const row = await server.app.db
    .selectFrom("applications")
    .select("id")
    .where("gallery_name", "=", "Galerie Brief")
    .executeTakeFirstOrThrow();
  await changeStatus(server.app.db, [row.id], "accepted", { staffId: null, via: "cli" }, null);
  const member = await createStaff(server.app, { email: "ada@fair.example", name: "Ada Admin", role: "admin" });
  const session = await signIn(server.url, member.email, member.password);
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport });
    await context.addCookies([{ ...parseCookie(session.cookie), url: server.url }]);
    try {
      const page = await context.newPage();
      const edition = server.config.openEditions[0] as string;
      await page.goto(`${server.url}/admin/editions/${edition}/letters`);
      await page.getByRole("heading", { name: "Preview (as saved)" }).waitFor();
      await page.getByText("To: ").waitFor();
      expect(await page.locator(".letters-mail__body").innerText()).toContain("Galerie Brief");
      expect(await problems(page)).toEqual([]);
      if (viewport === DESKTOP) {
        await page.getByLabel("Subject").fill("Welcome, {{gallery}}");
        await page.getByRole("button", { name: "Save the template" }).click();
        await page.getByText("The template is saved.").waitFor();
        await page.getByText("Welcome, Galerie Brief").waitFor();
      }

      await page.goto(`${server.url}/admin/letters`);
      await page.getByRole("heading", { name: "Letters" }).waitFor();
      if (viewport === DESKTOP) {
        await page.getByRole("button", { name: "Prepare letters" }).click();
        await page.getByText(/letters? prepared/).waitFor();
        await page.getByLabel("Galerie Brief: Accepted").check();
        await page.getByRole("button", { name: /Send the selected letters/ }).click();
        await page
          .getByRole("dialog", { name: "Send 1 letter to 1 gallery?" })
          .getByRole("button", { name: "Send 1 letter" })
          .click();
        await page.getByText("1 sent.").waitFor();
      }
      await page.getByLabel("Show").selectOption("sent");
      await page.getByText("Welcome, Galerie Brief").waitFor();
      expect(await problems(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(onServer(link));
    await page.getByRole("heading", { name: "The committee's letter" }).waitFor();
    expect(await page.getByText("Welcome, Galerie Brief").isVisible()).toBe(true);
    expect(await problems(page)).toEqual([]);
  } finally {
    await context.close();
  }
}, 90_000);

function parseCookie(cookie: string): { name: string; value: string } {
  const [name = "", ...rest] = cookie.split("=");
  return { name, value: rest.join("=") };
}
