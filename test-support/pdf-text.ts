/**
 * What a reader gets out of a PDF, through poppler-utils (`pdftotext`, `pdffonts`, `pdfinfo`): the
 * text as copied from a viewer, the fonts embedded, the pages.
 */
import { execFile } from "node:child_process";

function poppler(tool: string, args: string[], pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    // "-" reads the PDF from standard input (and pdftotext writes its text to standard output).
    const files = tool === "pdftotext" ? ["-", "-"] : ["-"];
    const child = execFile(
      tool,
      [...args, ...files],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
      (error, out, err) => (error ? reject(new Error(`${tool}: ${err || error.message}`)) : resolve(out)),
    );
    child.stdin?.end(pdf);
  });
}

/**
 * The page text in reading order. pdftotext wraps each right-to-left line in embedding marks
 * (U+202A–U+202E); a reader copying the name from a viewer gets none, so they are removed.
 */
export async function pdfText(pdf: Buffer, options: { layout?: "bbox" } = {}): Promise<string> {
  const text = await poppler("pdftotext", options.layout === "bbox" ? ["-bbox"] : [], pdf);
  return text.replace(/[\u202a-\u202e]/g, "");
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  toUnicode: boolean;
}

/** `pdffonts`: each font the PDF uses, with whether it is embedded, as a subset, with a ToUnicode map. */
export async function pdfFonts(pdf: Buffer): Promise<PdfFont[]> {
  const out = await poppler("pdffonts", [], pdf);
  return out
    .split("\n")
    .slice(2)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [name = "", ...rest] = line.trim().split(/\s+/);
      const flags = rest.slice(-5);
      return {
        name,
        type: rest.slice(0, -6).join(" "),
        embedded: flags[0] === "yes",
        subset: flags[1] === "yes",
        toUnicode: flags[2] === "yes",
      };
    });
}

/** `pdfinfo`: the number of pages and the first page's size in points. */
export async function pdfInfo(pdf: Buffer): Promise<{ pages: number; width: number; height: number }> {
  const out = await poppler("pdfinfo", [], pdf);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(out);
  return { pages: Number(/Pages:\s+(\d+)/.exec(out)?.[1]), width: Number(size?.[1]), height: Number(size?.[2]) };
}

export interface PdfWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
}

const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * The words of the first page as they stand on it, line by line from the top, each line's words
 * from left to right: the order the eye meets them. pdftotext gives a word's characters in the
 * order of their glyphs; a right-to-left word is turned back into reading order.
 */
export async function pdfWords(pdf: Buffer): Promise<PdfWord[][]> {
  const html = await poppler("pdftotext", ["-bbox", "-f", "1", "-l", "1"], pdf);
  const fromHtml = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
  const words = [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => {
    const text = fromHtml(m[4] ?? "");
    return {
      text: RIGHT_TO_LEFT.test(text) ? [...text].reverse().join("") : text,
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
    };
  });
  const lines: PdfWord[][] = [];
  for (const word of [...words].sort((a, b) => a.yMin - b.yMin)) {
    const line = lines.find((l) => Math.abs((l[0] as PdfWord).yMin - word.yMin) < 4);
    if (line) line.push(word);
    else lines.push([word]);
  }
  return lines.map((line) => line.sort((a, b) => a.xMin - b.xMin));
}
