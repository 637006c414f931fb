/**
 * The form's fields in the order the page shows them, with the names the page gives them. The
 * error summary follows this order (gallery fields as laid out, pictures picture by picture), and
 * messages that would not say which field they are about carry its name (`Gallery name: …`,
 * `Artist 1, Biography: …`), so the browser and the server word them the same. The labels are the
 * form catalog's, in the translator's language: English on the server unless one is given, the
 * page's in the browser.
 */

import type { FormCatalog } from "./i18n/catalogs/en/form.ts";
import { defaultTranslator } from "./i18n/default-translator.ts";

/** Each record's fields in page order, with their labels' keys in the form's catalog; `#` stands for a list index. */
const FIELDS: Record<string, [string, keyof FormCatalog][]> = {
  "": [
    ["edition", "edition"],
    ["sector", "sector"],
    ["choice", "sectionChoice"],
    ["proposal", "sectionProposal"],
    ["artists", "sectionArtists"],
    ["gallery", "sectionGallery"],
    ["tax", "sectionTax"],
    ["proof", "proofDocuments"],
  ],
  proposal: [
    ["booth", "boothSize"],
    ["pitch", "pitch"],
    ["mentorship", "mentorshipProgram"],
    ["concept", "concept"],
    ["rendering", "renderings"],
  ],
  "artists.#": [
    ["first_name", "firstName"],
    ["last_name", "lastName"],
    ["nationality", "nationality"],
    ["born", "yearOfBirth"],
    ["bio", "biography"],
    ["artworks", "artworks"],
  ],
  "artists.#.artworks.#": [
    ["title", "title"],
    ["meta", "yearMediumSize"],
    ["presented", "presented"],
    ["filename", "image"],
    ["size", "image"],
    ["file", "image"],
  ],
  gallery: [
    ["name", "galleryName"],
    ["year_founded", "yearFounded"],
    ["locations", "locations"],
    ["fairs", "fairs"],
    ["founders", "founders"],
    ["contact", "contactPerson"],
    ["email", "contactEmail"],
    ["website", "website"],
    ["social_media", "socialMedia"],
    ["highlights", "highlights"],
    ["pictures", "galleryPictures"],
    ["additional", "additionalFiles"],
  ],
  "gallery.pictures.#": [
    ["filename", "picture"],
    ["size", "picture"],
    ["file", "picture"],
    ["exhibition_title", "exhibitionTitle"],
    ["artists", "artists"],
    ["year", "year"],
  ],
  tax: [
    ["company", "companyName"],
    ["address", "companyAddress"],
    ["country", "country"],
    ["number", "taxNumber"],
    ["contact", "taxContact"],
    ["email", "taxEmail"],
    ["phone", "taxPhone"],
  ],
};

const RANK = new Map(
  Object.entries(FIELDS).map(([record, fields]) => [record, new Map(fields.map(([name], i) => [name, i]))]),
);
const LABEL = new Map(Object.entries(FIELDS).map(([record, fields]) => [record, new Map(fields)]));

/**
 * A field's label as the page gives it: `record` is its record's pattern (`artists.#`, `gallery`, ""
 * for the top). In the translator's language: English on the server unless given, the page's in the browser.
 */
export function fieldLabel(record: string, name: string, translator = defaultTranslator): string | undefined {
  const key = LABEL.get(record)?.get(name);
  return key && translator.t(`form.${key}`);
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
export function fieldName(path: string, translator = defaultTranslator): string {
  const { t } = translator;
  const s = path.split(".");
  const label = (record: string, name: string | undefined) =>
    fieldLabel(record, name ?? "", translator) ?? name ?? path;
  const of = (record: string, field: string) => t("form.fieldOf", { record, field });
  if (s[0] === "artists" && s[1] !== undefined) {
    const n = Number(s[1]) + 1;
    if (s[2] === "artworks" && s[3] !== undefined) {
      const artwork = t("form.fieldArtwork", { n, m: Number(s[3]) + 1 });
      return s[4] === undefined ? artwork : of(artwork, label("artists.#.artworks.#", s[4]));
    }
    const artist = t("form.fieldArtist", { n });
    return s[2] === undefined ? artist : of(artist, label("artists.#", s[2]));
  }
  if (s[0] === "gallery" && s[1] === "pictures" && s[2] !== undefined) {
    const picture = t("form.fieldGalleryPicture", { n: Number(s[2]) + 1 });
    return s[3] === undefined ? picture : of(picture, label("gallery.pictures.#", s[3]));
  }
  if (s.length === 1) return label("", s[0]);
  return label(s[0] ?? "", s[1]);
}

/** A message prefixed with the name of the field it is about. */
export function aboutField(path: string, message: string, translator = defaultTranslator): string {
  return translator.t("form.aboutField", { field: fieldName(path, translator), message });
}
