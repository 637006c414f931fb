/**
 * The artwork viewer and the contact sheet in Chromium: any picture of an application opens the
 * whole sequence full screen; the keyboard moves through it, zooms and closes it with focus back
 * on the picture; the neighbours are fetched ahead and the original only when zooming past the
 * screen-sized picture. A juror scores from the viewer with 1–5, ↑/↓ and Enter, and "Save and
 * next" opens the next application of her queue in the viewer. No serious accessibility violation
 * at 1280 and 390 px. VIEWER_SCREENSHOTS=<dir> keeps screenshots of the viewer and the sheet.
 */
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { storeWithFiles } from "../src/server/demo/store-with-files.ts";
import type { ApplicationForm } from "../src/shared/application.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations, tabTo } from "../test-support/browser.ts";
import { createStaff, type TestStaff } from "../test-support/staff.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const SHOTS = process.env.VIEWER_SCREENSHOTS;

/** A painting-like picture, large enough that the screen-sized variant is smaller than the original. */
async function painting(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},60%,25%)"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="hsl(${(hue + 60) % 360},80%,70%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

interface Stored {
  id: string;
  form: ApplicationForm;
}

/** An application whose pictures are real-sized JPEGs: 2 artists × 3 artworks and 2 gallery pictures. */
async function storeWithPaintings(name: string, at: number): Promise<Stored> {
  const form = galleryApplication(EDITION, name);
  const pictures = new Map<string, Buffer>();
  let hueIndex = 0;
  const hue = () => {
    hueIndex++;
    return hueIndex * 47;
  };
  for (const [a, artist] of form.artists.entries())
    for (const [w] of artist.artworks.entries())
      pictures.set(`artists.${a}.artworks.${w}`, await painting(w === 1 ? 1400 : 2400, w === 1 ? 2200 : 1600, hue()));
  for (const [g] of form.gallery.pictures.entries())
    pictures.set(`gallery.pictures.${g}`, await painting(2000, 1300, hue()));
  const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
  const server = bed.server();
  const id = await storeWithFiles(
    server.app.db,
    server.app.store,
    form,
    (recordPath) => pictures.get(recordPath) ?? pdf,
    { now: at },
  );
  return { id, form };
}

let first: Stored;
let second: Stored;
let juror: TestStaff;

beforeAll(async () => {
  first = await storeWithPaintings("Galerie Nordlicht", T0);
  second = await storeWithPaintings("Atelier Ø", T0 + 3_600_000);
  juror = await createStaff(bed.server().app, { email: "jo@fair.example", name: "Jo Juror", role: "reviewer" });
});

/** 2 artists × 3 artworks, then 2 gallery pictures; the rendering is a PDF and stays out. */
const TOTAL = 8;

async function openApplication(id: string, member: TestStaff = bed.staff("admin"), viewport = DESKTOP) {
  const page = await bed.newPage(viewport);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await signInThroughPage(page, bed.server().url, member, `/admin/applications/${id}`);
  return { page, requested };
}

const viewer = (page: Page) => page.getByRole("dialog", { name: "Artwork viewer" });
const position = (page: Page) => viewer(page).locator(".viewer-position").innerText();
const shown = (page: Page) => viewer(page).locator("img.viewer-image");
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

function artistName(form: ApplicationForm, index: number): string {
  const artist = form.artists[index];
  return `${artist?.first_name} ${artist?.last_name}`;
}

describe("the artwork viewer", () => {
  it("opens at the picture chosen, moves with the keys, zooms into the original and gives focus back", async () => {
    const { page, requested } = await openApplication(first.id);
    const title = first.form.artists[0]?.artworks[1]?.title as string;
    const opener = page
      .getByRole("list", { name: `Artworks by ${artistName(first.form, 0)}` })
      .getByRole("button", { name: `Open ${title} by ${artistName(first.form, 0)} in the viewer` });
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    await viewer(page).waitFor();
    expect(await position(page)).toBe(`2 of ${TOTAL}`);
    const caption = await viewer(page).locator(".viewer-caption").innerText();
    expect(caption).toContain(artistName(first.form, 0));
    expect(caption).toContain(title);
    expect(caption).toContain(first.form.artists[0]?.artworks[1]?.meta as string);
    expect(caption).toContain("Will be presented");
    // The screen-sized picture, really loaded: 1400 × 2200 fits within 1600 px.
    expect(await shown(page).getAttribute("src")).toMatch(/^\/admin\/files\/[\w-]+\/screen$/);
    await expect.poll(() => shown(page).evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(1600);
    // Both neighbours were asked for before anyone moved.
    const screens = () => requested.filter((p) => p.endsWith("/screen"));
    await expect.poll(() => screens().length).toBeGreaterThanOrEqual(3);
    const firstScreen = screens()[0] as string;

    await page.keyboard.press("ArrowRight");
    expect(await position(page)).toBe(`3 of ${TOTAL}`);
    expect(await viewer(page).locator(".viewer-caption").innerText()).toContain("Similar work");
    await page.keyboard.press("End");
    expect(await position(page)).toBe(`${TOTAL} of ${TOTAL}`);
    expect(await viewer(page).locator(".viewer-caption").innerText()).toContain("Gallery picture");
    await page.keyboard.press("ArrowRight");
    expect(await position(page)).toBe(`1 of ${TOTAL}`);
    await page.keyboard.press("ArrowLeft");
    expect(await position(page)).toBe(`${TOTAL} of ${TOTAL}`);
    await page.keyboard.press("Home");
    expect(await position(page)).toBe(`1 of ${TOTAL}`);
    expect(await viewer(page).locator(".viewer-caption").innerText()).toContain(
      first.form.artists[0]?.artworks[0]?.title as string,
    );

    // No original yet: only screen-sized pictures and thumbnails were fetched.
    const originals = () => requested.filter((p) => /^\/admin\/files\/[\w-]+$/.test(p));
    expect(originals()).toEqual([]);
    const transform = () => shown(page).evaluate((img) => getComputedStyle(img).transform);
    expect(await transform()).toBe("matrix(1, 0, 0, 1, 0, 0)");
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    await expect.poll(transform).toMatch(/^matrix\(2\.25, 0, 0, 2\.25/);
    // Past the 1600 px picture's pixels: the original (2400 × 1600) takes its place.
    await expect.poll(() => shown(page).getAttribute("src")).toMatch(/^\/admin\/files\/[\w-]+$/);
    await expect.poll(() => shown(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2400);
    expect(originals()).toHaveLength(1);
    // Shift and an arrow pan; 0 fits again.
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(transform).toMatch(/^matrix\(2\.25, 0, 0, 2\.25, 120, 0\)$/);
    await page.keyboard.press("0");
    await expect.poll(transform).toBe("matrix(1, 0, 0, 1, 0, 0)");
    expect(firstScreen).toMatch(/\/screen$/);

    await page.keyboard.press("Escape");
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(await isFocused(opener)).toBe(true);
  });

  it("fetches the original when zoomed before the screen-sized picture has arrived", async () => {
    const { page, requested } = await openApplication(first.id);
    // Hold every screen-sized picture back until the zoom is done, as a slow connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/screen$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("region", { name: "Gallery" }).getByRole("button").first().click();
    await viewer(page).waitFor();
    await page.keyboard.press("+");
    await page.keyboard.press("+");
    release();
    await expect.poll(() => shown(page).getAttribute("src"), { timeout: 10_000 }).toMatch(/^\/admin\/files\/[\w-]+$/);
    expect(requested.filter((p) => /^\/admin\/files\/[\w-]+$/.test(p))).toHaveLength(1);
  });

  it("zooms with a click, the wheel and the buttons, pans by dragging, and closes with its button", async () => {
    const { page } = await openApplication(first.id);
    const opener = page.getByRole("region", { name: "Gallery" }).getByRole("button").first();
    await opener.click();
    await viewer(page).waitFor();
    expect(await position(page)).toBe(`7 of ${TOTAL}`);
    const image = shown(page);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const scale = () => image.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
    const box = await image.boundingBox();
    if (!box) throw new Error("The picture has no box.");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await scale()).toBe(2.5);
    // A drag pans and is not a click: the zoom stays.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 4 });
    await page.mouse.up();
    expect(await scale()).toBe(2.5);
    expect(await image.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).e)).toBe(80);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await scale()).toBe(1);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(scale).toBeGreaterThan(1.5);
    await viewer(page).getByRole("button", { name: "Fit" }).click();
    expect(await scale()).toBe(1);
    await viewer(page).getByRole("button", { name: "Zoom in" }).click();
    expect(await scale()).toBe(1.5);
    await viewer(page).getByRole("button", { name: "Next picture" }).click();
    expect(await position(page)).toBe(`8 of ${TOTAL}`);
    // A new picture starts fitted.
    expect(await scale()).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await viewer(page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(await isFocused(opener)).toBe(true);
  });

  it.each([
    ["1280", DESKTOP],
    ["390", PHONE],
  ])("has no serious accessibility violation at %s px, on the page and in the viewer", async (width, viewport) => {
    const { page } = await openApplication(first.id, bed.staff("admin"), viewport);
    await page.getByRole("region", { name: "Contact sheet" }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) {
      const sheet = page.getByRole("region", { name: "Contact sheet" });
      // The thumbnails load lazily: each is brought into view and waited for before the picture is taken.
      for (const image of await sheet.locator("img").all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
          .toBeGreaterThan(0);
      }
      await sheet.screenshot({ path: path.join(SHOTS, `contact-sheet-${width}.png`) });
    }
    await page.getByRole("region", { name: "Contact sheet" }).getByRole("button").first().click();
    await viewer(page).waitFor();
    await expect
      .poll(() => shown(page).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `viewer-${width}.png`) });
  });
});

describe("the contact sheet", () => {
  it("shows every artwork grouped by artist at three sizes, each opening the viewer", async () => {
    const { page } = await openApplication(first.id);
    const sheet = page.getByRole("region", { name: "Contact sheet" });
    await sheet.waitFor();
    const headings = await sheet.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(headings).toEqual([artistName(first.form, 0), artistName(first.form, 1)]);
    const group = sheet.getByRole("list", { name: artistName(first.form, 1) });
    expect(await group.getByRole("button").count()).toBe(3);
    const width = () =>
      sheet
        .getByRole("button")
        .first()
        .evaluate((button) => button.getBoundingClientRect().width);
    const sizes = sheet.getByRole("group", { name: "Picture size" });
    expect(await sizes.getByRole("radio", { name: "M", exact: true }).isChecked()).toBe(true);
    const medium = await width();
    await sizes.getByRole("radio", { name: "S", exact: true }).check();
    const small = await width();
    await sizes.getByRole("radio", { name: "L", exact: true }).check();
    const large = await width();
    expect(small).toBeLessThan(medium);
    expect(medium).toBeLessThan(large);
    // Remembered for the next application.
    await page.reload();
    await page.getByRole("region", { name: "Contact sheet" }).waitFor();
    expect(await sizes.getByRole("radio", { name: "L", exact: true }).isChecked()).toBe(true);

    const title = first.form.artists[1]?.artworks[2]?.title as string;
    const opener = group.getByRole("button", { name: `Open ${title} by ${artistName(first.form, 1)} in the viewer` });
    await opener.click();
    await viewer(page).waitFor();
    expect(await position(page)).toBe(`6 of ${TOTAL}`);
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer(page).count()).toBe(0);
    expect(await isFocused(opener)).toBe(true);
  });
});

describe("scoring from the viewer", () => {
  it("scores with 1–5 and ↑/↓, saves with Enter, and Save and next opens the next application in the viewer", async () => {
    const { page } = await openApplication(first.id, juror);
    const opener = page.getByRole("region", { name: "Contact sheet" }).getByRole("button").first();
    await opener.focus();
    await page.keyboard.press("Enter");
    const scores = viewer(page).getByRole("region", { name: "Your scores" });
    await scores.waitFor();
    const criteria = await scores.getByRole("group").all();
    expect(criteria.length).toBeGreaterThanOrEqual(2);
    const pressed = async () =>
      Promise.all(
        criteria.map(async (group) => {
          const on = group.locator('button[aria-pressed="true"]');
          return (await on.count()) ? await on.innerText() : "";
        }),
      );

    // Enter with a criterion left says which one, and saves nothing.
    await page.keyboard.press("4");
    await page.keyboard.press("Enter");
    await expect.poll(() => scores.getByRole("status").innerText()).toMatch(/^Choose a score for /);
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    for (const [i] of criteria.entries()) {
      await page.keyboard.press(String(5 - i));
      await page.keyboard.press("ArrowDown");
    }
    expect(await pressed()).toEqual(criteria.map((_, i) => String(5 - i)));
    // ←/→ still move through the pictures while scoring.
    await page.keyboard.press("ArrowRight");
    expect(await position(page)).toBe(`2 of ${TOTAL}`);
    await page.keyboard.press("Enter");
    await expect.poll(() => scores.getByRole("status").innerText()).toBe("Your scores are saved.");

    const saved = await page.evaluate(async (id) => {
      const response = await fetch(`/admin/api/applications/${id}/reviews`);
      return ((await response.json()) as { mine: { scores: Record<string, number> } | null }).mine?.scores;
    }, first.id);
    expect(Object.values(saved ?? {}).sort()).toEqual(criteria.map((_, i) => 5 - i).sort());
    // The side column's form shows the same scores.
    await page.keyboard.press("Escape");
    await expect.poll(() => viewer(page).count()).toBe(0);
    const side = page.getByRole("region", { name: "Review", exact: true });
    await expect.poll(() => side.getByRole("radio", { checked: true }).count()).toBe(criteria.length);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Now onwards through the queue, without leaving the viewer.
    await opener.focus();
    await page.keyboard.press("Enter");
    await scores.waitFor();
    const next = viewer(page).getByRole("button", { name: "Save and next" });
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    // Opened with no list around it, the juror's work is her queue: the next page keeps it.
    await page.waitForURL((url) => url.pathname === `/admin/applications/${second.id}`);
    expect(new URL(page.url()).searchParams.get("from")).toBe("queue");
    await viewer(page).waitFor();
    expect(await position(page)).toBe(`1 of ${TOTAL}`);
    expect(await viewer(page).locator(".viewer-caption").innerText()).toContain(artistName(second.form, 0));
    expect(
      await viewer(page).getByRole("region", { name: "Your scores" }).locator('[aria-pressed="true"]').count(),
    ).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
