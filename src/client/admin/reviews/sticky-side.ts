/**
 * Keeps a sticky block beside the work while the page scrolls without a scroller of its own, even
 * when it is taller than the window: its `top` (the `--side-top` property) follows the page's
 * scrolling between 0 and the window's height minus its own, so scrolling down it stops with its
 * end in view and scrolling up with its start. An `overflow: auto` box would have hidden
 * "Submit review" in a scroller inside the page's.
 */
import { type RefObject, useEffect } from "react";

/** The sticky offset after the page scrolled by `scrolled`, for a block `height` tall in a `viewport`-tall window. */
export function nextSideTop(top: number, scrolled: number, height: number, viewport: number): number {
  const lowest = Math.min(0, viewport - height);
  return Math.max(lowest, Math.min(0, top - scrolled));
}

export function useStickySide(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let top = 0;
    let lastY = window.scrollY;
    let height = element.offsetHeight;
    const update = () => {
      const y = window.scrollY;
      const next = nextSideTop(top, y - lastY, height, window.innerHeight);
      lastY = y;
      if (next === top) return;
      top = next;
      element.style.setProperty("--side-top", `${top}px`);
    };
    // Heights change as reviews and discussion load: read once per change, not on every scroll.
    const resized = new ResizeObserver(() => {
      height = element.offsetHeight;
      update();
    });
    resized.observe(element);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      resized.disconnect();
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      element.style.removeProperty("--side-top");
    };
  }, [ref]);
}
