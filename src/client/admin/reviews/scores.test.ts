import { describe, expect, it } from "vitest";
import { adminWords } from "../../../../test-support/admin-words.ts";
import { formatAverage, formatScore, formatSpread, isDecided, isoOf, madeOf, missingScores } from "./scores.ts";

const english = adminWords("en");
const german = adminWords("de");

describe("scores in words", () => {
  it("keeps one decimal for averages and none for whole scores", () => {
    expect(formatScore(4, english)).toBe("4");
    expect(formatScore(3.456, english)).toBe("3.5");
    expect(formatScore(2.25, english)).toBe((2.25).toFixed(1));
    expect(formatScore(null, english)).toBe("");
    expect(formatScore(3.456, german)).toBe("3,5");
  });

  it("shows the spread as lowest–highest, or one figure when all agree", () => {
    expect(formatSpread(2, 5, english)).toBe("2–5");
    expect(formatSpread(4, 4, english)).toBe("4");
    expect(formatSpread(null, 3, english)).toBe("");
    expect(formatSpread(1.5, 4, german)).toBe("1,5–4");
  });

  it("says what an average is made of once some reviews are incomplete", () => {
    expect(formatAverage(3.4, 2, 1, english)).toBe("3.4 (2 reviews, 1 incomplete)");
    expect(formatAverage(3.4, 2, 2, english)).toBe("3.4");
    expect(formatAverage(null, 0, 0, english)).toBe("");
    expect(madeOf(1, 0, english)).toBe("1 review, 1 incomplete");
    expect(madeOf(3, 3, english)).toBe("3 reviews");
    expect(formatAverage(3.4, 2, 1, german)).toBe("3,4 (2 Bewertungen, 1 unvollständig)");
    expect(madeOf(1, 1, german)).toBe("1 Bewertung");
  });

  it("asks for every visible criterion, never a hidden one, and only 1 to 5", () => {
    const criteria = [
      { id: "a", hidden: false },
      { id: "b", hidden: true },
      { id: "c", hidden: false },
    ];
    expect(missingScores(criteria, { a: 3 })).toEqual(["c"]);
    expect(missingScores(criteria, { a: 3, c: 6 })).toEqual(["c"]);
    expect(missingScores(criteria, { a: 1, c: 5 })).toEqual([]);
  });

  it("closes reviews once a decision is made", () => {
    expect(isDecided("submitted")).toBe(false);
    expect(isDecided("shortlisted")).toBe(false);
    for (const status of ["accepted", "waitlisted", "rejected", "withdrawn"]) expect(isDecided(status)).toBe(true);
  });

  it("reads both kinds of time the API sends", () => {
    expect(isoOf(Date.UTC(2027, 0, 1))).toBe("2027-01-01T00:00:00.000Z");
    expect(isoOf("2027-01-01T01:00:00+01:00")).toBe("2027-01-01T00:00:00.000Z");
  });
});
