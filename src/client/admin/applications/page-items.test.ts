import { describe, expect, it } from "vitest";
import { pageItems } from "./page-items.ts";

describe("page links", () => {
  it("shows every page of a short list", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the first, the last and the current page's neighbours, with gaps between", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("shows a single missing page instead of a gap standing for it", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("has no links for an empty list", () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
