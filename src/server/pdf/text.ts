/**
 * Text on a PDF page in any script: measured with the faces' own metrics (after shaping, so an
 * Arabic name is as wide as it is drawn), shrunk or shortened to fit a width, and drawn run by run
 * in visual order (`runs.ts`).
 */

import { type Pdf, useFace } from "./document.ts";
import { type Face, faceFont, type Weight } from "./faces.ts";
import { visualRuns } from "./runs.ts";

export interface TextStyle {
  /** In points. */
  size: number;
  weight?: Weight;
}

/**
 * Each run is shaped whole: pdfkit's default lays a text out word by word, which would put the
 * words of a right-to-left run in left-to-right order.
 */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [], lineBreak: false };

/**
 * Shaping is most of the work, and fitting a name measures it several times at several sizes: a
 * run's width in font units is kept (by face, weight and text; the faces are the process's) and
 * scaled to each size. Bounded, since the texts come from applications.
 */
const runWidths = new Map<string, number>();
const MAX_KEPT_WIDTHS = 20_000;

function runWidth(face: Face, weight: Weight, text: string, size: number): number {
  const key = `${face}\u0000${weight}\u0000${text}`;
  let units = runWidths.get(key);
  if (units === undefined) {
    const font = faceFont(face, weight);
    // The same shaping pdfkit does when it draws the run (fontkit, the whole run at once).
    units = font.layout(text, []).advanceWidth / font.unitsPerEm;
    if (runWidths.size >= MAX_KEPT_WIDTHS) runWidths.clear();
    runWidths.set(key, units);
  }
  return units * size;
}

/** The width the text takes when drawn, in points. */
export function textWidth(text: string, style: TextStyle): number {
  let width = 0;
  for (const run of visualRuns(text)) width += runWidth(run.face, style.weight ?? "regular", run.text, style.size);
  return width;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The text at the largest size from `size` down to `minSize` that fits the width; at `minSize`,
 * shortened at its end (by whole characters, in reading order) with an ellipsis.
 */
export function fitText(
  text: string,
  options: { width: number; size: number; minSize: number; weight?: Weight },
): { text: string; size: number } {
  const style = (size: number) => ({ size, weight: options.weight });
  const full = textWidth(text, style(options.size));
  if (full <= options.width) return { text, size: options.size };
  const size = Math.max(options.minSize, (options.size * options.width) / full);
  if (textWidth(text, style(size)) <= options.width) return { text, size };
  const parts = [...graphemes.segment(text)].map((s) => s.segment);
  // The longest start of the text that fits with its ellipsis, found by halving.
  let fits = 0;
  let tooLong = parts.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (textWidth(shortened(parts, middle), style(size)) <= options.width) fits = middle;
    else tooLong = middle;
  }
  return { text: shortened(parts, fits), size };
}

const shortened = (parts: string[], count: number) => `${parts.slice(0, count).join("").trimEnd()}…`;

/** Draws the text with its baseline at y, from x (left), around x (center) or up to x (right). */
export function drawText(
  doc: Pdf,
  text: string,
  at: { x: number; y: number; align?: "left" | "center" | "right" },
  style: TextStyle,
): void {
  const weight = style.weight ?? "regular";
  const width = at.align && at.align !== "left" ? textWidth(text, style) : 0;
  let x = at.align === "center" ? at.x - width / 2 : at.align === "right" ? at.x - width : at.x;
  for (const run of visualRuns(text)) {
    useFace(doc, run.face, weight);
    doc.fontSize(style.size);
    doc.text(run.text, x, at.y, { ...WHOLE_RUN, baseline: "alphabetic" });
    x += runWidth(run.face, weight, run.text, style.size);
  }
}

/**
 * The text broken into lines no wider than `width`, at spaces (a word wider than the line is
 * shortened with "…"); the lines of the text's own line breaks kept.
 */
export function wrapText(text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, style) <= width || line === "") {
        line =
          line === "" && textWidth(word, style) > width
            ? fitText(word, { width, size: style.size, minSize: style.size, weight: style.weight }).text
            : candidate;
        continue;
      }
      lines.push(line);
      line =
        textWidth(word, style) > width
          ? fitText(word, { width, size: style.size, minSize: style.size, weight: style.weight }).text
          : word;
    }
    lines.push(line);
  }
  return lines;
}
