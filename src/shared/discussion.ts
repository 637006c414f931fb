/**
 * The committee's discussion, tags and private notes: limits and checks shared by the back office in
 * the browser and the server, so both say the same thing.
 */

/** Longest comment in an application's discussion. */
export const MAX_COMMENT_LENGTH = 5_000;
/** Longest private note. */
export const MAX_NOTE_LENGTH = 10_000;
/** Longest tag name. */
export const MAX_TAG_LENGTH = 40;
/** Most tags on one application. */
export const MAX_TAGS_PER_APPLICATION = 30;

/** What makes two tag names the same tag. */
export const foldTag = (name: string): string => name.trim().toLowerCase();

export type TagCheck = { tags: string[] } | { error: string };

/**
 * Tags as given: each trimmed, the first spelling of names equal but for case kept, order kept.
 * An error names the field and the offending tag.
 */
export function checkTags(given: unknown): TagCheck {
  if (!Array.isArray(given)) return { error: 'tags must be a list of names: {"tags": ["newcomer"]}.' };
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of given) {
    if (typeof raw !== "string") return { error: "tags must hold names (text) only." };
    const error = tagNameError(raw);
    if (error) return { error };
    const name = raw.trim();
    if (seen.has(foldTag(name))) continue;
    seen.add(foldTag(name));
    tags.push(name);
  }
  if (tags.length > MAX_TAGS_PER_APPLICATION)
    return { error: `tags: an application may have at most ${MAX_TAGS_PER_APPLICATION} tags.` };
  return { tags };
}

/** Why `raw` cannot be a tag's name, or null. */
export function tagNameError(raw: string, field = "tags"): string | null {
  const name = raw.trim();
  if (name === "") return `${field}: a tag's name may not be empty.`;
  if (name.length > MAX_TAG_LENGTH)
    return `${field}: "${name.slice(0, MAX_TAG_LENGTH)}…" is longer than ${MAX_TAG_LENGTH} characters.`;
  return null;
}

export type TextPart = { text: string } | { href: string; text: string };

// A web address up to the next space; punctuation that usually ends a sentence is left outside.
const LINK = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A comment as plain text and links (http and https only): the browser renders each part as a text
 * node or an anchor, never as HTML, so nothing typed can become markup.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    let href = match[0];
    const trailing = TRAILING.exec(href)?.[0] ?? "";
    // A closing bracket belongs to the address when the address opened one.
    const keep = trailing.startsWith(")") && href.includes("(") ? 1 : 0;
    href = href.slice(0, href.length - trailing.length + keep);
    if (!URL.canParse(href)) continue;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ href, text: href });
    at = start + href.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}
