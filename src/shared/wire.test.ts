import { describe, expect, it } from "vitest";
import { normalizeApplication } from "./application.ts";
import { exampleApplication } from "./example-application.ts";
import {
  bracketEntries,
  compactEntries,
  compactFileName,
  fileRecordPathOf,
  PayloadDecoder,
  parseBracketName,
  WireError,
} from "./wire.ts";

function decode(entries: [string, string][]) {
  const decoder = new PayloadDecoder();
  for (const [name, value] of entries) decoder.addText(name, value);
  return normalizeApplication(decoder.result());
}

describe("the wire format", () => {
  it("round-trips a form through both encodings", () => {
    const form = exampleApplication();
    expect(decode(bracketEntries(form))).toEqual(form);
    expect(decode(compactEntries(form))).toEqual(form);
  });

  it("parses bracket names with 0-based indexes and refuses leading zeros", () => {
    expect(parseBracketName("artists[0][artworks][12][title]")).toEqual(["artists", 0, "artworks", 12, "title"]);
    expect(parseBracketName("artists[01][bio]")).toBeNull();
    expect(parseBracketName("artists[-1][bio]")).toBeNull();
  });

  it("maps file part names of both encodings to the same record", () => {
    for (const [bracket, compact, record] of [
      ["proof[2][file]", "proof[2]", ["proof", 2]],
      ["gallery[pictures][0][file]", "gallery_pictures[0]", ["gallery", "pictures", 0]],
      ["gallery[additional][1][file]", "gallery_additional[1]", ["gallery", "additional", 1]],
      ["proposal[rendering][3][file]", "proposal_rendering[3]", ["proposal", "rendering", 3]],
      ["artists[4][artworks][7][file]", "artist_4_artwork_7", ["artists", 4, "artworks", 7]],
    ] as const) {
      expect(fileRecordPathOf(bracket)).toEqual(record);
      expect(fileRecordPathOf(compact)).toEqual(record);
      expect(compactFileName(record)).toBe(compact);
    }
    expect(fileRecordPathOf("tax[company][file]")).toBeNull();
  });

  it("never turns a name into a prototype key", () => {
    const result = decode([
      ["__proto__[x]", "1"],
      ["constructor[prototype][x]", "1"],
      ["gallery[__proto__]", "1"],
    ]);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as unknown as Record<string, unknown>).x).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("refuses a list index beyond its limit with the rule's message", () => {
    const decoder = new PayloadDecoder();
    expect(() => decoder.addText("artists[2][artworks][50][title]", "x")).toThrow(
      expect.objectContaining({
        status: 422,
        errors: { "artists.2.artworks": ["Artist 3: You can add at most 50 artworks."] },
      }),
    );
  });

  it("refuses sparse lists and repeated fields as malformed", () => {
    const sparse = new PayloadDecoder();
    sparse.addText("proof[1][filename]", "late.pdf");
    expect(() => sparse.result()).toThrow(WireError);
    const twice = new PayloadDecoder();
    twice.addText("tax[number]", "1");
    expect(() => twice.addText("tax[number]", "2")).toThrow(/more than once/);
  });

  it("lets a measured file size win over the declared one, in any order", () => {
    const decoder = new PayloadDecoder();
    decoder.addFile(["proof", 0], { filename: "scan.pdf", size: 1234 });
    decoder.addText("proof[0][size]", "1");
    decoder.addText("proof[0][filename]", "Registration.pdf");
    expect(normalizeApplication(decoder.result()).proof).toEqual([{ filename: "Registration.pdf", size: 1234 }]);
  });
});
