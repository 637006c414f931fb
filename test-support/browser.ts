/** Debian's Chromium driven by playwright-core; browser downloads are not possible on these machines. */
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";
import { domErrors } from "./html-validator.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
      "--disable-sync",
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for all the browser test files a Vitest process runs (one file at a time, with the
 * app's modules shared: `isolate: false`): a launch and a close cost 0.7 s or more, 38 times a run.
 * Each file makes contexts of its own and ends them all with closeContexts, so nothing of one file
 * (cookies, pages and their timers) reaches the next. Playwright ends the browser with the process.
 */
export async function sharedChromium(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared = launchChromium();
  return shared;
}

/** Ends every context of the shared browser: a test file's afterAll. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  for (const context of browser?.contexts() ?? []) await context.close();
}

/** axe-core violations of impact serious or critical, as readable lines (empty when the page passes). */
export async function seriousAccessibilityViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode runs axe once in the page itself; the default opens a second page to merge the
  // results of every frame, which tripled each audit's time (2.3 s → 0.7 s on an application page)
  // for frames these pages do not have. Only violations are reported in full: the rest were
  // collected for nothing.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/**
 * Presses Tab until `target` has focus, as someone without a mouse would reach it from where focus
 * is now; fails when it takes more than `limit` presses, so an unreachable control fails the test.
 */
export async function tabTo(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let presses = 0; presses <= limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach ${target} in ${limit} presses`);
}

/** Serious or critical axe violations and invalid HTML in the DOM as built: both must be none. */
export async function pageProblems(page: Page): Promise<string[]> {
  return [...(await seriousAccessibilityViolations(page)), ...(await domErrors(await page.content()))];
}

/** The page's full width in CSS pixels: above the window's, it scrolls sideways. */
export const documentWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * No page problem, nothing to scroll sideways, and its picture kept as `<name>-<width>.png` in
 * SCREENSHOT_DIR when that is set, to be looked at.
 */
export async function looked(page: Page, name: string): Promise<void> {
  expect(await pageProblems(page)).toEqual([]);
  expect(await documentWidth(page)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) await page.screenshot({ path: `${shots}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}
