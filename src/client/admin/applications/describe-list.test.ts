import { describe, expect, it } from "vitest";
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import { ADMIN_CATALOGS } from "../../../shared/i18n/admin/index.ts";
import { translatorOver } from "../../../shared/i18n/format.ts";
import { describeFilters, describeRange, describeSort } from "./describe-list.ts";
import { readListState } from "./list-state.ts";

const en = translatorOver<AdminKey>("en", ADMIN_CATALOGS.en as never);
const de = translatorOver<AdminKey>("de", ADMIN_CATALOGS.de as never);

describe("the list in words", () => {
  it("names every filter and the search", () => {
    expect(describeFilters(readListState(""), en)).toBe("");
    expect(describeFilters(readListState("?q=M%C3%BCller&status=submitted&booth=small&mentorship=true"), en)).toBe(
      "“Müller”, status Submitted, booth size Small, wants mentorship",
    );
    expect(describeFilters(readListState("?choice=platform&mentorship=false"), en)).toBe(
      "choice Platform, no mentorship",
    );
    expect(describeFilters(readListState("?status=shortlisted&reviewed_by_me=false"), en)).toBe(
      "status Shortlisted, not reviewed by me",
    );
    expect(describeFilters(readListState("?average_min=2.5&normalized_max=1&spread_min=2&tag=ink"), en)).toBe(
      "tagged “ink”, average score at least 2.5, normalized score at most 1, spread at least 2",
    );
  });

  it("says how the list is sorted in the column's terms", () => {
    expect(describeSort(readListState(""), en)).toBe("sorted by date submitted, newest first");
    expect(describeSort(readListState("?sort=gallery"), en)).toBe("sorted by gallery, A to Z");
    expect(describeSort(readListState("?sort=-artworks"), en)).toBe("sorted by number of artworks, most first");
    expect(describeSort(readListState("?sort=-average"), en)).toBe("sorted by average score, highest first");
    expect(describeSort(readListState("?sort=my_score"), en)).toBe("sorted by my score, lowest first");
    expect(describeSort(readListState("?sort=reviews"), en)).toBe("sorted by number of reviews, fewest first");
  });

  it("gives the rows a page shows", () => {
    expect(describeRange(1, 3, 3, 50, en)).toBe("3 applications");
    expect(describeRange(1, 1, 1, 50, en)).toBe("1 application");
    expect(describeRange(2, 50, 1234, 50, en)).toBe("51–100 of 1,234 applications");
  });

  it("speaks German to a member who reads German, numbers written the German way", () => {
    expect(describeFilters(readListState("?q=M%C3%BCller&status=submitted&booth=small&mentorship=true"), de)).toBe(
      "„Müller“, Status Eingereicht, Standgröße Klein, mit Mentoring-Wunsch",
    );
    expect(describeSort(readListState("?sort=-artworks"), de)).toBe("sortiert nach Zahl der Werke, meiste zuerst");
    expect(describeRange(2, 50, 1234, 50, de)).toBe("51–100 von 1.234 Bewerbungen");
    expect(describeRange(1, 1, 1, 50, de)).toBe("1 Bewerbung");
  });
});
