/**
 * The Noto faces a PDF draws text with, one per family of scripts, each in a regular and a bold
 * weight. They come from npm (the `@embedpdf/fonts-*` packages hold Google's Noto files), so a
 * plain `npm install` brings them. A face's file is read the first time a text needs it:
 * a PDF of Latin names never reads the 8 MB Chinese face.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

export type Face = "latin" | "arabic" | "hebrew" | "japanese" | "chinese" | "korean";
export type Weight = "regular" | "bold";

/** Latin covers Greek and Cyrillic too; the CJK faces each cover Han, with their own forms. */
const FILES: Record<Face, { pkg: string; regular: string; bold: string }> = {
  latin: { pkg: "@embedpdf/fonts-latin", regular: "NotoSans-Regular.ttf", bold: "NotoSans-Bold.ttf" },
  arabic: {
    pkg: "@embedpdf/fonts-arabic",
    regular: "NotoNaskhArabic-Regular.ttf",
    bold: "NotoNaskhArabic-Bold.ttf",
  },
  hebrew: { pkg: "@embedpdf/fonts-hebrew", regular: "NotoSansHebrew-Regular.ttf", bold: "NotoSansHebrew-Bold.ttf" },
  japanese: { pkg: "@embedpdf/fonts-jp", regular: "NotoSansJP-Regular.otf", bold: "NotoSansJP-Bold.otf" },
  chinese: { pkg: "@embedpdf/fonts-sc", regular: "NotoSansHans-Regular.otf", bold: "NotoSansHans-Bold.otf" },
  korean: { pkg: "@embedpdf/fonts-kr", regular: "NotoSansKR-Regular.otf", bold: "NotoSansKR-Bold.otf" },
};

export const FACES = Object.keys(FILES) as Face[];

/** The faces whose scripts run right to left. */
export const RTL_FACES: ReadonlySet<Face> = new Set(["arabic", "hebrew"]);

const fonts = new Map<string, fontkit.Font>();

/**
 * The face, parsed once per process and shared by every document (pdfkit takes a fontkit font as
 * it takes a file, and makes a subset of its own per document): parsing the faces' layout tables
 * anew for each document cost more than drawing a whole plan.
 */
export function faceFont(face: Face, weight: Weight): fontkit.Font {
  const key = `${face}-${weight}`;
  let font = fonts.get(key);
  if (!font) {
    const file = FILES[face];
    // The packages export only their list of files, so the fonts folder is found beside it.
    const path = fileURLToPath(new URL(`../fonts/${file[weight]}`, import.meta.resolve(file.pkg)));
    font = fontkit.create(readFileSync(path)) as fontkit.Font;
    if (file[weight].endsWith(".ttf")) askEachGlyphByItsCharacter(font);
    fonts.set(key, font);
  }
  return font;
}

/**
 * fontkit keeps each glyph with the characters it was first asked for. Making a subset of a
 * TrueType face asks for the parts of a composite glyph (the o inside ö) with none, and a later
 * document would draw "o" with no character behind it: so each glyph is asked for by its character
 * first. Presentation forms and ligatures (ﻣ, ﬁ) are left to the shaper, which gives them the
 * characters they were made from.
 */
function askEachGlyphByItsCharacter(font: fontkit.Font): void {
  for (const codePoint of font.characterSet) {
    const char = String.fromCodePoint(codePoint);
    if (char.normalize("NFKC") === char) font.glyphForCodePoint(codePoint);
  }
}

/** Whether the face draws this character (the bold weights cover the same characters). */
export const faceHas = (face: Face, codePoint: number): boolean =>
  faceFont(face, "regular").hasGlyphForCodePoint(codePoint);

/** pdfkit's name for a face in a weight. */
export const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;
