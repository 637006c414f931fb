/**
 * Addresses made from names, the same in the browser and on the server: a gallery page's
 * ("Galerie Nordlicht" → "galerie-nordlicht") and the slug the new-edition form proposes.
 */

/** Letters that Unicode decomposition leaves alone but readers expect spelled out in Latin letters. */
const SPELLED_OUT: Record<string, string> = {
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

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
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
  return addressWords(name) || "gallery";
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
