import { describe, expect, it } from "vitest";
import { readVisibility, writeVisibility } from "./column-choice.ts";

describe("the remembered columns", () => {
  it("keep only the hidden ones, so a column added later shows", () => {
    const text = writeVisibility({ spread: false, average: true, artworks: false });
    expect(text).toBe('["artworks","spread"]');
    expect(readVisibility(text)).toEqual({ language: false, artworks: false, spread: false });
  });

  it("keep an optional column hidden until the member shows it, then remember that", () => {
    expect(readVisibility(null)).toEqual({ language: false });
    const text = writeVisibility({ language: true, spread: false });
    expect(text).toBe('["+language","spread"]');
    expect(readVisibility(text)).toEqual({ language: true, spread: false });
    expect(writeVisibility({ language: false })).toBe("[]");
    // "+" only shows an optional column; it hides nothing.
    expect(readVisibility('["+spread"]')).toEqual({ language: false });
  });

  it("show every column but the optional ones when nothing, or something unreadable, was stored", () => {
    expect(readVisibility(null)).toEqual({ language: false });
    expect(readVisibility("{not json")).toEqual({ language: false });
    expect(readVisibility('{"spread":false}')).toEqual({ language: false });
    expect(readVisibility('["spread",3]')).toEqual({ language: false, spread: false });
  });
});
