import { describe, expect, it } from "vitest";
import { currentZoneName, currentZoneNames } from "./time-zones.ts";

describe("current IANA zone names", () => {
  it("names Kolkata and Kyiv as they are called now, and leaves the others", () => {
    expect(currentZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentZoneName("Europe/Berlin")).toBe("Europe/Berlin");
  });

  it("lists Intl's zones by their current names, each once, UTC first", () => {
    const names = currentZoneNames(Intl.supportedValuesOf("timeZone"));
    expect(names[0]).toBe("UTC");
    expect(names).toContain("Asia/Kolkata");
    expect(names).toContain("Europe/Kyiv");
    expect(names).not.toContain("Asia/Calcutta");
    expect(names).not.toContain("Europe/Kiev");
    expect(new Set(names).size).toBe(names.length);
  });

  it("names zones the runtime accepts", () => {
    for (const zone of ["Asia/Kolkata", "Europe/Kyiv", "America/Nuuk", "Pacific/Kanton"])
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone })).not.toThrow();
  });
});
