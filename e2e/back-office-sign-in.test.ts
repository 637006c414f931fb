/**
 * The back office's sign-in page in Chromium: keyboard only, no serious or critical axe violations
 * in each state (empty, refused, authentication code, setting up an app), desktop and phone.
 * The React back office behind it has its own browser tests.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentTotpCode } from "../src/server/staff/totp.ts";
import { closeContexts, seriousAccessibilityViolations, sharedChromium } from "../test-support/browser.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";
import { createStaff, type TestStaff } from "../test-support/staff.ts";

let server: TestServer;
let browser: Browser;
let member: TestStaff;
let withApp: TestStaff;
const SHOTS = process.env.SCREENSHOT_DIR;

beforeAll(async () => {
  server = await startTestServer({ STAFF_REQUIRE_TOTP: "false" });
  browser = await sharedChromium();
  member = await createStaff(server.app, { email: "keys@fair.example", role: "reviewer" });
  withApp = await createStaff(server.app, { email: "app@fair.example", role: "admin", totp: true });
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

async function open(width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
  await page.goto(`${server.url}/admin/sign-in?next=/admin/applications`);
  return page;
}

async function check(page: Page, name: string) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.each([1280, 390])("the sign-in page at %i px", (width) => {
  it("is signed in with the keyboard alone, after a refusal named in the error summary", async () => {
    const page = await open(width);
    await check(page, `sign-in-${width}`);
    // The email field has focus on arrival.
    await page.keyboard.type(member.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type("not the password");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/sign-in$/);
    await expect.poll(() => page.title()).toMatch(/^Error: Sign in/);
    const summary = page.getByRole("alert");
    await expect.poll(() => summary.textContent()).toContain("Email or password is wrong.");
    // The page script moves focus once it has run, which a loaded machine may do after the text shows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("error-summary");
    await check(page, `sign-in-error-${width}`);
    expect(await page.getByLabel("Email").inputValue()).toBe(member.email);

    await page.getByLabel("Password").focus();
    await page.keyboard.type(member.password);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/applications$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "staff_sid")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/admin",
    });
    await page.context().close();
  });

  it("asks a member with an authenticator app for the code", async () => {
    const page = await open(width);
    await page.getByLabel("Email").fill(withApp.email);
    await page.getByLabel("Password").fill(withApp.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    const code = page.getByLabel("Authentication code");
    await code.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("totp");
    await check(page, `sign-in-code-${width}`);
    await page.keyboard.type(currentTotpCode(withApp.totpSecret as string, Date.now() + (width === 390 ? 30_000 : 0)));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(/\/admin\/applications$/);
    await page.context().close();
  });
});

describe("with two-step sign-in required for everyone", () => {
  it("shows a member without an app the key to add, and signs in once its code is right", async () => {
    const required = await startTestServer({ STAFF_REQUIRE_TOTP: "true" });
    try {
      const newcomer = await createStaff(required.app, { email: "new@fair.example", role: "reviewer" });
      const page = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
      await page.goto(`${required.url}/admin/sign-in`);
      await page.getByLabel("Email").fill(newcomer.email);
      await page.getByLabel("Password").fill(newcomer.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Set up two-step sign-in" }).waitFor();
      await check(page, "sign-in-setup-390");
      const secret = ((await page.locator("#secret").textContent()) ?? "").replace(/\s+/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel("Authentication code").fill(currentTotpCode(secret));
      await page.getByRole("button", { name: "Verify" }).click();
      await page.waitForURL(/\/admin$/);
      const stored = await required.app.db
        .selectFrom("staff")
        .select("totp_secret")
        .where("email", "=", newcomer.email)
        .executeTakeFirst();
      expect(stored?.totp_secret).toBe(secret);
      await page.context().close();
    } finally {
      await required.close();
    }
  });
});
