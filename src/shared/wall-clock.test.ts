import { describe, expect, it } from "vitest";
import { gapProblem, readWallClock } from "./wall-clock.ts";

describe("a wall-clock time in an edition's zone", () => {
  it("is the instant with the offset the zone has that day, summer and winter", () => {
    expect(readWallClock("2027-01-15T09:00", "Europe/Berlin")).toEqual({ iso: "2027-01-15T09:00:00+01:00" });
    expect(readWallClock("2027-07-15T09:00", "Europe/Berlin")).toEqual({ iso: "2027-07-15T09:00:00+02:00" });
    expect(readWallClock("2027-07-15T09:00", "America/New_York")).toEqual({ iso: "2027-07-15T09:00:00-04:00" });
    expect(readWallClock("2027-07-15T09:00", "Asia/Kolkata")).toEqual({ iso: "2027-07-15T09:00:00+05:30" });
    expect(readWallClock("2027-07-15T09:00", "UTC")).toEqual({ iso: "2027-07-15T09:00:00+00:00" });
    // Either side of the spring-forward gap.
    expect(readWallClock("2027-03-28T01:59", "Europe/Berlin")).toEqual({ iso: "2027-03-28T01:59:00+01:00" });
    expect(readWallClock("2027-03-28T03:00", "Europe/Berlin")).toEqual({ iso: "2027-03-28T03:00:00+02:00" });
  });

  it.each([
    ["Europe/Berlin", "2027-03-28T02:30", "There is no 02:30 on 28 March 2027 in Europe/Berlin"],
    ["America/New_York", "2027-03-14T02:30", "There is no 02:30 on 14 March 2027 in America/New_York"],
  ])("in the spring-forward gap of %s is refused, naming the gap", (zone, local, start) => {
    expect(readWallClock(local, zone)).toEqual({
      problem: "gap",
      message: `${start}: the clocks go forward from 02:00 to 03:00. Enter a time before or after`,
      change: { time: "02:30", date: local.slice(0, 10), before: "02:00", after: "03:00" },
    });
  });

  it.each([
    ["Europe/Berlin", "2027-10-31T02:30", "31 October 2027", "03:00", "02:00", ["+02:00", "+01:00"]],
    ["America/New_York", "2027-11-07T01:30", "7 November 2027", "02:00", "01:00", ["-04:00", "-05:00"]],
  ])("in the autumn overlap of %s asks which of the two", (zone, local, day, from, to, [first, second]) => {
    const at = local.slice(11);
    expect(readWallClock(local, zone)).toEqual({
      problem: "overlap",
      message: `${at} comes twice on ${day} in ${zone}: the clocks go back from ${from} to ${to}. Choose which ${at}`,
      change: { time: at, date: local.slice(0, 10), before: from, after: to },
      choices: [
        { iso: `${local}:00${first}`, label: `${at} at UTC${first}, before the clocks go back`, offset: first },
        { iso: `${local}:00${second}`, label: `${at} at UTC${second}, after the clocks go back`, offset: second },
      ],
    });
  });

  it("refuses what is not a time or a zone", () => {
    expect(readWallClock("", "Europe/Berlin")).toMatchObject({ problem: "malformed" });
    expect(readWallClock("2027-02-30T09:00", "Europe/Berlin")).toMatchObject({ problem: "malformed" });
    expect(readWallClock("2027-01-15T09:00", "Mars/Olympus")).toMatchObject({ problem: "malformed" });
  });

  it("names the gap when a time sent with an offset was typed in it, and takes any other instant", () => {
    for (const offset of ["+01:00", "+02:00"])
      expect(gapProblem(`2027-03-28T02:30:00${offset}`, "Europe/Berlin")).toMatch(
        /^There is no 02:30 on 28 March 2027/,
      );
    expect(gapProblem("2027-03-14T02:30:00-05:00", "America/New_York")).toMatch(/^There is no 02:30 on 14 March/);
    expect(gapProblem("2027-03-28T02:30:00Z", "Europe/Berlin")).toBeUndefined();
    expect(gapProblem("2027-03-28T03:30:00+02:00", "Europe/Berlin")).toBeUndefined();
    expect(gapProblem("2027-10-31T02:30:00+01:00", "Europe/Berlin")).toBeUndefined();
  });
});
