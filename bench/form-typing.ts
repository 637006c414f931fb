/**
 * Issue 3's form budgets in headless Chromium: with `?fake=max` (50 artists × 50 artworks) the
 * time from a keystroke in an artwork title to the next paint (median ≤ 16 ms, none over 50 ms),
 * and adding or removing an artwork row (< 100 ms). The baseline is the same keystroke on the
 * empty form (one artist, one artwork), measured in the same run.
 *
 * At that size artists start with their artworks folded (see disclosure-store.ts); the run
 * unfolds artist 25 (timed too) and types into its 25th artwork, as an applicant would.
 *
 * Keystroke → next paint is measured in the page: from the keydown's timestamp to a task queued
 * from the next animation frame, which runs once that frame is painted. Chromium's own Event
 * Timing entries (rounded to 8 ms, only those ≥ 16 ms are reported) are given alongside.
 */
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../test-support/browser.ts";
import { startTestServer } from "../test-support/server.ts";
import { ensureClientBuilt } from "./client-build.ts";
import { sized, TINY } from "./support.ts";

const KEYSTROKES = sized("BENCH_KEYSTROKES", 60, 5);
const KEY_GAP_MS = 50;

declare global {
  interface Window {
    __bench: { frames: { type: string; ms: number }[]; slowEvents: { name: string; ms: number }[] };
  }
}

/**
 * Listens for keydown and click; records event → next painted frame for each. A string, because
 * tsx would wrap named functions in a helper that does not exist inside the page.
 */
const INSTRUMENT = `
  window.__bench = { frames: [], slowEvents: [] };
  for (const type of ["keydown", "click"])
    document.addEventListener(type, (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__bench.frames.push({ type, ms: performance.now() - start });
        channel.port2.postMessage(null);
      });
    }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.slowEvents.push({ name: entry.name, ms: entry.duration });
  }).observe({ type: "event", buffered: false, durationThreshold: 16 });
`;

async function instrument(page: Page): Promise<void> {
  await page.evaluate(INSTRUMENT);
}

async function takeFrames(page: Page, type: string): Promise<number[]> {
  return page.evaluate((t) => {
    const taken = window.__bench.frames.filter((f) => f.type === t).map((f) => f.ms);
    window.__bench.frames = [];
    return taken;
  }, type);
}

async function takeSlowEvents(page: Page): Promise<number> {
  return page.evaluate(() => {
    const max = Math.max(0, ...window.__bench.slowEvents.map((e) => e.ms));
    window.__bench.slowEvents = [];
    return max;
  });
}

/**
 * CPU time of the renderer processes, in ms, from /proc (Linux). Unlike wall-clock latency it
 * barely moves when other work shares the machine, so it shows the form's own cost per keystroke.
 */
function rendererCpuMs(): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer")) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** Undoes the form's containment of artwork and artist blocks: the "before" of the unfolded figures. */
const UNCONTAINED =
  "fieldset.artist, fieldset.artwork, .artworks { content-visibility: visible !important; contain: none !important; }";

async function newPage(browser: Browser): Promise<Page> {
  return browser.newPage({ viewport: { width: 1280, height: 900 } });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const round = (n: number) => Math.round(n * 10) / 10;

const WHEEL_STEPS = TINY ? 3 : 30;
/** The artists unfolded one by one (tiny: the first and the last, whose last row is typed into). */
const UNFOLDED = TINY ? [0, 49] : Array.from({ length: 50 }, (_, i) => i);

/** Renderer CPU per 400 px wheel step up through the unfolded list, idle time subtracted. */
async function scrollCost(page: Page): Promise<number> {
  await page.mouse.move(640, 450);
  await page.waitForTimeout(300);
  const idleFrom = rendererCpuMs();
  await page.waitForTimeout(WHEEL_STEPS * KEY_GAP_MS);
  const idle = rendererCpuMs() - idleFrom;
  const busyFrom = rendererCpuMs();
  for (let i = 0; i < WHEEL_STEPS; i++) {
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  return (rendererCpuMs() - busyFrom - idle) / WHEEL_STEPS;
}

async function typeInto(
  page: Page,
  fieldId: string,
): Promise<{ frames: number[]; slowestEvent: number; cpuPerKeystroke: number }> {
  // In a long list only rows near the viewport are rendered: scroll to the row's place first.
  await page.evaluate((id) => {
    const row = /^(artists\.\d+)\.artworks\.(\d+)\./.exec(id);
    if (row)
      document.getElementById(`${row[1]}.artworks-list`)?.children[Number(row[2])]?.scrollIntoView({ block: "center" });
  }, fieldId);
  const field = page.locator(`[id="${fieldId}"]`);
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.keyboard.press("End");
  await page.waitForTimeout(300);
  await takeFrames(page, "keydown");
  await takeSlowEvents(page);
  // The renderer's CPU while idle for as long as the typing takes, subtracted from the typing's.
  const idleFrom = rendererCpuMs();
  await page.waitForTimeout(KEYSTROKES * KEY_GAP_MS);
  const idle = rendererCpuMs() - idleFrom;
  const busyFrom = rendererCpuMs();
  for (let i = 0; i < KEYSTROKES; i++)
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)), { delay: KEY_GAP_MS });
  const busy = rendererCpuMs() - busyFrom;
  await page.waitForTimeout(200);
  return {
    frames: await takeFrames(page, "keydown"),
    slowestEvent: await takeSlowEvents(page),
    cpuPerKeystroke: Math.max(0, busy - idle) / KEYSTROKES,
  };
}

/** Click → next paint, with window.confirm answered yes in the page (a dialog round trip is not the form's time). */
async function clickTime(page: Page, selector: string): Promise<number> {
  await page.evaluate("window.confirm = () => true");
  // CSS, not roles: resolving roles and names over 100,000 elements takes Playwright seconds.
  const button = page.locator(selector);
  await button.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await takeFrames(page, "click");
  await button.click();
  await page.waitForTimeout(500);
  const [ms] = await takeFrames(page, "click");
  if (ms === undefined) throw new Error(`No paint was recorded after clicking ${selector}.`);
  return ms;
}

export async function run(): Promise<Record<string, number | string>> {
  ensureClientBuilt();
  const server = await startTestServer();
  const browser = await launchChromium();
  const results: Record<string, number | string> = {};
  try {
    results["machine load average (1 min) at start"] = os.loadavg()[0]?.toFixed(2) ?? "";
    const page = await newPage(browser);

    // Baseline: the empty form.
    await page.goto(`${server.url}/`);
    await page.getByRole("heading", { name: "Artist 1" }).waitFor();
    await instrument(page);
    const base = await typeInto(page, "artists.0.artworks.0.title");

    // At the limits.
    const started = Date.now();
    await page.goto(`${server.url}/?fake=max`);
    await page.getByRole("heading", { name: "Artist 50" }).waitFor({ state: "attached", timeout: 120_000 });
    const loadMs = Date.now() - started;
    await instrument(page);
    const unfoldMs = await clickTime(page, '[aria-controls="artists.24.artworks-list"]');
    const max = await typeInto(page, "artists.24.artworks.24.title");

    const baseMedian = median(base.frames);
    const maxMedian = median(max.frames);
    results["keystrokes measured (each form)"] = max.frames.length;
    results["empty form: keystroke → paint median (ms)"] = round(baseMedian);
    results["empty form: keystroke → paint max (ms)"] = round(Math.max(...base.frames));
    results["?fake=max: keystroke → paint median (ms, budget 16)"] = round(maxMedian);
    results["?fake=max: keystroke → paint max (ms, budget 50)"] = round(Math.max(...max.frames));
    results["?fake=max: slowest Event Timing entry (ms, 0 = none ≥ 16)"] = round(max.slowestEvent);
    results["?fake=max median / empty form median"] = round(maxMedian / baseMedian);
    results["empty form: renderer CPU per keystroke (ms)"] = round(base.cpuPerKeystroke);
    results["?fake=max: renderer CPU per keystroke (ms)"] = round(max.cpuPerKeystroke);
    results["?fake=max CPU per keystroke / empty form"] = round(max.cpuPerKeystroke / base.cpuPerKeystroke);
    results["?fake=max: page load until the form shows (ms)"] = loadMs;
    results["?fake=max: unfold artist 25's 50 artworks → paint (ms)"] = round(unfoldMs);

    const artist = "fieldset.artist:nth-of-type(25)";
    results["?fake=max: remove artwork 25 of 50 → paint (ms, budget 100)"] = round(
      await clickTime(page, '[id="artists.24.artworks-list"] > .artwork-slot:nth-child(25) fieldset.artwork > button'),
    );
    results["?fake=max: add artwork (50th row again) → paint (ms, budget 100)"] = round(
      await clickTime(page, '[id="artists.24.artworks"]'),
    );
    results["?fake=max: remove artist 25 → paint (ms, no budget)"] = round(
      await clickTime(page, `${artist} > .actions > button.button--warning`),
    );
    results["?fake=max: add artist (50th again) → paint (ms, no budget)"] = round(
      await clickTime(page, '[id="artists"]'),
    );
    // Issue 13: everything unfolded. Artist by artist, as an applicant reviewing would, then a
    // keystroke in the very last field. The "before" of the same run switches off what issue 13
    // added: the artworks' containment (a style) and the windowing of rows (a flag read at start).
    // A tiny run only shows the benchmark still runs: the "before" adds nothing to that.
    for (const contained of process.env.BENCH_UNFOLDED_BEFORE === "0" || TINY ? [true] : [false, true]) {
      const label = contained ? "unfolded" : "unfolded, containment and windowing off (before)";
      const open = await newPage(browser);
      if (!contained) await open.addInitScript("window.__wholeDocument = true");
      await open.goto(`${server.url}/?fake=max`);
      await open.getByRole("heading", { name: "Artist 50" }).waitFor({ state: "attached", timeout: 120_000 });
      if (!contained) await open.addStyleTag({ content: UNCONTAINED });
      await instrument(open);
      const unfolds: number[] = [];
      for (const i of UNFOLDED) unfolds.push(await clickTime(open, `[aria-controls="artists.${i}.artworks-list"]`));
      const inputs = await open.evaluate(() => document.querySelectorAll("input, textarea").length);
      const elements = await open.evaluate(() => document.getElementsByTagName("*").length);
      // The last row, where an applicant reviewing from the top ends up.
      await open.evaluate(() =>
        document.getElementById("artists.49.artworks-list")?.lastElementChild?.scrollIntoView(),
      );
      await open.locator('[id="artists.49.artworks.49.title"]').waitFor();
      const last = await typeInto(open, "artists.49.artworks.49.title");
      results[`${label}: inputs in the document`] = inputs;
      results[`${label}: elements in the document`] = elements;
      results[`${label}: unfold all 50 artists, sum of click → paint (ms, budget 500)`] = round(
        unfolds.reduce((a, b) => a + b, 0),
      );
      results[`${label}: slowest single unfold (ms)`] = round(Math.max(...unfolds));
      results[`${label}: keystroke → paint median (ms, budget 16)`] = round(median(last.frames));
      results[`${label}: keystroke → paint max (ms, budget 50)`] = round(Math.max(...last.frames));
      results[`${label}: renderer CPU per keystroke (ms)`] = round(last.cpuPerKeystroke);
      results[`${label}: renderer CPU per 400 px scrolled (ms)`] = round(await scrollCost(open));
      await open.close();

      // All fifty at once, with the "Show the artworks of all artists" button.
      const all = await newPage(browser);
      if (!contained) await all.addInitScript("window.__wholeDocument = true");
      await all.goto(`${server.url}/?fake=max`);
      await all.getByRole("heading", { name: "Artist 50" }).waitFor({ state: "attached", timeout: 120_000 });
      if (!contained) await all.addStyleTag({ content: UNCONTAINED });
      await instrument(all);
      await all.waitForTimeout(300);
      await takeFrames(all, "click");
      await all.locator(".all-artworks button").click();
      let shown: number[] = [];
      for (let waited = 0; shown.length === 0 && waited < 120_000; waited += 250) {
        await all.waitForTimeout(250);
        shown = await takeFrames(all, "click");
      }
      results[`${label}: show the artworks of all fifty artists, one click → paint (ms, budget 500)`] = round(
        shown[0] ?? Number.NaN,
      );
      await all.close();
    }
    results["machine load average (1 min) at end"] = os.loadavg()[0]?.toFixed(2) ?? "";
  } finally {
    await browser.close();
    await server.close();
  }
  return results;
}
