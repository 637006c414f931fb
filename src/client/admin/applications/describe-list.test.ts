import { describe, expect, it } from "vitest";
import { describeFilters, describeRange, describeSort } from "./describe-list.ts";
import { readListState } from "./list-state.ts";

describe("the list in words", () => {
  it("names every filter and the search", () => {
    expect(describeFilters(readListState(""))).toBe("");
    expect(describeFilters(readListState("?q=M%C3%BCller&status=submitted&booth=small&mentorship=true"))).toBe(
      "“Müller”, status Submitted, booth size Small, wants mentorship",
    );
    expect(describeFilters(readListState("?choice=platform&mentorship=false"))).toBe("choice Platform, no mentorship");
    expect(describeFilters(readListState("?status=shortlisted&reviewed_by_me=false"))).toBe(
      "status Shortlisted, not reviewed by me",
    );
  });

  it("says how the list is sorted in the column's terms", () => {
    expect(describeSort(readListState(""))).toBe("sorted by date submitted, newest first");
    expect(describeSort(readListState("?sort=gallery"))).toBe("sorted by gallery, A to Z");
    expect(describeSort(readListState("?sort=-artworks"))).toBe("sorted by number of artworks, most first");
    expect(describeSort(readListState("?sort=-average"))).toBe("sorted by average score, highest first");
    expect(describeSort(readListState("?sort=my_score"))).toBe("sorted by my score, lowest first");
    expect(describeSort(readListState("?sort=reviews"))).toBe("sorted by number of reviews, fewest first");
  });

  it("gives the rows a page shows", () => {
    expect(describeRange(1, 3, 3, 50)).toBe("3 applications");
    expect(describeRange(1, 1, 1, 50)).toBe("1 application");
    expect(describeRange(2, 50, 1234, 50)).toBe("51–100 of 1,234 applications");
  });
});
