/**
 * The form's fields in the order the page shows them, with the names the page gives them. The
 * error summary follows this order (gallery fields as laid out, pictures picture by picture), and
 * messages that would not say which field they are about carry its name (`Gallery name: …`,
 * `Artist 1, Biography: …`), so the browser and the server word them the same.
 */

/** Each record's fields in page order, with their labels; `#` stands for a list index. */
const FIELDS: Record<string, [string, string][]> = {
  "": [
    ["edition", "Edition"],
    ["sector", "Sector"],
    ["choice", "Choice"],
    ["proposal", "Proposal"],
    ["artists", "Artists"],
    ["gallery", "Gallery"],
    ["tax", "Tax"],
    ["proof", "Proof documents"],
  ],
  proposal: [
    ["booth", "Booth size"],
    ["pitch", "A short description of your program"],
    ["mentorship", "Mentorship program"],
    ["concept", "Concept of your presentation"],
    ["rendering", "Booth renderings"],
  ],
  "artists.#": [
    ["first_name", "First name"],
    ["last_name", "Last name"],
    ["nationality", "Nationality"],
    ["born", "Year of birth"],
    ["bio", "Biography"],
    ["artworks", "Artworks"],
  ],
  "artists.#.artworks.#": [
    ["title", "Title"],
    ["meta", "Year, medium, size"],
    ["presented", "Presented or similar"],
    ["filename", "Image"],
    ["size", "Image"],
    ["file", "Image"],
  ],
  gallery: [
    ["name", "Gallery name"],
    ["year_founded", "Year founded"],
    ["locations", "Locations"],
    ["fairs", "Fairs you took part in"],
    ["founders", "Founders"],
    ["contact", "Contact person"],
    ["email", "Contact email"],
    ["website", "Website"],
    ["social_media", "Social media"],
    ["highlights", "Highlights of your program"],
    ["pictures", "Gallery pictures"],
    ["additional", "Additional files"],
  ],
  "gallery.pictures.#": [
    ["filename", "Picture"],
    ["size", "Picture"],
    ["file", "Picture"],
    ["exhibition_title", "Exhibition title"],
    ["artists", "Artists"],
    ["year", "Year"],
  ],
  tax: [
    ["company", "Company name"],
    ["address", "Company address"],
    ["country", "Country"],
    ["number", "Tax number"],
    ["contact", "Contact person for tax matters"],
    ["email", "Contact email for tax matters"],
    ["phone", "Contact phone for tax matters"],
  ],
};

const RANK = new Map(
  Object.entries(FIELDS).map(([record, fields]) => [record, new Map(fields.map(([name], i) => [name, i]))]),
);
const LABEL = new Map(Object.entries(FIELDS).map(([record, fields]) => [record, new Map(fields)]));

/** A field's label as the page gives it: `record` is its record's pattern (`artists.#`, `gallery`, "" for the top). */
export function fieldLabel(record: string, name: string): string | undefined {
  return LABEL.get(record)?.get(name);
}

const patternOf = (segments: string[]) => segments.map((s) => (/^\d+$/.test(s) ? "#" : s)).join(".");

/**
 * Page order of two dotted paths. A list's own error (`gallery.pictures`: none added) comes after
 * its entries, where the page shows it: beside the add button below them.
 */
export function comparePaths(a: string, b: string): number {
  const x = a.split(".");
  const y = b.split(".");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (p === q) continue;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) return Number(p) - Number(q);
    const ranks = RANK.get(patternOf(x.slice(0, i)));
    const rank = (s: string) => ranks?.get(s) ?? Number.MAX_SAFE_INTEGER;
    return rank(p) - rank(q) || (p < q ? -1 : 1);
  }
  return y.length - x.length;
}

/**
 * The name a message about this path carries: the spec's prefixes for artists, artworks and
 * gallery pictures (`Artist 1, Artwork 2, Title`), the label for the other fields.
 */
export function fieldName(path: string): string {
  const s = path.split(".");
  const label = (record: string, name: string | undefined) => LABEL.get(record)?.get(name ?? "") ?? name ?? path;
  if (s[0] === "artists" && s[1] !== undefined) {
    const artist = `Artist ${Number(s[1]) + 1}`;
    if (s[2] === "artworks" && s[3] !== undefined) {
      const artwork = `${artist}, Artwork ${Number(s[3]) + 1}`;
      return s[4] === undefined ? artwork : `${artwork}, ${label("artists.#.artworks.#", s[4])}`;
    }
    return s[2] === undefined ? artist : `${artist}, ${label("artists.#", s[2])}`;
  }
  if (s[0] === "gallery" && s[1] === "pictures" && s[2] !== undefined) {
    const picture = `Gallery Picture ${Number(s[2]) + 1}`;
    return s[3] === undefined ? picture : `${picture}, ${label("gallery.pictures.#", s[3])}`;
  }
  if (s.length === 1) return label("", s[0]);
  return label(s[0] ?? "", s[1]);
}

/** A message prefixed with the name of the field it is about. */
export function aboutField(path: string, message: string): string {
  return `${fieldName(path)}: ${message}`;
}
