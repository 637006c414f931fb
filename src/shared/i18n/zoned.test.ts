/**
 * Issue 35's "the deadline also in the reader's own zone where the browser knows it", in the
 * languages other than English (English's wording is zoned-time.test.ts's): the edition's time with
 * its zone named, then the reader's, written the language's way.
 */
import { describe, expect, it } from "vitest";
import { translatorFor } from "./translators.ts";
import { deadlineIn } from "./zoned.ts";

const CLOSES = Date.UTC(2027, 2, 15, 17, 0); // 18:00 in Berlin, 02:00 the next day in Tokyo

describe("a deadline in the reader's language", () => {
  it("names the edition's zone and, for a reader elsewhere, her own time and zone", () => {
    expect(deadlineIn(translatorFor("de"), CLOSES, "Europe/Berlin", "Asia/Tokyo")).toBe(
      "15. März 2027 um 18:00 (Europe/Berlin), das ist 16. März 2027 um 02:00 bei Ihnen (Asia/Tokyo)",
    );
    expect(deadlineIn(translatorFor("ja"), CLOSES, "Europe/Berlin", "Asia/Tokyo")).toBe(
      "2027年3月15日 18:00（Europe/Berlin）、お住まいの地域では2027年3月16日 2:00（Asia/Tokyo）",
    );
  });

  it("says the edition's time alone where the reader's zone tells the same time, or is unknown", () => {
    const german = translatorFor("de");
    const alone = "15. März 2027 um 18:00 (Europe/Berlin)";
    expect(deadlineIn(german, CLOSES, "Europe/Berlin", "Europe/Berlin")).toBe(alone);
    expect(deadlineIn(german, CLOSES, "Europe/Berlin", "Europe/Rome")).toBe(alone);
    expect(deadlineIn(german, CLOSES, "Europe/Berlin", undefined)).toBe(alone);
    expect(deadlineIn(german, CLOSES, "Europe/Berlin", "Not/AZone")).toBe(alone);
  });
});
