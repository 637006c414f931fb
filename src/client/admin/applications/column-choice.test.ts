import { describe, expect, it } from "vitest";
import { readVisibility, writeVisibility } from "./column-choice.ts";

describe("the remembered columns", () => {
  it("keep only the hidden ones, so a column added later shows", () => {
    const text = writeVisibility({ spread: false, average: true, artworks: false });
    expect(text).toBe('["artworks","spread"]');
    expect(readVisibility(text)).toEqual({ artworks: false, spread: false });
  });

  it("show every column when nothing, or something unreadable, was stored", () => {
    expect(readVisibility(null)).toEqual({});
    expect(readVisibility("{not json")).toEqual({});
    expect(readVisibility('{"spread":false}')).toEqual({});
    expect(readVisibility('["spread",3]')).toEqual({ spread: false });
  });
});
