// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { restoreScroll, SCROLL_DELAY_MS, SCROLL_MARKER, scrollOffsetOf } from "./scroll-restoration.ts";

let scrollTo: MockInstance<(x: number, y: number) => void>;
beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out and cannot scroll; the Chromium test checks the real scrolling.
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {}) as unknown as typeof scrollTo;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/ecosystem");
});

function loadWithHash(hash: string) {
  history.replaceState(null, "", `/ecosystem${hash}`);
  restoreScroll(window);
}

describe("scroll restoration", () => {
  it("scrolls to the offset after the 8-character marker #scroll-, 10 ms after load and not before", () => {
    expect(SCROLL_MARKER).toHaveLength(8);
    expect(SCROLL_DELAY_MS).toBe(10);
    loadWithHash("#scroll-1200");
    vi.advanceTimersByTime(9);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
  });

  it("reads the number from the ninth character on", () => {
    expect(scrollOffsetOf("#scroll-0")).toBe(0);
    expect(scrollOffsetOf("#scroll-7")).toBe(7);
    expect(scrollOffsetOf("#scroll-1200.5")).toBe(1200.5);
  });

  it.each([
    "",
    "#scroll1200", // 7-character prefix
    "#scrol-1200",
    "#scroll_1200",
    "#Scroll-1200",
    "#xscroll-1200",
    "#scroll-",
    "#scroll-abc",
    "#scroll-12px",
    "#scroll--5",
    "#scroll-1e3",
  ])("does nothing for the hash %j", (hash) => {
    loadWithHash(hash);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
