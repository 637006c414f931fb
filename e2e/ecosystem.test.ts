/**
 * The public gallery pages in Chromium, as a visitor uses them: the list and its sequence, a gallery
 * page with next/previous and the way back to the same scroll position, the picture dialog, and the
 * layout of pictures of different shapes. Needs `npx vite build` first.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptApplication } from "../src/server/applications/status.ts";
import { storeSampleGallery } from "../src/server/demo/sample-gallery.ts";
import { closeContexts, seriousAccessibilityViolations, sharedChromium } from "../test-support/browser.ts";
import { makePng } from "../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../test-support/server.ts";

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** 20 galleries, "Gallery 01" to "Gallery 19" after "Galerie Nordlicht" in name order: a list to scroll. */
const NAMES = [
  "Galerie Nordlicht",
  ...Array.from({ length: 19 }, (_, i) => `Gallery ${String(i + 1).padStart(2, "0")}`),
];
const slugOfName = (name: string) => name.toLowerCase().replaceAll(" ", "-");

beforeAll(async () => {
  server = await startTestServer();
  browser = await sharedChromium();
  const edition = server.config.openEditions[0] as string;
  for (const [i, name] of NAMES.entries()) {
    // Nordlicht has three exhibition pictures of different shapes (3:2, 2:3, 1:1) for the dialog and the layout.
    const pictures =
      i === 0 ? [makePng(900, 600, 1), makePng(400, 600, 2), makePng(500, 500, 3)] : [makePng(640, 480, i)];
    const id = await storeSampleGallery(server.app.db, server.app.store, {
      edition,
      name,
      locations: `City ${i + 1}`,
      pictures,
      details: pictures.map((_, j) => ({ exhibition_title: `Show ${j + 1}`, artists: "Mira Okafor", year: "2022" })),
    });
    await acceptApplication(server.app.db, id);
  }
});
afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  page = await context.newPage();
});
afterEach(() => context?.close());

const scrollY = () => page.evaluate(() => window.scrollY);
const heading = () => page.getByRole("heading", { level: 1 }).textContent();
const storedKeys = () =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith("ecosystem."))
      .sort(),
  );

/** The first gallery card wholly inside the viewport, so clicking it does not scroll. */
const firstCardInView = () =>
  page.evaluate(() => {
    const card = [...document.querySelectorAll<HTMLAnchorElement>("[data-sequence-place]")].find((a) => {
      const box = a.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    return card?.id ?? "";
  });

describe("the list and its sequence", () => {
  it("scroll down, open a gallery, step next and previous, go back and land at the same scroll position", async () => {
    await page.goto(`${server.url}/ecosystem`);
    expect(await page.locator("[data-sequence-container] [data-sequence-place]").count()).toBe(20);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(scrollY).toBeGreaterThan(500);
    // Wait for smooth scrolling to settle before taking the position the visitor leaves from.
    let left = -1;
    await expect
      .poll(async () => {
        const previous = left;
        left = await scrollY();
        return left === previous;
      })
      .toBe(true);

    const cardId = await firstCardInView();
    const index = NAMES.findIndex((name) => `gallery-${slugOfName(name)}` === cardId);
    expect(index).toBeGreaterThan(2);
    expect(index).toBeLessThan(NAMES.length - 1);
    await page.locator(`#${cardId}`).click();
    await page.waitForURL(`**/ecosystem/${slugOfName(NAMES[index] as string)}`);
    expect(await heading()).toBe(NAMES[index]);
    expect(await page.evaluate(() => sessionStorage.getItem("ecosystem.scroll"))).toBe(String(left));

    await page.getByRole("link", { name: "Next gallery" }).click();
    await page.waitForURL(`**/ecosystem/${slugOfName(NAMES[index + 1] as string)}`);
    expect(await heading()).toBe(NAMES[index + 1]);
    await page.getByRole("link", { name: "Previous gallery" }).click();
    await page.waitForURL(`**/ecosystem/${slugOfName(NAMES[index] as string)}`);
    expect(await heading()).toBe(NAMES[index]);

    await page.getByRole("link", { name: "Back to all galleries" }).click();
    await page.waitForURL(`**/ecosystem#scroll-${Math.round(left)}`);
    await expect.poll(scrollY).toBeCloseTo(left, 0);
    expect(await firstCardInView()).toBe(cardId);
  });

  it("has no previous link on the first gallery and no next link on the last", async () => {
    await page.goto(`${server.url}/ecosystem`);
    await page.getByRole("link", { name: /Galerie Nordlicht/ }).click();
    await page.waitForURL("**/ecosystem/galerie-nordlicht");
    expect(await page.getByRole("link", { name: "Previous gallery" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "Next gallery" }).isVisible()).toBe(true);

    await page.goto(`${server.url}/ecosystem`);
    await page.getByRole("link", { name: /Gallery 19/ }).click();
    await page.waitForURL("**/ecosystem/gallery-19");
    expect(await page.getByRole("link", { name: "Next gallery" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("link", { name: "Previous gallery" }).isVisible()).toBe(true);
  });

  it("a link to /ecosystem from outside the list clears the sequence, and a gallery page then has no next or previous", async () => {
    await page.goto(`${server.url}/ecosystem`);
    await page.getByRole("link", { name: /Gallery 05/ }).click();
    await page.waitForURL("**/ecosystem/gallery-05");
    expect(await storedKeys()).toEqual([
      "ecosystem.origin",
      "ecosystem.scroll",
      "ecosystem.sequence",
      "ecosystem.sequence_url",
    ]);
    await page.getByRole("navigation", { name: "Site" }).getByRole("link", { name: "Galleries" }).click();
    await page.waitForURL(/\/ecosystem$/);
    expect(await storedKeys()).toEqual([]);

    await page.goto(`${server.url}/ecosystem/gallery-05`);
    expect(await heading()).toBe("Gallery 05");
    expect(await page.getByRole("link", { name: "Next gallery" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Previous gallery" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Back to all galleries" }).getAttribute("href")).toBe("/ecosystem");
  });

  it("a click stores exactly the keys and values it always did: the whole sequence, the list's path, the card's id, the scroll", async () => {
    await page.goto(`${server.url}/ecosystem`);
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollY).toBeGreaterThan(0);
    const left = await scrollY();
    await page.getByRole("link", { name: /Gallery 05/ }).click();
    await page.waitForURL("**/ecosystem/gallery-05");
    const stored = await page.evaluate(() =>
      Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)])),
    );
    expect(stored).toEqual({
      "ecosystem.sequence": JSON.stringify(NAMES.map(slugOfName)),
      "ecosystem.sequence_url": "/ecosystem",
      "ecosystem.origin": "gallery-gallery-05",
      "ecosystem.scroll": String(left),
    });
  });

  it("the list page has no serious or critical accessibility violation", async () => {
    await page.goto(`${server.url}/ecosystem`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

describe("a gallery page", () => {
  beforeEach(async () => {
    await page.goto(`${server.url}/ecosystem/galerie-nordlicht`);
  });

  const dialog = () => page.getByRole("dialog");
  const counter = () => dialog().locator(".picture-dialog-counter").textContent();
  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

  it("opens the picture dialog at a picture, wraps around both ends with the keyboard, and gives focus back on Escape", async () => {
    const pictures = page.locator("[data-gallery-layout] button");
    expect(await pictures.count()).toBe(3);
    const large = await pictures.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-picture-src")));
    const shownSrc = () => dialog().locator("img").getAttribute("src");

    await pictures.nth(0).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    expect(await counter()).toBe("Picture 1 of 3");
    expect(await shownSrc()).toBe(large[0]);
    expect(await focusInDialog()).toBe(true);

    await page.keyboard.press("ArrowLeft");
    expect(await counter()).toBe("Picture 3 of 3");
    expect(await shownSrc()).toBe(large[2]);
    await page.keyboard.press("ArrowRight");
    expect(await counter()).toBe("Picture 1 of 3");
    await page.keyboard.press("ArrowRight");
    expect(await counter()).toBe("Picture 2 of 3");
    expect(await shownSrc()).toBe(large[1]);
    // The picture is really shown: the page-size variant loads.
    await expect
      .poll(() =>
        dialog()
          .locator("img")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(400);

    for (let i = 0; i < 7; i++) {
      await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
      await page.keyboard.press("Tab");
      expect(await focusInDialog()).toBe(true);
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-picture-index"))).toBe("0");
  });

  it("closes the dialog with its close button and with a click on the backdrop", async () => {
    const pictures = page.locator("[data-gallery-layout] button");
    await pictures.nth(2).click();
    expect(await counter()).toBe("Picture 3 of 3");
    await dialog().getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-picture-index"))).toBe("2");

    await pictures.nth(1).click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    await page.mouse.click(8, 8);
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it("lays out pictures of different shapes in one row at one common height, filling the width", async () => {
    const boxes = await page.locator("[data-gallery-layout] img").evaluateAll((images) =>
      images.map((img) => {
        const box = img.getBoundingClientRect();
        return { top: box.top, width: box.width, height: box.height, opacity: getComputedStyle(img).opacity };
      }),
    );
    const row = await page.locator(".gallery-row").evaluate((r) => r.getBoundingClientRect().width);
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.top).toBeCloseTo(boxes[0]?.top as number, 0);
      expect(Math.abs(box.height - (boxes[0]?.height as number))).toBeLessThan(1);
    }
    // 3:2, 2:3 and 1:1 side by side: widths in those proportions, together the row less its two gaps.
    const [wide, tall, square] = boxes.map((b) => b.width) as [number, number, number];
    expect(wide / square).toBeCloseTo(1.5, 1);
    expect(tall / square).toBeCloseTo(2 / 3, 1);
    expect(wide + tall + square).toBeGreaterThan(row - 40);
    await expect
      .poll(() =>
        page.locator("[data-gallery-layout] img").evaluateAll((i) => i.map((img) => getComputedStyle(img).opacity)),
      )
      .toEqual(["1", "1", "1"]);
  });

  it("has no serious or critical accessibility violation", async () => {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

/**
 * For each picture of the layout: the width its `sizes` gives at this viewport, the width it is
 * laid out at, and which variant the browser chose.
 */
function sizesAgainstLayout(target: Page) {
  return target.locator("[data-gallery-layout] img").evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => {
      const variant = img.currentSrc.split("/").pop();
      const laidOut = img.getBoundingClientRect().width;
      // A picture no wider than the list size has one source and no sizes.
      if (!img.hasAttribute("sizes")) return { said: undefined, laidOut, variant };
      // The first source size whose media condition holds (the last has none).
      const entries = (img.getAttribute("sizes") ?? "").split(/,(?![^(]*\))/).map((entry) => entry.trim());
      const chosen =
        entries.find((entry) => {
          if (!entry.startsWith("(")) return true;
          return window.matchMedia(entry.slice(0, entry.indexOf(")") + 1)).matches;
        }) ?? "";
      const length = chosen.startsWith("(") ? chosen.slice(chosen.indexOf(")") + 1).trim() : chosen;
      const probe = document.createElement("div");
      probe.style.setProperty("position", "absolute");
      probe.style.setProperty("width", length);
      document.body.append(probe);
      const said = probe.getBoundingClientRect().width;
      probe.remove();
      return { said, laidOut, variant };
    }),
  );
}

describe("pictures' sizes", () => {
  it.each([
    [1280, 800],
    [900, 700],
    [390, 844],
  ])(
    "at %i px wide, sizes says the width each picture is laid out at, and the right variant is loaded",
    async (width, height) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}/ecosystem/galerie-nordlicht`);
      await expect
        .poll(() =>
          page
            .locator("[data-gallery-layout] img")
            .evaluateAll((i) => i.every((img) => (img as HTMLImageElement).complete)),
        )
        .toBe(true);
      const pictures = await sizesAgainstLayout(page);
      expect(pictures.filter(({ said }) => said !== undefined)).toHaveLength(2);
      for (const { said, laidOut, variant } of pictures) {
        // Within a scroll bar's width of the truth.
        if (said !== undefined) expect(Math.abs(said - laidOut)).toBeLessThan(20);
        expect(variant).toBe(laidOut > 480 ? "1600.webp" : "480.webp");
      }
    },
  );

  it("a gallery with one picture in its row: sizes tells its capped width", async () => {
    await page.goto(`${server.url}/ecosystem/gallery-01`);
    const [picture] = await sizesAgainstLayout(page);
    expect(picture?.said).toBeDefined();
    expect(Math.abs((picture?.said ?? 0) - (picture?.laidOut ?? 0))).toBeLessThan(20);
  });

  it("the list's first picture loads at once with high priority, later ones when scrolled to", async () => {
    await page.goto(`${server.url}/ecosystem`);
    const pictures = await page
      .locator(".gallery-cards img")
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).map((img) => [
          img.getAttribute("loading"),
          img.fetchPriority,
          img.complete && img.naturalWidth > 0,
        ]),
      );
    expect(pictures[0]).toEqual([null, "high", true]);
    expect(pictures.slice(4).every(([loading]) => loading === "lazy")).toBe(true);
  });
});
