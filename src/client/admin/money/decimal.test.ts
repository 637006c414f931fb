import { describe, expect, it } from "vitest";
import { dayParts, writeDecimal } from "./decimal.ts";

describe("an amount written the member's way", () => {
  it("is the server's string in English, digit for digit", () => {
    for (const text of ["476.00", "-476.00", "27360.00", "0.05", "1000", "123456789012345.6789"])
      expect(writeDecimal(text, "en")).toBe(text);
  });

  it("has a decimal comma in German, its decimals kept and no float's rounding", () => {
    expect(writeDecimal("476.00", "de")).toBe("476,00");
    expect(writeDecimal("-1140.50", "de")).toBe("-1140,50");
    expect(writeDecimal("123456789012345.6789", "de")).toBe("123456789012345,6789");
    expect(writeDecimal("1000", "de")).toBe("1000");
  });

  it("leaves what is not a plain decimal as it came", () => {
    expect(writeDecimal("", "de")).toBe("");
    expect(writeDecimal("1,5", "de")).toBe("1,5");
  });
});

describe("a stored day's parts", () => {
  it("are read from a day or a timestamp, leading zeros kept", () => {
    expect(dayParts("2027-03-01")).toEqual({ year: "2027", month: "03", day: "01" });
    expect(dayParts("2027-03-01T23:59:00.000Z")).toEqual({ year: "2027", month: "03", day: "01" });
    expect(dayParts("soon")).toBeUndefined();
  });
});
