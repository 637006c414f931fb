/**
 * What a page complains about while a test uses it: Content-Security-Policy violations (the
 * `securitypolicyviolation` events the browser fires, also for a violation that script caught),
 * console errors and uncaught exceptions. Empty when the page is clean.
 */
import type { BrowserContext, Page } from "playwright-core";

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

export async function watchContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__policyViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

export function watchPage(page: Page): { problems(): Promise<string[]> } {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => seen.push(`uncaught: ${error.message}`));
  return {
    async problems() {
      const violations = await page.evaluate(() => window.__policyViolations ?? []).catch(() => []);
      return [...seen, ...violations.map((v) => `Content-Security-Policy: ${v}`)];
    },
  };
}
