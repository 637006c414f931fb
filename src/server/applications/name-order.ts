/**
 * The order of gallery names as a reader expects it (Unicode's collation through `Intl.Collator`:
 * Latin, Greek, Cyrillic, Hebrew, Arabic, Korean, Japanese, Chinese; accents and case second), as
 * a key both databases sort the same way byte by byte. SQLite has no ICU collation and PostgreSQL's
 * depends on the server's build, so the order is decided here, once, in JavaScript.
 *
 * Each letter of the name becomes 8 hex digits: its place among the letters of the Basic
 * Multilingual Plane in the collator's order (letters it holds equal share one), then, for Chinese
 * characters and Korean syllables, which the collation orders by code point within their script,
 * the offset of the code point. Words are separated by the lowest key. Expansions (ß as "ss") are
 * spelled out first, as the slugs do.
 */
import { SPELLED_OUT } from "../../shared/slug.ts";

const COLLATOR = new Intl.Collator("en", { sensitivity: "base" });
/** Long enough to tell any two real names apart; the key stays small enough for an index. */
const MAX_LETTERS = 64;
const WORD_BREAK = "00000000";

/** Blocks ordered by code point within their script: each ranked as its first letter, plus the offset. */
const BY_CODE_POINT: { from: number; to: number; representative: string; base: number }[] = [
  { from: 0x4e00, to: 0x9fff, representative: "一", base: 0 },
  { from: 0xf900, to: 0xfaff, representative: "一", base: 0x5200 },
  { from: 0x3400, to: 0x4dbf, representative: "一", base: 0x5400 },
  { from: 0xac00, to: 0xd7a3, representative: "가", base: 0 },
];

let ranks: Map<string, number> | undefined;

/** Built once, when the first name is ordered (10,000 letters sorted: under 0.1 s). */
function rankTable(): Map<string, number> {
  if (ranks) return ranks;
  const letters: string[] = [];
  for (let cp = 0x30; cp <= 0xffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (BY_CODE_POINT.some((b) => cp >= b.from && cp <= b.to)) continue;
    const letter = String.fromCharCode(cp);
    if (/[\p{L}\p{N}]/u.test(letter)) letters.push(letter);
  }
  letters.push(...new Set(BY_CODE_POINT.map((b) => b.representative)));
  letters.sort(COLLATOR.compare);
  ranks = new Map();
  let rank = 1;
  letters.forEach((letter, i) => {
    if (i > 0 && COLLATOR.compare(letters[i - 1] as string, letter) !== 0) rank++;
    ranks?.set(letter, rank);
  });
  return ranks;
}

const hex4 = (n: number) => n.toString(16).padStart(4, "0");

function letterKey(letter: string, table: Map<string, number>): string {
  const cp = letter.codePointAt(0) as number;
  const block = BY_CODE_POINT.find((b) => cp >= b.from && cp <= b.to);
  if (block) return hex4(table.get(block.representative) as number) + hex4(block.base + cp - block.from);
  const rank = table.get(letter);
  // Beyond the table (letters outside the BMP): after every ranked letter, by code point.
  return rank === undefined ? `ffff${hex4(Math.min(cp - 0x10000, 0xffff))}` : `${hex4(rank)}0000`;
}

export function galleryOrderKey(name: string): string {
  const table = rankTable();
  const words = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[ßæøœłđðþı]/g, (c) => SPELLED_OUT[c] ?? c)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  const keys: string[] = [];
  let letters = 0;
  for (const word of words) {
    if (keys.length > 0) keys.push(WORD_BREAK);
    for (const letter of word) {
      // Marks (accents, vowel signs) weigh less than letters: the collator's second level, left out.
      if (/\p{M}/u.test(letter) || letters++ >= MAX_LETTERS) continue;
      keys.push(letterKey(letter, table));
    }
  }
  return keys.join("");
}
