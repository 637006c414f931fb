import { describe, expect, it } from "vitest";
import { pdfFonts, pdfText, pdfWords } from "../../../test-support/pdf-text.ts";
import { newPdf, pdfBytes } from "./document.ts";
import { drawText, fitText, textWidth } from "./text.ts";

/** A name in each script a gallery may write its name in. */
const NAMES = [
  "Kōyō Gallery",
  "Officine fine art",
  "Galeria Wisła, Łódź",
  "Галерея Петрова",
  "Ελληνική Γκαλερί",
  "גלריה שלום",
  "دار الأمين للفنون",
  "東京画廊",
  "北京公社画廊",
  "ギャラリー小柳",
  "갤러리 현대",
];

async function pageWith(lines: string[]): Promise<Buffer> {
  const doc = newPdf({ title: "Names" });
  doc.addPage({ size: "A4", margin: 0 });
  lines.forEach((line, i) => drawText(doc, line, { x: 40, y: 60 + 30 * i }, { size: 14 }));
  return pdfBytes(doc);
}

describe("text in any script", () => {
  it("reads back from the PDF as written, right-to-left names in reading order", async () => {
    const text = await pdfText(await pageWith(NAMES));
    for (const name of NAMES) expect(text).toContain(name);
  });

  it("keeps every letter readable in a later document, after an earlier one drew accented ones", async () => {
    await pageWith(["Kōyō Gallery, Łódź"]);
    expect(await pdfText(await pageWith(["Booth Zoo"]))).toContain("Booth Zoo");
  });

  it("embeds a subset of each face it draws with, with the characters of its glyphs", async () => {
    const fonts = await pdfFonts(await pageWith(NAMES));
    const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, "")).sort();
    expect(names).toEqual([
      "NotoNaskhArabic",
      "NotoSans-Regular",
      "NotoSansHans-Regular",
      "NotoSansHebrew",
      "NotoSansJP-Regular",
      "NotoSansKR-Regular",
    ]);
    for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true, toUnicode: true });
    // Twenty names in six faces: subsets, not the 20 MB of whole faces.
    expect((await pageWith(NAMES)).length).toBeLessThan(200_000);
  });

  it("lays a mixed line out in the order the Unicode bidirectional algorithm gives, as a browser does", async () => {
    const lines = await pdfWords(
      await pageWith(["Booth B4: דוד כהן (Tel Aviv)", "معرض 2027 في دبي", "Galerie الأمين 2"]),
    );
    // Left to right on the page; each right-to-left word read from its right end.
    expect(lines.map((line) => line.map((word) => word.text))).toEqual([
      ["Booth", "B4:", "כהן", "דוד", "(Tel", "Aviv)"],
      ["دبي", "في", "2027", "معرض"],
      ["Galerie", "2", "الأمين"],
    ]);
  });

  it("measures each name as wide as it is drawn", async () => {
    const lines = await pdfWords(await pageWith(NAMES));
    expect(lines).toHaveLength(NAMES.length);
    for (const [i, name] of NAMES.entries()) {
      const words = lines[i] ?? [];
      const drawn = (words.at(-1)?.xMax ?? 0) - (words[0]?.xMin ?? 0);
      expect(Math.abs(drawn - textWidth(name, { size: 14 }))).toBeLessThan(1);
    }
  });

  it("fits a long name by shrinking, then shortening it", () => {
    const narrow = textWidth("iiii", { size: 10 });
    const wide = textWidth("WWWW", { size: 10 });
    expect(wide).toBeGreaterThan(narrow * 2);
    expect(textWidth("東京画廊", { size: 10 })).toBeCloseTo(40, 0);
    expect(textWidth("Kōyō", { size: 20, weight: "bold" })).toBeGreaterThan(textWidth("Kōyō", { size: 20 }));

    expect(fitText("Kōyō", { width: 100, size: 10, minSize: 5 })).toEqual({ text: "Kōyō", size: 10 });
    const shrunk = fitText("Galerie Kōyō", { width: 50, size: 10, minSize: 5 });
    expect(shrunk.text).toBe("Galerie Kōyō");
    expect(shrunk.size).toBeLessThan(10);
    expect(textWidth(shrunk.text, { size: shrunk.size })).toBeLessThanOrEqual(50);
    const cut = fitText("Galerie Kōyō und Partner, Zürich und Berlin", { width: 50, size: 10, minSize: 5 });
    expect(cut.size).toBe(5);
    expect(cut.text).toMatch(/^Galerie .*…$/);
    expect(textWidth(cut.text, { size: 5 })).toBeLessThanOrEqual(50);
    const arabic = fitText("دار الأمين للفنون المعاصرة في بيروت", { width: 40, size: 10, minSize: 5 });
    expect(arabic.text).toMatch(/^دار .*…$/);
  });
});
