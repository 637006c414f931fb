/**
 * Issue 13, items 3, 4 and 8: an ended session (401/419) told apart from a lost connection, and
 * leaving the page while the application is being sent.
 */
import type { Dialog, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RETRY_DELAYS_MS } from "../src/client/session/keep-alive.ts";
import { sessionMessages } from "../src/client/session/session-messages.ts";
import { PING_INTERVAL_MS } from "../src/shared/limits.ts";
import { messages } from "../src/shared/messages.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import {
  draftFilePaths,
  fillMinimalApplication,
  formTestBed,
  galleryPicture,
  storedApplication,
  storedDraft,
} from "../test-support/form-page.ts";

const bed = formTestBed();

const send = (page: Page) => page.getByRole("button", { name: "Send application" }).click();
const notice = (page: Page) => page.getByRole("alert").filter({ hasText: sessionMessages.endedTitle });
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? document.activeElement?.tagName);
const status = (page: Page) => page.getByRole("status").filter({ hasText: sessionMessages.connectionLost });

/** Answers every dialog with `accept` and records "type: message". */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog: Dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return seen;
}

describe("sending with an ended session (401 or 419)", () => {
  for (const [call, status] of [
    ["/application-validate", 401],
    ["/application-submit", 419],
  ] as const) {
    it(`${call} answering ${status}: the draft is kept with its files, the page says so and focuses it; its reload brings everything back`, async () => {
      const page = await bed.openForm();
      const dialogs = recordDialogs(page);
      await fillMinimalApplication(page, `Galerie Sitzung ${status}`);
      await page.route(`**${call}`, (route) =>
        route.fulfill({ status, contentType: "application/json", body: `{"message":"${messages.sessionMissing}"}` }),
      );
      await send(page);
      await notice(page).waitFor();
      expect(await notice(page).innerText()).toContain(sessionMessages.endedSaved);
      expect(await notice(page).innerText()).not.toContain("try again");
      expect(await focusedText(page)).toContain(sessionMessages.endedTitle);
      expect(await page.getByText("please try again").count()).toBe(0);
      expect((await storedDraft(page))?.form).toMatchObject({ gallery: { name: `Galerie Sitzung ${status}` } });
      expect(await draftFilePaths(page)).toEqual(["gallery.pictures.0"]);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(await storedApplication(bed.server, `Galerie Sitzung ${status}`)).toBeUndefined();

      // Keyboard only: from the focused notice, Tab reaches the reload, Enter reloads.
      await page.unroute(`**${call}`);
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe(sessionMessages.reload);
      await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
      await page.getByRole("heading", { name: "Choice" }).waitFor();
      expect(dialogs).toEqual([`confirm: ${messages.restorePrompt}`]);
      expect(await page.getByLabel("Gallery name").inputValue()).toBe(`Galerie Sitzung ${status}`);
      await galleryPicture(page, 1).getByRole("button", { name: "Remove opening.png" }).waitFor();
      await send(page);
      await page.getByRole("heading", { name: "Application sent" }).waitFor();
      expect(await storedApplication(bed.server, `Galerie Sitzung ${status}`)).toBeDefined();
      await page.context().close();
    });
  }

  it("a 403 outside the application period shows the server's message, not an ended session nor 'try again'", async () => {
    const page = await bed.openForm();
    await fillMinimalApplication(page, "Galerie Zu Früh");
    const closed = "Applications for this edition open on 1 March.";
    await page.route("**/application-validate", (route) =>
      route.fulfill({
        status: 403,
        contentType: "application/json",
        body: JSON.stringify({ message: closed, opens_at: "2027-03-01T00:00:00Z", closes_at: "2027-04-01T00:00:00Z" }),
      }),
    );
    await send(page);
    const failure = page.locator(".submit .failure");
    await failure.waitFor();
    expect(await failure.innerText()).toBe(`${closed} ${sessionMessages.keptHere}`);
    expect(await notice(page).count()).toBe(0);
    await page.context().close();
  });
});

describe("keep-alive", () => {
  it("a ping that cannot reach the server shows a quiet 'retrying' status and retries with backoff; it recovers and keeps pinging; only a 419 ends the session", async () => {
    const context = await bed.browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    const dialogs = recordDialogs(page);
    const pings: number[] = [];
    let answered = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/application-ping")) pings.push(pings.length);
    });
    const onAnswered = (request: Request) => {
      if (request.url().endsWith("/application-ping")) answered++;
    };
    page.on("requestfinished", onAnswered);
    page.on("requestfailed", onAnswered);
    /** Moves the page's clock on once the last ping's answer has been handled (and the next one scheduled). */
    const fastForward = async (ms: number) => {
      await expect.poll(() => answered).toBe(pings.length);
      await page.waitForTimeout(200);
      await page.clock.fastForward(ms);
    };
    await page.goto(`${bed.server.url}/`);
    await page.getByRole("heading", { name: "Choice" }).waitFor();
    await page.getByLabel("Gallery name").fill("Galerie Funkloch");

    await page.route("**/application-ping", (route) => route.abort("internetdisconnected"));
    await fastForward(PING_INTERVAL_MS);
    await status(page).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Focus stays where the applicant was; the status is announced, not focused.
    await page.getByLabel("Gallery name").focus();
    await fastForward(RETRY_DELAYS_MS[0] as number);
    await expect.poll(() => pings.length).toBe(2);
    await fastForward(RETRY_DELAYS_MS[1] as number);
    await expect.poll(() => pings.length).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("gallery.name");

    // The server answers again: the status goes, the next ping comes a full interval later.
    await page.unroute("**/application-ping");
    await fastForward(RETRY_DELAYS_MS[2] as number);
    await expect.poll(() => status(page).count()).toBe(0);
    expect(pings.length).toBe(4);
    await fastForward(PING_INTERVAL_MS);
    await expect.poll(() => pings.length).toBe(5);
    expect(dialogs).toEqual([]);
    expect(await notice(page).count()).toBe(0);

    // A server error is not an ended session either.
    await page.route("**/application-ping", (route) => route.fulfill({ status: 503, body: "" }));
    await fastForward(PING_INTERVAL_MS);
    await status(page).waitFor();
    expect(dialogs).toEqual([]);

    await page.route("**/application-ping", (route) =>
      route.fulfill({ status: 419, contentType: "application/json", body: `{"message":"${messages.sessionMissing}"}` }),
    );
    await fastForward(RETRY_DELAYS_MS[0] as number);
    await expect.poll(() => dialogs).toEqual([`alert: ${messages.sessionExpiredAlert}`]);
    await notice(page).waitFor();
    expect(await status(page).count()).toBe(0);
    expect((await storedDraft(page))?.form).toMatchObject({ gallery: { name: "Galerie Funkloch" } });
    // Ended for good: no more pings.
    const after = pings.length;
    await fastForward(PING_INTERVAL_MS * 2);
    expect(pings.length).toBe(after);
    await context.close();
  });
});

describe("leaving while sending", () => {
  it("the browser asks before the page is left mid-upload, the page says what happens to the draft, and the draft is there", async () => {
    const page = await bed.openForm();
    await fillMinimalApplication(page, "Galerie Unterwegs");
    // The upload never finishes.
    await page.route("**/application-submit", () => undefined);
    await send(page);
    await page.getByText(sessionMessages.leavingWhileSending).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await expect
      .poll(async () => (await storedDraft(page))?.form)
      .toMatchObject({ gallery: { name: "Galerie Unterwegs" } });
    await expect.poll(() => draftFilePaths(page)).toEqual(["gallery.pictures.0"]);

    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(["beforeunload"]);
    // Dismissed: the page stays, still sending.
    expect(page.isClosed()).toBe(false);
    expect(await page.getByText(sessionMessages.leavingWhileSending).count()).toBe(1);
    await page.context().close();
  });

  it("no prompt when the page is left while nothing is being sent", async () => {
    const page = await bed.openForm();
    await page.getByLabel("Gallery name").fill("Galerie Ruhig");
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(asked).toEqual([]);
  });
});
