/**
 * The team run from the back office in Chromium: an admin invites a member with the keyboard alone,
 * the member chooses her password with the emailed link (on PUBLIC_URL) and signs in; "Forgot your
 * password?"; disabling a member ends her session; a member sets up, replaces and removes her
 * authenticator app on her account page, each step asking for her password or codes; the staff
 * page, the account page and the password pages are axe clean at 1280 and 390 px and never wider
 * than the window.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { currentTotpCode } from "../src/server/staff/totp.ts";
import { StaffStore } from "../src/server/store/staff.ts";
import { backOfficeTestBed, PHONE, signInThroughPage } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations, tabTo } from "../test-support/browser.ts";
import { passwordLinkFor } from "../test-support/mail.ts";
import { createStaff } from "../test-support/staff.ts";

const PUBLIC_URL = "https://apply.fair.example";
const bed = backOfficeTestBed({ PUBLIC_URL });

/** The emailed link as its owner follows it: PUBLIC_URL is where the proxy sends it on to this server. */
async function emailedLink(to: string): Promise<string> {
  const link = await passwordLinkFor(bed.server().dataDir, to);
  expect(link.startsWith(`${PUBLIC_URL}/admin/set-password/`)).toBe(true);
  return `${bed.server().url}${new URL(link).pathname}`;
}

const memberRow = (page: Page, name: string) =>
  page.getByRole("region", { name: "Members table" }).getByRole("row", { name: new RegExp(name) });
const changesTable = (page: Page) => page.getByRole("region", { name: "Changes to accounts table" });

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
  // Signed in at once: she lands in the back office.
  await page.waitForURL(/\/admin$/);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
}

describe("the team", () => {
  it("invite → email → set password → sign in, the invitation with the keyboard alone", async () => {
    const server = bed.server();
    const admin = await bed.newPage();
    await signInThroughPage(admin, server.url, bed.staff("admin"), "/admin/staff");
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    expect(await memberRow(admin, "Rita Reviewer").innerText()).toMatch(/Reviewer\s+Active\s+Never/);

    await tabTo(admin, admin.getByLabel("Email"));
    await admin.keyboard.type("bea@fair.example");
    await admin.keyboard.press("Tab");
    await admin.keyboard.type("Bea Beispiel");
    await tabTo(admin, admin.getByRole("button", { name: "Send invitation" }));
    await admin.keyboard.press("Enter");
    await expect.poll(() => admin.getByRole("status").filter({ hasText: "Invitation sent" }).count()).toBe(1);
    await expect.poll(() => memberRow(admin, "Bea Beispiel").innerText()).toMatch(/Invited/);
    expect(await seriousAccessibilityViolations(admin)).toEqual([]);
    await expect.poll(() => changesTable(admin).innerText()).toMatch(/Bea Beispiel\s+Invited: Reviewer\s+Ada Admin/);

    const link = await emailedLink("bea@fair.example");
    const bea = await bed.newPage();
    await bea.goto(link);
    expect(await seriousAccessibilityViolations(bea)).toEqual([]);
    // Keyboard alone: the field has focus on arrival.
    await bea.keyboard.type("password1234");
    await bea.keyboard.press("Enter");
    await expect.poll(() => bea.getByRole("alert").innerText()).toContain("one of the most common");
    expect(await seriousAccessibilityViolations(bea)).toEqual([]);
    await bea.getByLabel("New password").focus();
    await bea.keyboard.type("bea chooses a long passphrase");
    await bea.keyboard.press("Enter");
    // Her password chosen, she is signed in and lands in the back office.
    await bea.waitForURL(/\/admin$/);
    await bea.getByRole("heading", { level: 1 }).waitFor();
    expect(await bea.getByRole("link", { name: "Sign in" }).count()).toBe(0);

    await admin.reload();
    await expect.poll(() => memberRow(admin, "Bea Beispiel").innerText()).toMatch(/Active/);
  });

  it("disabling a member ends her session at once", async () => {
    const server = bed.server();
    const rita = await bed.newPage();
    await signInThroughPage(rita, server.url, bed.staff("reviewer"), "/admin/queue");
    const admin = await bed.newPage();
    await signInThroughPage(admin, server.url, bed.staff("admin"), "/admin/staff");
    await admin.getByRole("button", { name: "Disable Rita Reviewer" }).click();
    await expect.poll(() => memberRow(admin, "Rita Reviewer").innerText()).toMatch(/Disabled/);
    await rita.reload();
    await rita.waitForURL(/\/admin\/sign-in/);
    await admin.getByRole("button", { name: "Enable Rita Reviewer" }).click();
    await expect.poll(() => memberRow(admin, "Rita Reviewer").innerText()).toMatch(/Active/);
  });

  it("forgot password: a link by email, a new password, signed in", async () => {
    const server = bed.server();
    const page = await bed.newPage(PHONE);
    await page.goto(`${server.url}/admin/sign-in`);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.type("rita@fair.example");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const link = await emailedLink("rita@fair.example");
    await choosePassword(page, link, "rita's fresh long passphrase");
    await page.context().clearCookies();
    await page.goto(`${server.url}/admin/sign-in`);
    await signIn(page, "rita@fair.example", "rita's fresh long passphrase");
  });

  it("two-step sign-in on the account page: set up with the password, replaced with both, removed with a code", async () => {
    const server = bed.server();
    const tess = await createStaff(server.app, {
      email: "tess@fair.example",
      name: "Tess Twostep",
      role: "reviewer",
      password: "tess's own long passphrase",
    });
    const secretOf = async () => (await new StaffStore(server.app.db).findById(tess.id))?.totpSecret ?? null;
    const page = await bed.newPage();
    await signInThroughPage(page, server.url, tess, "/admin/account");
    const panel = page.getByRole("region", { name: "Two-step sign-in" });
    await expect.poll(() => panel.innerText()).toContain("Signing in asks for your password only.");

    await panel.getByRole("button", { name: "Set up an authenticator app" }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Set up an authenticator app");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const first = (await panel.locator(".totp-key").innerText()).replace(/\s+/g, "");
    expect(await panel.getByRole("link", { name: "open it in the app" }).getAttribute("href")).toMatch(
      /^otpauth:\/\/totp\//,
    );
    await panel.getByLabel("Code from the new app").fill(currentTotpCode(first));
    // A session alone does not set one up.
    await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect
      .poll(() => panel.getByRole("alert").innerText())
      .toBe("Enter your current password: setting up an authenticator app needs it.");
    await panel.getByLabel("Current password").fill("someone else's guess");
    await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect.poll(() => panel.getByRole("alert").innerText()).toBe("The current password is not right.");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await secretOf()).toBeNull();
    await panel.getByLabel("Current password").fill(tess.password);
    await panel.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await expect.poll(() => panel.getByRole("status").innerText()).toContain("Two-step sign-in is on");
    expect(await secretOf()).toBe(first);

    await panel.getByRole("button", { name: "Replace the app" }).click();
    const second = (await panel.locator(".totp-key").innerText()).replace(/\s+/g, "");
    await panel.getByLabel("Current password").fill(tess.password);
    await panel.getByLabel("Code from the new app").fill(currentTotpCode(second));
    await panel.getByRole("button", { name: "Replace the app" }).click();
    await expect
      .poll(() => panel.getByRole("alert").innerText())
      .toBe("Enter the code your current authenticator app shows: replacing it needs one.");
    // The app she has shows its next code (the one that set it up is used).
    await panel.getByLabel("Code from your current app").fill(currentTotpCode(first, Date.now() + 30_000));
    await panel.getByRole("button", { name: "Replace the app" }).click();
    await expect.poll(() => panel.getByRole("status").innerText()).toContain("Your new authenticator app is set up");
    expect(await secretOf()).toBe(second);

    await panel.getByRole("button", { name: "Remove the app" }).click();
    await panel.getByLabel("Code from your app").fill(currentTotpCode(second, Date.now() + 30_000));
    await panel.getByRole("button", { name: "Remove the app" }).click();
    await expect.poll(() => panel.getByRole("status").innerText()).toContain("Two-step sign-in is off");
    expect(await secretOf()).toBeNull();
  });

  it("the staff page fits a phone, axe clean", async () => {
    const server = bed.server();
    const page = await bed.newPage(PHONE);
    await signInThroughPage(page, server.url, bed.staff("admin"), "/admin/staff");
    await changesTable(page).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.goto(`${server.url}/admin/account`);
    await page.getByRole("heading", { name: "Your account" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    // The key to type into a phone, on a phone.
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await page.locator(".totp-key").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
