import { describe, expect, it } from "vitest";
import { nextSideTop } from "./sticky-side.ts";

describe("nextSideTop", () => {
  it("keeps a block that fits the window stuck to its top", () => {
    expect(nextSideTop(0, 500, 600, 900)).toBe(0);
    expect(nextSideTop(0, -500, 600, 900)).toBe(0);
  });

  it("scrolling down, moves a taller block up with the page until its end is at the window's bottom", () => {
    expect(nextSideTop(0, 300, 2000, 900)).toBe(-300);
    expect(nextSideTop(-300, 5000, 2000, 900)).toBe(-1100);
  });

  it("scrolling up, moves it down with the page until its start is at the window's top", () => {
    expect(nextSideTop(-1100, -400, 2000, 900)).toBe(-700);
    expect(nextSideTop(-700, -5000, 2000, 900)).toBe(0);
  });

  it("after the window grew or the block shrank, never leaves its end above the window's bottom", () => {
    expect(nextSideTop(-1100, 0, 1500, 900)).toBe(-600);
  });
});
