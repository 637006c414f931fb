import { describe, expect, it } from "vitest";
import { compareHref, readCompareIds } from "./compare-ids.ts";

describe("the applications to compare", () => {
  it("are the ids of the address in order, each once", () => {
    expect(readCompareIds("?ids=b,a")).toEqual(["b", "a"]);
    expect(readCompareIds("ids=a,%20b%20,a,c,,d")).toEqual(["a", "b", "c", "d"]);
    expect(readCompareIds(compareHref(["x", "y", "z"]).split("?")[1] ?? "")).toEqual(["x", "y", "z"]);
  });

  it("are refused unless two to four", () => {
    expect(readCompareIds("")).toBeNull();
    expect(readCompareIds("?ids=a")).toBeNull();
    expect(readCompareIds("?ids=a,a")).toBeNull();
    expect(readCompareIds("?ids=a,b,c,d,e")).toBeNull();
  });
});
