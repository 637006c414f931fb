/**
 * A link inside the single-page app should land at the top of the new page, as a full page load
 * would; Back and Forward leave the browser's own scroll restoration alone.
 */
import { useEffect } from "react";

/** The address the last Back or Forward led to. */
let cameBackTo = "";
let firstPage = true;

if (typeof window !== "undefined")
  window.addEventListener("popstate", () => {
    cameBackTo = window.location.href;
  });

/** Scrolls to the top whenever `page` changes by following a link. */
export function useScrollReset(page: string): void {
  useEffect(() => {
    const historyStep = cameBackTo === window.location.href;
    cameBackTo = "";
    if (firstPage || historyStep) {
      firstPage = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [page]);
}
