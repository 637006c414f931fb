/**
 * What the back office's search box finds an application by, folded the same way on both
 * databases: lowercase, accents removed ("Müller" is found by "muller"), punctuation as spaces.
 * Chinese, Japanese and Korean write names without spaces, so their letters are indexed one by
 * one and in pairs: "画廊" finds "東京画廊" on both databases, whose word indexes only match a
 * word's beginning.
 */
import type { ApplicationForm } from "../../shared/application.ts";
import { latinLetters } from "../../shared/slug.ts";

/** PostgreSQL refuses a tsvector over 1 MB; a real application's words stay far below this. */
const MAX_DOCUMENT_LENGTH = 400_000;

/** The words of a text after folding: letters and digits of any script, nothing else. */
export function searchWords(text: string): string[] {
  return latinLetters(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export interface SearchableApplication {
  galleryName: string;
  locations: string;
  founders: string;
  artists: { firstName: string; lastName: string; artworkTitles: string[] }[];
}

/** Letters of the scripts written without spaces between words (and Japanese's long-vowel mark). */
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;

const pairsOf = (letters: string[]) => letters.slice(0, -1).map((letter, i) => letter + letters[i + 1]);

/** A word as the index holds it: its CJK letters alone and in neighbouring pairs, the rest whole. */
export function indexTerms(word: string): string[] {
  const terms: string[] = [];
  const rest = word.replace(UNSPACED_RUN, (run) => {
    const letters = [...run];
    terms.push(...letters, ...pairsOf(letters));
    return " ";
  });
  return [...rest.split(" ").filter(Boolean), ...terms];
}

/** A typed word as the search asks for it: a CJK run as its pairs (one letter alone as itself), each a term that must be there. */
export function queryTerms(word: string): string[] {
  const terms: string[] = [];
  const rest = word.replace(UNSPACED_RUN, (run) => {
    const letters = [...run];
    terms.push(...(letters.length === 1 ? letters : pairsOf(letters)));
    return " ";
  });
  return [...rest.split(" ").filter(Boolean), ...terms];
}

/** Each distinct word once: the index only needs to know that a word is there. */
export function searchDocument(application: SearchableApplication): string {
  const texts = [
    application.galleryName,
    application.locations,
    application.founders,
    ...application.artists.flatMap((a) => [a.firstName, a.lastName, ...a.artworkTitles]),
  ];
  const words = new Set(texts.flatMap(searchWords).flatMap(indexTerms));
  let document = "";
  for (const word of words) {
    if (document.length + word.length + 1 > MAX_DOCUMENT_LENGTH) break;
    document += document ? ` ${word}` : word;
  }
  return document;
}

/** The gallery name as the list sorts it: case and accents do not change the order. */
export function gallerySortKey(name: string): string {
  return searchWords(name).join(" ");
}

export function searchableApplication(form: ApplicationForm): SearchableApplication {
  return {
    galleryName: form.gallery.name,
    locations: form.gallery.locations,
    founders: form.gallery.founders,
    artists: form.artists.map((a) => ({
      firstName: a.first_name,
      lastName: a.last_name,
      artworkTitles: a.artworks.map((w) => w.title),
    })),
  };
}
