import type { BrowserContext, Dialog, Page } from "playwright-core";
import { expect, it } from "vitest";
import { PING_INTERVAL_MS } from "../src/shared/limits.ts";
import { messages } from "../src/shared/messages.ts";
import {
  artist,
  BIO,
  draftFilePaths,
  formTestBed,
  galleryPicture,
  pdf,
  png,
  storedDraft,
  upload,
} from "../test-support/form-page.ts";

const bed = formTestBed();

/** Loads the page, answering the restore prompt (if one comes) with `answer`; returns the prompts seen. */
async function load(page: Page, answer: "accept" | "dismiss" = "dismiss"): Promise<string[]> {
  const prompts: string[] = [];
  const onDialog = (dialog: Dialog) => {
    prompts.push(dialog.message());
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  };
  page.on("dialog", onDialog);
  await page.goto(`${bed.server.url}/`);
  await page.getByRole("heading", { name: "Choice" }).waitFor();
  page.off("dialog", onDialog);
  return prompts;
}

async function typeSomeWork(page: Page, gallery: string): Promise<void> {
  await page.getByLabel("Gallery name").fill(gallery);
  await artist(page, 1).getByLabel("First name").fill("Ada");
  await artist(page, 1).getByLabel("Biography").fill(BIO);
}

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await bed.browser.newContext();
  return { context, page: await context.newPage() };
}

it("what is typed is kept as a draft with its files; on return the prompt brings it all back, and the draft is gone", async () => {
  const { context, page } = await newPage();
  expect(await load(page)).toEqual([]);
  await typeSomeWork(page, "Galerie Entwurf");
  await upload(page, "Proof documents", [pdf("registration.pdf")]);
  await page.getByRole("button", { name: "Add a gallery picture" }).click();
  await upload(galleryPicture(page, 1), "Picture (required)", [png("opening.png", 120, 80)]);
  await galleryPicture(page, 1).getByLabel("Exhibition title").fill("Salt");
  await expect
    .poll(async () => (await storedDraft(page))?.form)
    .toMatchObject({
      gallery: { name: "Galerie Entwurf", pictures: [{ exhibition_title: "Salt", filename: "opening.png" }] },
      artists: [{ first_name: "Ada", bio: BIO }],
    });
  await expect.poll(() => draftFilePaths(page)).toEqual(["gallery.pictures.0", "proof.0"]);

  expect(await load(page, "accept")).toEqual([messages.restorePrompt]);
  expect(await page.getByLabel("Gallery name").inputValue()).toBe("Galerie Entwurf");
  expect(await artist(page, 1).getByLabel("Biography").inputValue()).toBe(BIO);
  expect(await galleryPicture(page, 1).getByLabel("Exhibition title").inputValue()).toBe("Salt");
  await page.getByRole("button", { name: "Remove registration.pdf" }).waitFor();
  await galleryPicture(page, 1).getByRole("button", { name: "Remove opening.png" }).waitFor();
  // Removed after the prompt, whatever the answer: nothing is stored until the next change.
  expect(await storedDraft(page)).toBeNull();
  expect(await draftFilePaths(page)).toEqual([]);
  await context.close();
});

it("declining starts an empty form, and the draft is gone: the next visit asks nothing", async () => {
  const { context, page } = await newPage();
  await load(page);
  await typeSomeWork(page, "Galerie Abgelehnt");
  await upload(page, "Proof documents", [pdf("registration.pdf")]);
  await expect.poll(() => draftFilePaths(page)).toEqual(["proof.0"]);

  expect(await load(page, "dismiss")).toEqual([messages.restorePrompt]);
  expect(await page.getByLabel("Gallery name").inputValue()).toBe("");
  expect(await page.getByRole("button", { name: "Remove registration.pdf" }).count()).toBe(0);
  expect(await storedDraft(page)).toBeNull();
  expect(await draftFilePaths(page)).toEqual([]);
  expect(await load(page)).toEqual([]);
  await context.close();
});

it("leaving the page right after typing still keeps the last keystrokes", async () => {
  const { context, page } = await newPage();
  await load(page);
  await page.getByLabel("Gallery name").fill("Galerie Eilig");
  // No wait for the debounced save: navigating away (pagehide) saves at once.
  expect(await load(page, "accept")).toEqual([messages.restorePrompt]);
  expect(await page.getByLabel("Gallery name").inputValue()).toBe("Galerie Eilig");
  await context.close();
});

it("the session is pinged every 300 s with the CSRF header; a failed ping saves the draft and says the session has likely expired", async () => {
  const { context, page } = await newPage();
  await page.clock.install();
  const pings: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/application-ping")) pings.push(request.headers()["x-csrf-token"]);
  });
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await load(page);
  const token = await page.locator('meta[name="csrf-token"]').getAttribute("content");

  await page.clock.fastForward(PING_INTERVAL_MS);
  await expect.poll(() => pings).toEqual([token]);
  expect(alerts).toEqual([]);

  await page.getByLabel("Gallery name").fill("Galerie Ping");
  await page.clock.fastForward(2000);
  await expect.poll(async () => (await storedDraft(page))?.form).toMatchObject({ gallery: { name: "Galerie Ping" } });
  // Forget the typed draft, so what follows shows the failed ping saving it by itself.
  await page.evaluate(() => window.localStorage.clear());
  await page.route("**/application-ping", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: `{"message":"${messages.sessionMissing}"}` }),
  );
  await page.clock.fastForward(PING_INTERVAL_MS);
  await expect.poll(() => alerts).toEqual([`alert: ${messages.sessionExpiredAlert}`]);
  expect((await storedDraft(page))?.form).toMatchObject({ gallery: { name: "Galerie Ping" } });
  expect(pings).toEqual([token, token]);
  await context.close();
});
