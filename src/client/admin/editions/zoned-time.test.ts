import { describe, expect, it } from "vitest";
import { formatZoned, isoToZoned, zonedToIso } from "./zoned-time.ts";

describe("an edition's period in its own time zone", () => {
  it("gives the offset the zone has on that date, summer and winter", () => {
    expect(zonedToIso("2027-01-15T09:00", "Europe/Berlin")).toBe("2027-01-15T09:00:00+01:00");
    expect(zonedToIso("2027-07-15T09:00", "Europe/Berlin")).toBe("2027-07-15T09:00:00+02:00");
    expect(zonedToIso("2027-07-15T09:00", "America/New_York")).toBe("2027-07-15T09:00:00-04:00");
    expect(zonedToIso("2027-07-15T09:00", "Asia/Kolkata")).toBe("2027-07-15T09:00:00+05:30");
    expect(zonedToIso("2027-07-15T09:00", "UTC")).toBe("2027-07-15T09:00:00+00:00");
  });

  it("is right just after a clock change", () => {
    // Berlin moves to summer time at 02:00 on 28 March 2027.
    expect(zonedToIso("2027-03-28T03:30", "Europe/Berlin")).toBe("2027-03-28T03:30:00+02:00");
    expect(zonedToIso("2027-03-28T01:30", "Europe/Berlin")).toBe("2027-03-28T01:30:00+01:00");
  });

  it("refuses what is not a time or a zone", () => {
    expect(zonedToIso("", "Europe/Berlin")).toBe("");
    expect(zonedToIso("2027-01-15T09:00", "Mars/Olympus")).toBe("");
  });

  it("reads a stored time back as the same wall-clock time in the zone", () => {
    expect(isoToZoned("2027-01-15T08:00:00Z", "Europe/Berlin")).toBe("2027-01-15T09:00");
    expect(isoToZoned("2027-07-15T09:00:00-04:00", "America/New_York")).toBe("2027-07-15T09:00");
    expect(isoToZoned(null, "UTC")).toBe("");
    expect(formatZoned("2027-03-01T08:00:00Z", "Europe/Berlin")).toBe("1 Mar 2027, 09:00");
  });
});
