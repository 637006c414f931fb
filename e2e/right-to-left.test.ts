/**
 * Right-to-left names among other text in Chromium: a Hebrew and an Arabic gallery written one
 * after the other in a sentence keep their order (each isolated, in <bdi> or with dir="auto"),
 * where without isolation the bidirectional algorithm joins them into one right-to-left run and
 * shows the second first. The back office's list, the floor plan and the public pages, free of
 * serious accessibility violations at 1280 and 390 px.
 */
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { acceptApplication } from "../src/server/applications/status.ts";
import { savePlan } from "../src/server/booths/plans.ts";
import {
  backOfficeTestBed,
  DESKTOP,
  galleryApplication,
  PHONE,
  signInThroughPage,
} from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
const T0 = Date.UTC(2027, 0, 10, 9, 0);
const HEBREW = "גורדון";
const ARABIC = "أثر";

beforeAll(async () => {
  const db = bed.server().app.db;
  // Both wait for a large booth the plan does not have: "Suggest" names them in one sentence.
  const galleries: [string, "large" | "small"][] = [
    [HEBREW, "large"],
    [ARABIC, "large"],
    ["Galerie Nordlicht", "small"],
  ];
  for (const [i, [name, booth]] of galleries.entries()) {
    const { id } = await bed.store(
      galleryApplication(EDITION, name, (form) => {
        form.proposal.booth = booth;
        form.gallery.locations = i === 0 ? "תל אביב" : i === 1 ? "جدة" : "Berlin";
      }),
      T0 + i * 60_000,
    );
    await acceptApplication(db, id, T0 + 3_600_000 + i);
  }
  await bed.server().app.inject({ method: "GET", url: "/ecosystem" });
  await savePlan(db, EDITION, {
    halls: [
      {
        id: "north",
        name: "North Hall",
        width_m: 12,
        depth_m: 6,
        booths: [{ id: "S1", label: "S1", size: "small", x_m: 0, y_m: 0, w_m: 3, d_m: 3 }],
      },
    ],
  });
});

/** Where each text stands on the screen (its box's left and top), found in the element's text whatever its nodes. */
function places(element: Locator, texts: string[]): Promise<{ left: number; top: number }[]> {
  return element.evaluate((element, wanted) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const whole = nodes.map((n) => n.data).join("");
    const at = (offset: number): [Text, number] => {
      let rest = offset;
      for (const node of nodes) {
        if (rest <= node.data.length) return [node, rest];
        rest -= node.data.length;
      }
      throw new Error("Past the end of the text.");
    };
    return wanted.map((text) => {
      const start = whole.indexOf(text);
      if (start < 0) throw new Error(`"${text}" is not in "${whole}".`);
      const range = document.createRange();
      range.setStart(...at(start));
      range.setEnd(...at(start + text.length));
      const box = range.getBoundingClientRect();
      return { left: box.left, top: box.top };
    });
  }, texts);
}

describe("a right-to-left name among others", () => {
  it("keeps its neighbours in their order in a sentence of the floor plan, each name isolated", async () => {
    const page = await bed.newPage(DESKTOP);
    await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin/editions/${EDITION}/floor-plan`);
    await page.getByRole("button", { name: "Suggest booths" }).click();
    const sentence = page.locator(".plan-proposal p", { hasText: "No free booth of their size for" });
    await sentence.waitFor();
    // Written Hebrew first, then Arabic (the order they were accepted): read so, left to right.
    const text = await sentence.innerText();
    expect(text.indexOf(HEBREW)).toBeLessThan(text.indexOf(ARABIC));
    const [hebrew, arabic] = await places(sentence, [HEBREW, ARABIC]);
    // On one line (else each line is ordered alone and nothing could be swapped).
    expect(hebrew?.top).toBe(arabic?.top);
    expect(hebrew?.left).toBeLessThan(arabic?.left as number);
    expect(await sentence.locator("bdi").allInnerTexts()).toEqual([HEBREW, ARABIC]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  it("is isolated in the back office's list and on the public pages, on a desktop and a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await bed.newPage(viewport);
      await signInThroughPage(page, bed.server().url, bed.staff("admin"), `/admin?edition=${EDITION}`);
      const link = page.getByRole("link", { name: HEBREW });
      await link.waitFor();
      expect(await link.locator("bdi").innerText()).toBe(HEBREW);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.goto(`${bed.server().url}/ecosystem`);
      const card = page.getByRole("link", { name: new RegExp(HEBREW) });
      expect(await card.locator('span[dir="auto"]').innerText()).toBe(HEBREW);
      expect(await card.locator("bdi").innerText()).toBe("תל אביב");
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await card.click();
      await page.waitForURL(/\/ecosystem\/%D7%92/);
      expect(await page.getByRole("heading", { level: 1 }).getAttribute("dir")).toBe("auto");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(HEBREW);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.close();
    }
  });
});
