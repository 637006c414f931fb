/**
 * A PDF document (pdfkit) that draws text in the faces of `faces.ts`: each face is embedded as a
 * subset of the glyphs drawn, so a plan of twenty names stays small whatever their scripts.
 */
import PDFDocument from "pdfkit";
import { type Face, faceFont, fontName, RTL_FACES, type Weight } from "./faces.ts";

export type Pdf = PDFKit.PDFDocument;

/** What pdfkit keeps per embedded font: the characters each glyph stands for (its ToUnicode map). */
interface EmbeddedFont {
  unicode: number[][];
}

const registered = new WeakMap<Pdf, Set<string>>();
const rightToLeftFonts = new WeakMap<Pdf, Set<EmbeddedFont>>();

export function newPdf(options: { title: string }): Pdf {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: options.title, Creator: "Art fair application system" },
    displayTitle: true,
  });
  registered.set(doc, new Set());
  rightToLeftFonts.set(doc, new Set());
  return doc;
}

/** Selects a face for the next text, embedding it in the document the first time. */
export function useFace(doc: Pdf, face: Face, weight: Weight): void {
  const name = fontName(face, weight);
  const names = registered.get(doc);
  if (!names) throw new Error("This document was not made by newPdf.");
  if (!names.has(name)) {
    // pdfkit takes a fontkit font where its types say only files and bytes.
    doc.registerFont(name, faceFont(face, weight) as unknown as Buffer);
    names.add(name);
  }
  doc.font(name);
  if (RTL_FACES.has(face)) {
    // pdfkit's private field: the font object it will embed (checked by the PDF tests).
    const font = (doc as unknown as { _font: EmbeddedFont })._font;
    if (!Array.isArray(font?.unicode)) throw new Error("pdfkit no longer keeps a font's characters in `unicode`.");
    rightToLeftFonts.get(doc)?.add(font);
  }
}

/**
 * A glyph of a right-to-left run that stands for several characters (the Arabic lam-alef) shows
 * them from right to left. Readers extract a page's text by position and turn right-to-left lines
 * around, characters inside a glyph included; so its characters are written here in the order
 * they stand in the glyph, left to right, and come out in reading order (pdftotext, pdf.js).
 */
function ligaturesInVisualOrder(doc: Pdf): void {
  for (const font of rightToLeftFonts.get(doc) ?? [])
    font.unicode = font.unicode.map((codePoints) => (codePoints.length > 1 ? [...codePoints].reverse() : codePoints));
}

/** Ends the document and gathers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    ligaturesInVisualOrder(doc);
    doc.end();
  });
}
