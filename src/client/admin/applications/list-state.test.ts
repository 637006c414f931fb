import { describe, expect, it } from "vitest";
import { EMPTY_LIST_STATE, isFiltered, listSearch, readListState, sortOf, withChanges } from "./list-state.ts";

describe("the list's state in the address", () => {
  it("reads filter, search, sort and page, and writes them back in one order", () => {
    const search =
      "?page=3&sort=gallery&q=M%C3%BCller&mentorship=true&booth=small&choice=galleries&status=submitted&edition=demo-2027";
    const state = readListState(search);
    expect(state).toEqual({
      ...EMPTY_LIST_STATE,
      edition: "demo-2027",
      status: "submitted",
      choice: "galleries",
      booth: "small",
      mentorship: "true",
      reviewed_by_me: "",
      q: "Müller",
      sort: "gallery",
      page: 3,
    });
    expect(listSearch(state)).toBe(
      "?edition=demo-2027&status=submitted&choice=galleries&booth=small&mentorship=true&q=M%C3%BCller&sort=gallery&page=3",
    );
  });

  it("reads the tag and the score filters, and drops a bound that is not a number", () => {
    const state = readListState(
      "?tag=strong%20booth&average_min=2.5&normalized_max=-0.5&spread_min=x&disagreement=1&sort=-normalized",
    );
    expect(state).toMatchObject({
      tag: "strong booth",
      average_min: "2.5",
      normalized_max: "-0.5",
      spread_min: "",
      disagreement: "1",
      sort: "-normalized",
    });
    expect(isFiltered(state)).toBe(true);
    expect(listSearch(state)).toBe(
      "?tag=strong+booth&average_min=2.5&normalized_max=-0.5&disagreement=1&sort=-normalized",
    );
  });

  it("leaves the defaults out of the address", () => {
    expect(readListState("")).toEqual(EMPTY_LIST_STATE);
    expect(listSearch(EMPTY_LIST_STATE)).toBe("");
    expect(listSearch(readListState("?sort=-submitted_at&page=1&q=%20%20"))).toBe("");
  });

  it("drops what the list does not know instead of failing", () => {
    const state = readListState(
      "?status=lost&choice=x&booth=huge&mentorship=maybe&sort=-password&page=-2&edition=a%20b",
    );
    expect(state).toEqual(EMPTY_LIST_STATE);
    expect(readListState("?page=2.5").page).toBe(1);
    expect(readListState(`?q=${"a".repeat(500)}`).q).toHaveLength(200);
  });

  it("goes back to page 1 when anything but the page changes", () => {
    const state = readListState("?page=4&status=submitted");
    expect(withChanges(state, { sort: "-artworks" })).toMatchObject({
      page: 1,
      sort: "-artworks",
      status: "submitted",
    });
    expect(withChanges(state, { page: 5 }).page).toBe(5);
  });

  it("knows whether the list is narrowed and how it is sorted", () => {
    expect(isFiltered(readListState("?edition=2026&sort=gallery&page=2"))).toBe(false);
    expect(isFiltered(readListState("?q=nordlicht"))).toBe(true);
    expect(isFiltered(readListState("?mentorship=false"))).toBe(true);
    expect(isFiltered(readListState("?reviewed_by_me=false"))).toBe(true);
    expect(readListState("?reviewed_by_me=true").reviewed_by_me).toBe("");
    expect(listSearch(readListState("?sort=-average&reviewed_by_me=false"))).toBe(
      "?reviewed_by_me=false&sort=-average",
    );
    expect(sortOf(EMPTY_LIST_STATE)).toEqual({ key: "submitted_at", descending: true });
    expect(sortOf(readListState("?sort=artists"))).toEqual({ key: "artists", descending: false });
  });
});
