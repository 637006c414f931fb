import { describe, expect, it } from "vitest";
import { inCriteriaOrder } from "./score-order.ts";

describe("inCriteriaOrder", () => {
  it("follows the criteria's order, whatever order the scores came in; unknown ones last", () => {
    const criteria = [{ id: "zz-quality" }, { id: "aa-concept" }, { id: "mm-fit" }];
    expect(inCriteriaOrder({ "aa-concept": 2, "x-gone": 1, "mm-fit": 3, "zz-quality": 5 }, criteria)).toEqual([
      ["zz-quality", 5],
      ["aa-concept", 2],
      ["mm-fit", 3],
      ["x-gone", 1],
    ]);
  });
});
