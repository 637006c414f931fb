/** The ecosystem pages as HTML: complete without JavaScript; the behaviours script only adds to them. */
import type { Translator } from "../../shared/i18n/format.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { type BoothView, boothSection } from "../booths/booth-section.ts";
import type { PageAssets } from "../web/assets.ts";
import { html, quotedAttribute } from "../web/html.ts";
import { type PageLanguage, renderSitePage } from "../web/site-page.ts";

/** English where no language is given (the tests of layout and markup). */
const translatorOf = (language: PageLanguage | undefined): Translator => language?.t ?? translatorFor("en");

import { PICTURE_WIDTHS } from "./picture-variants.ts";
import { websiteHref } from "./website.ts";

export interface SizedPicture {
  src: string;
  width: number;
  height: number;
}

export interface ListEntry {
  slug: string;
  name: string;
  city: string;
  picture: SizedPicture | undefined;
}

export interface ExhibitionPictureView extends SizedPicture {
  /** The page-size variant, shown in the picture dialog. */
  largeSrc: string;
  exhibitionTitle: string;
  artists: string;
  year: number;
}

export interface GalleryView {
  slug: string;
  name: string;
  locations: string[];
  website: string;
  highlights: string;
  pictures: ExhibitionPictureView[];
}

/** Most pictures in one row of the gallery layout; each row fills the width at one common height. */
export const PICTURES_PER_ROW = 3;

/** Row lengths as even as possible, longer rows first: 4 pictures make 2 + 2, not 3 + 1. */
export function rowLengths(count: number): number[] {
  const rows = Math.ceil(count / PICTURES_PER_ROW);
  return Array.from({ length: rows }, (_, i) => Math.floor(count / rows) + (i < count % rows ? 1 : 0));
}

/** A slug in any script travels percent-encoded; the server reads it back decoded. */
export const galleryPath = (slug: string) => `/ecosystem/${encodeURIComponent(slug)}`;

/** Pictures of the first cards, above the fold on a wide screen, load at once; the rest when scrolled to. */
export const EAGER_LIST_PICTURES = 4;

function listPicture(picture: SizedPicture | undefined, position: number) {
  if (!picture) return html`<span class="gallery-card-placeholder"></span>`;
  // No width and height: the stylesheet gives every card picture a 4:3 box, so nothing moves as they load.
  if (position === 0) return html`<img src="${picture.src}" alt="" fetchpriority="high">`;
  if (position < EAGER_LIST_PICTURES) return html`<img src="${picture.src}" alt="">`;
  return html`<img src="${picture.src}" alt="" loading="lazy">`;
}

/** The other public editions' lists, by name. */
export interface EditionLink {
  name: string;
  href: string;
}

function otherEditions(t: Translator, others: EditionLink[] | undefined) {
  if (!others || others.length === 0) return "";
  return html`<nav class="edition-links" aria-label="${t.t("pages.otherEditions")}">
<h2>${t.t("pages.otherEditions")}</h2>
<ul>
${others.map(
  (o) => html`<li><a href="${o.href}">${o.name}</a></li>
`,
)}</ul>
</nav>
`;
}

/** `edition` is the edition's name, as people read it. */
export function renderListPage(options: {
  edition: string;
  entries: ListEntry[];
  others?: EditionLink[];
  assets: PageAssets | undefined;
  language?: PageLanguage | undefined;
}) {
  const { edition, entries, others, assets, language } = options;
  const t = translatorOf(language);
  // The ordered sequence is written once, on the container; each entry carries only its place in it
  // (the behaviours name it gallery-<slug> from there), so the page grows with the number of
  // galleries, not with its square. The single-quoted attribute keeps the JSON's quotes as they are.
  const sequence = JSON.stringify(entries.map((e) => e.slug));
  const count =
    entries.length === 0
      ? t.t("pages.noGalleriesYet", { edition })
      : t.t("pages.galleriesTakePart", { count: entries.length, edition });
  // Every byte here is paid a thousand times on a long list: no whitespace or classes an entry can do without.
  const main = html`<main class="ecosystem-list">
<h1>${t.t("pages.galleriesHeading")} <span class="edition-name">${edition}</span></h1>
<p class="lead">${count}</p>
<ul class="gallery-cards" data-sequence-container data-sequence=${quotedAttribute(sequence)}>
${entries.map(
  (entry, place) =>
    html`<li><a href="${galleryPath(entry.slug)}" data-sequence-place="${place}">${listPicture(entry.picture, place)}<span dir="auto">${entry.name}</span> <bdi>${entry.city}</bdi></a></li>
`,
)}</ul>
${otherEditions(t, others)}</main>`;
  return renderSitePage({
    title: t.t("pages.listTitle", { edition }),
    description:
      entries.length === 0
        ? t.t("pages.listDescriptionEmpty", { edition })
        : t.t("pages.listDescription", { count: entries.length, edition }),
    assets,
    main,
    language,
  });
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p dir="auto">${p}</p>\n`);

function captionOf(picture: ExhibitionPictureView): string {
  return [picture.exhibitionTitle, picture.artists, picture.year > 0 ? String(picture.year) : ""]
    .filter(Boolean)
    .join(" · ");
}

function website(t: Translator, value: string) {
  if (!value) return "";
  const href = websiteHref(value);
  return html`<dt>${t.t("pages.website")}</dt>
<dd dir="auto">${href ? html`<a href="${href}" rel="noopener noreferrer nofollow ugc">${value}</a>` : value}</dd>
`;
}

/**
 * The width each picture of a row is laid out at, for `sizes`, following ecosystem.css: the content
 * is the page less 1.5rem padding each side, at most 72rem (so from a 75rem window on). Up to 40rem
 * every picture takes the content width; above, a row's pictures share it, less 1rem gaps, in
 * proportion to their aspect ratios. A picture alone in its row is at most 36rem wide.
 */
export function picturesSizes(row: readonly SizedPicture[]): string[] {
  if (row.length === 1) return ["(max-width: 39rem) calc(100vw - 3rem), 36rem"];
  const ratios = row.map((p) => p.width / p.height);
  const total = ratios.reduce((sum, r) => sum + r, 0);
  const gaps = row.length - 1;
  const widest = (72 - gaps) * 16;
  return ratios.map((ratio) => {
    const share = ratio / total;
    return `(max-width: 40rem) calc(100vw - 3rem), (min-width: 75rem) ${Math.round(widest * share)}px, calc((100vw - ${3 + gaps}rem) * ${share.toFixed(4)})`;
  });
}

/** Both variants with their widths, or only the list one when the original is no wider (both are the same). */
function pictureSources(picture: ExhibitionPictureView, sizes: string) {
  if (picture.width < PICTURE_WIDTHS.list) return html`src="${picture.src}"`;
  return html`src="${picture.src}" srcset="${picture.src} ${picture.width}w, ${picture.largeSrc} ${PICTURE_WIDTHS.page}w" sizes="${sizes}"`;
}

function pictureRows(t: Translator, pictures: ExhibitionPictureView[]) {
  const rows: ExhibitionPictureView[][] = [];
  for (const length of rowLengths(pictures.length)) {
    const start = rows.flat().length;
    rows.push(pictures.slice(start, start + length));
  }
  let index = 0;
  return rows.map((row) => {
    const sizes = picturesSizes(row);
    return html`<div class="gallery-row">
${row.map((picture, i) => {
  const caption = captionOf(picture);
  const alt = t.t("pages.exhibitionView", { title: picture.exhibitionTitle || t.t("pages.untitled") });
  return html`<button type="button" class="picture-open" aria-haspopup="dialog" data-picture-index="${index++}" data-picture-src="${picture.largeSrc}" data-picture-alt="${alt}" data-picture-caption="${caption}">
<img ${pictureSources(picture, sizes[i] ?? "")} width="${picture.width}" height="${picture.height}" alt="">
<span class="picture-caption" dir="auto">${caption}</span>
</button>
`;
})}</div>
`;
  });
}

/** Cut at a word so that with the ellipsis it is at most `max` characters. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(" ", max - 1);
  return `${text.slice(0, cut > max / 2 ? cut : max - 1)}…`;
}

/** Who and where, then the first line of the highlights: what a search result or link preview shows. */
export function galleryDescription(gallery: GalleryView, edition: string, t = translatorFor("en")): string {
  const where = t.t("pages.galleryDescription", {
    gallery: gallery.name,
    located: gallery.locations.length > 0 ? "yes" : "no",
    locations: gallery.locations.join(", "),
    edition,
  });
  const first = gallery.highlights.split("\n").find((line) => line.trim()) ?? "";
  return shorten(`${where} ${first.trim()}`.trim(), 200);
}

export function renderGalleryPage(options: {
  edition: string;
  gallery: GalleryView;
  /** The list of the gallery's edition. */
  listHref?: string;
  /** Its booth, once allocated (the page itself is public only once accepted and released). */
  booth?: BoothView | undefined;
  assets: PageAssets | undefined;
  language?: PageLanguage | undefined;
}) {
  const { edition, gallery, assets, language } = options;
  const t = translatorOf(language);
  // Previous and next are added by the behaviours script when the visitor came through the list.
  const main = html`<main class="ecosystem-gallery" data-gallery-slug="${gallery.slug}">
<nav class="sequence-nav" aria-label="${t.t("pages.galleriesHeading")}" data-sequence-container>
<a class="back-link" href="${options.listHref ?? "/ecosystem"}" data-sequence-back>${t.t("pages.backToAllGalleries")}</a>
</nav>
<h1 dir="auto">${gallery.name}</h1>
<dl class="gallery-facts">
${gallery.locations.length > 0 ? html`<dt>${t.t("pages.location", { count: gallery.locations.length })}</dt>\n${gallery.locations.map((l) => html`<dd dir="auto">${l}</dd>\n`)}` : ""}${website(t, gallery.website)}</dl>
${boothSection(options.booth, t.t("pages.booth"), t)}
${gallery.highlights ? html`<section class="gallery-highlights" aria-labelledby="highlights-heading">\n<h2 id="highlights-heading">${t.t("pages.highlights")}</h2>\n${paragraphs(gallery.highlights)}</section>\n` : ""}${
  gallery.pictures.length > 0
    ? html`<section aria-labelledby="pictures-heading">
<h2 id="pictures-heading">${t.t("pages.exhibitions")}</h2>
<div class="gallery-pictures" data-gallery-layout>
${pictureRows(t, gallery.pictures)}</div>
</section>
`
    : ""
}</main>`;
  return renderSitePage({
    title: t.t("pages.galleryTitle", { gallery: gallery.name, edition }),
    description: galleryDescription(gallery, edition, t),
    assets,
    main,
    language,
  });
}

export function renderNotFoundPage(assets: PageAssets | undefined, language?: PageLanguage) {
  const t = translatorOf(language);
  const main = html`<main class="ecosystem-missing">
<h1>${t.t("pages.galleryNotFound")}</h1>
<p>${t.t("pages.galleryNotFoundText")}</p>
<p><a href="/ecosystem">${t.t("pages.seeAllGalleries")}</a></p>
</main>`;
  return renderSitePage({
    title: t.t("pages.galleryNotFound"),
    description: t.t("pages.galleryNotFoundDescription"),
    assets,
    main,
    language,
  });
}
