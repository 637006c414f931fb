/**
 * A line of text cut into the runs a PDF draws one after another, left to right: each run in one
 * face and one direction. The order is the Unicode bidirectional algorithm's (bidi-js), with the
 * paragraph's direction taken from its first strong letter, as `dir="auto"` does in a page; the
 * face is chosen by script, and digits, spaces and punctuation stay in the face around them.
 */
import bidiFactory from "bidi-js";
import { FACES, type Face, faceHas } from "./faces.ts";

const bidi = bidiFactory();

export interface Run {
  /** In logical order: the shaper turns a right-to-left run around itself. */
  text: string;
  face: Face;
  rtl: boolean;
}

const ARABIC = /\p{Script=Arabic}|\p{Script=Syriac}|\p{Script=Thaana}/u;
const HEBREW = /\p{Script=Hebrew}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const HAN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * Han characters look right in the face of the language around them: with kana the Japanese
 * face, with Hangul the Korean, otherwise the Chinese (which has the most characters), and
 * failing that whichever face has them.
 */
function hanFaces(line: string): Face[] {
  if (KANA.test(line)) return ["japanese", "chinese", "korean"];
  if (HANGUL.test(line)) return ["korean", "japanese", "chinese"];
  return ["chinese", "japanese", "korean"];
}

/** The face a character asks for, or null for a neutral that follows the face around it. */
function faceFor(char: string, han: Face[]): Face | null {
  const code = char.codePointAt(0) as number;
  const wanted: Face[] = ARABIC.test(char)
    ? ["arabic"]
    : HEBREW.test(char)
      ? ["hebrew"]
      : KANA.test(char)
        ? ["japanese", "korean", "chinese"]
        : HANGUL.test(char)
          ? ["korean"]
          : HAN.test(char)
            ? han
            : NEUTRAL.test(char)
              ? []
              : ["latin"];
  if (wanted.length === 0) return null;
  return wanted.find((face) => faceHas(face, code)) ?? FACES.find((face) => faceHas(face, code)) ?? wanted[0] ?? null;
}

/** Each character's face: a neutral takes the face before it (or after it) when that face has it. */
function facesOf(chars: string[], han: Face[]): Face[] {
  const asked = chars.map((char) => faceFor(char, han));
  const faces: Face[] = [];
  for (let i = 0; i < chars.length; i++) {
    const own = asked[i];
    if (own) {
      faces.push(own);
      continue;
    }
    const code = chars[i]?.codePointAt(0) as number;
    const before = faces[i - 1];
    const after = asked.slice(i + 1).find((face) => face !== null);
    const face = [before, after, "latin" as const].find((f) => f !== undefined && f !== null && faceHas(f, code));
    faces.push(face ?? FACES.find((f) => faceHas(f, code)) ?? "latin");
  }
  return faces;
}

/** Kept per line (a name is measured several times while it is fitted), bounded. */
const kept = new Map<string, Run[]>();
const MAX_KEPT_LINES = 10_000;

/** The runs of one line, in the order they are drawn from left to right. */
export function visualRuns(line: string): Run[] {
  let runs = kept.get(line);
  if (!runs) {
    runs = cutIntoRuns(line);
    if (kept.size >= MAX_KEPT_LINES) kept.clear();
    kept.set(line, runs);
  }
  return runs;
}

function cutIntoRuns(line: string): Run[] {
  const chars = [...line];
  if (chars.length === 0) return [];
  const faces = facesOf(chars, hanFaces(line));
  // bidi-js counts UTF-16 units; the runs are cut on characters (code points).
  const units: number[] = [];
  chars.forEach((char, i) => {
    for (let u = 0; u < char.length; u++) units.push(i);
  });
  const levels = bidi.getEmbeddingLevels(line);
  const order = bidi
    .getReorderedIndices(line, levels)
    .filter((unit, k, all) => k === 0 || units[unit] !== units[all[k - 1] as number]);
  const runs: Run[] = [];
  let current: { from: number; to: number; face: Face; rtl: boolean } | undefined;
  const flush = () => {
    if (!current) return;
    const { from, to, face, rtl } = current;
    let text = chars.slice(from, to + 1).join("");
    // A right-to-left run the shaper would not turn (brackets or dots alone): turned here, mirrored.
    if (rtl && !ARABIC.test(text) && !HEBREW.test(text))
      text = [...text]
        .reverse()
        .map((char) => bidi.getMirroredCharacter(char) ?? char)
        .join("");
    runs.push({ text, face, rtl });
  };
  for (const unit of order) {
    const i = units[unit] as number;
    const face = faces[i] as Face;
    const rtl = ((levels.levels[unit] as number) & 1) === 1;
    if (
      current &&
      current.face === face &&
      current.rtl === rtl &&
      (rtl ? i === current.from - 1 : i === current.to + 1)
    ) {
      if (rtl) current.from = i;
      else current.to = i;
      continue;
    }
    flush();
    current = { from: i, to: i, face, rtl };
  }
  flush();
  return runs;
}
