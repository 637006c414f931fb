import { describe, expect, it } from "vitest";
import { deadlineInWords, formatInZone, wallClockOf } from "./zoned-time.ts";

describe("an instant written in an edition's zone", () => {
  it("reads back as the same wall-clock time, either side of both clock changes", () => {
    expect(wallClockOf("2027-01-15T08:00:00Z", "Europe/Berlin")).toBe("2027-01-15T09:00");
    expect(wallClockOf("2027-07-15T09:00:00-04:00", "America/New_York")).toBe("2027-07-15T09:00");
    expect(wallClockOf("2027-03-28T03:30:00+02:00", "Europe/Berlin")).toBe("2027-03-28T03:30");
    expect(wallClockOf("2027-10-31T02:30:00+01:00", "Europe/Berlin")).toBe("2027-10-31T02:30");
    expect(wallClockOf(null, "UTC")).toBe("");
  });

  it("is written the same way in the browser and on the server", () => {
    expect(formatInZone(Date.UTC(2027, 0, 10, 8), "Europe/Berlin", { zone: true })).toBe(
      "10 January 2027 at 09:00 (Europe/Berlin)",
    );
    expect(formatInZone("2027-03-14T07:00:00Z", "America/New_York")).toBe("14 March 2027 at 03:00");
    expect(formatInZone("2027-09-01T08:00:00Z", "Europe/Berlin", { short: true })).toBe("1 Sep 2027, 10:00");
  });

  it("writes a deadline in the edition's zone, and in the reader's where it tells another time", () => {
    const closes = "2027-03-15T17:00:00Z";
    expect(deadlineInWords(closes, "Europe/Berlin")).toBe("15 March 2027 at 18:00 (Europe/Berlin)");
    expect(deadlineInWords(closes, "Europe/Berlin", "Europe/Berlin")).toBe("15 March 2027 at 18:00 (Europe/Berlin)");
    // Another zone with the same wall clock (Paris) adds nothing; an unknown one is left out.
    expect(deadlineInWords(closes, "Europe/Berlin", "Europe/Paris")).toBe("15 March 2027 at 18:00 (Europe/Berlin)");
    expect(deadlineInWords(closes, "Europe/Berlin", "Mars/Olympus")).toBe("15 March 2027 at 18:00 (Europe/Berlin)");
    expect(deadlineInWords(closes, "Europe/Berlin", "Asia/Tokyo")).toBe(
      "15 March 2027 at 18:00 (Europe/Berlin), that is 16 March 2027 at 02:00 where you are (Asia/Tokyo)",
    );
  });
});
