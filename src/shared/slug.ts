/**
 * Addresses made from names, the same in the browser and on the server: a gallery page's
 * ("Galerie Nordlicht" → "galerie-nordlicht") and the slug the new-edition form proposes. A gallery
 * name without Latin letters keeps its own: "東京画廊" → "東京画廊" (sent percent-encoded), never a
 * made-up "gallery-3f2a9c". An address once given is stored and kept (applications.slug).
 */

/** Letters that Unicode decomposition leaves alone but readers expect spelled out in Latin letters. */
export const SPELLED_OUT: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  œ: "oe",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** Lowercase Latin words, or words of any script (letters with their marks, digits), joined by hyphens. */
export const SLUG_PATTERN =
  /^[\p{Ll}\p{Lo}\p{Lm}\p{N}][\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]*(?:-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u;
const MAX_BASE_LENGTH = 60;

/** Lowercase, accents removed, letters like ß spelled out: "Müller" and "Muller" become one word. */
export function latinLetters(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœłđðþı]/g, (c) => SPELLED_OUT[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

/** The name's Latin letters and digits joined by hyphens; empty when it has none. */
export function addressWords(name: string): string {
  return latinLetters(name)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, "");
}

export function slugOf(name: string): string {
  const latin = latinLetters(name);
  // Mostly Latin letters ("東京画廊 Tokyo Gallery"): the Latin words; else the name's own.
  const latinCount = latin.match(/[a-z]/g)?.length ?? 0;
  const letterCount = latin.match(/\p{L}/gu)?.length ?? 0;
  const slug =
    latinCount > 0 && latinCount * 2 >= letterCount
      ? latin.replace(/[^a-z0-9]+/g, "-").slice(0, MAX_BASE_LENGTH)
      : ownScript(name);
  return slug.replace(/^-+|-+$/g, "") || "gallery";
}

/**
 * The name in its own script, lowercased (Greek, Cyrillic), words joined by hyphens; counted in
 * characters, not UTF-16 units, so a cut never splits one.
 */
function ownScript(name: string): string {
  const words = name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^[\p{M}-]+/u, "");
  return [...words].slice(0, MAX_BASE_LENGTH).join("").replace(/-+$/, "");
}

/**
 * Slugs to try in order: the plain one, then with a growing piece of the application id,
 * so two galleries of the same name get distinct, still stable addresses.
 */
/** Addresses under /ecosystem that are pages of their own, never a gallery's. */
const RESERVED = new Set(["floor-plan"]);

export function slugCandidates(name: string, applicationId: string): string[] {
  const base = slugOf(name);
  if (RESERVED.has(base))
    return [`${base}-gallery`, `${base}-gallery-${applicationId.toLowerCase().replace(/[^a-z0-9]/g, "")}`];
  const id = applicationId.toLowerCase().replace(/[^a-z0-9]/g, "");
  return [base, `${base}-${id.slice(0, 6)}`, `${base}-${id.slice(0, 12)}`, `${base}-${id}`];
}
