/** The ecosystem pages as HTML: complete without JavaScript; the behaviours script only adds to them. */
import type { PageAssets } from "../web/assets.ts";
import { escapeHtml, Html, html } from "../web/html.ts";
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

export const galleryPath = (slug: string) => `/ecosystem/${slug}`;
export const entryId = (slug: string) => `gallery-${slug}`;

function page(options: { title: string; assets: PageAssets | undefined; main: Html }): string {
  const { title, assets, main } = options;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${(assets?.styles ?? []).map((href) => html`<link rel="stylesheet" href="${href}">\n`)}${(assets?.scripts ?? []).map((src) => html`<script type="module" src="${src}"></script>\n`)}${(assets?.preloads ?? []).map((href) => html`<link rel="modulepreload" href="${href}">\n`)}</head>
<body>
<header class="site-header">
<nav aria-label="Site">
<a href="/ecosystem">Galleries</a>
<a href="/">Apply for the art fair</a>
</nav>
</header>
${main}
</body>
</html>
`.text;
}

export function renderListPage(options: { edition: string; entries: ListEntry[]; assets: PageAssets | undefined }) {
  const { edition, entries, assets } = options;
  // Every entry carries the whole sequence (issue 4), so the page grows with the square of the
  // number of galleries: escape it once, not once per entry.
  const sequence = new Html(escapeHtml(JSON.stringify(entries.map((e) => e.slug))));
  const main = html`<main class="ecosystem-list">
<h1>Galleries</h1>
<p class="lead">${entries.length === 0 ? `No galleries have been announced for ${edition} yet.` : `${entries.length} ${entries.length === 1 ? "gallery takes" : "galleries take"} part in ${edition}.`}</p>
<ul class="gallery-cards" data-sequence-container>
${entries.map(
  (entry) => html`<li>
<a class="gallery-card" id="${entryId(entry.slug)}" href="${galleryPath(entry.slug)}" data-sequence="${sequence}">
${entry.picture ? html`<img src="${entry.picture.src}" width="${entry.picture.width}" height="${entry.picture.height}" alt="" loading="lazy" decoding="async">` : html`<span class="gallery-card-placeholder"></span>`}
<span class="gallery-card-name">${entry.name}</span>
<span class="gallery-card-city">${entry.city}</span>
</a>
</li>
`,
)}</ul>
</main>`;
  return page({ title: `Galleries · ${edition}`, assets, main });
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p>${p}</p>\n`);

function captionOf(picture: ExhibitionPictureView): string {
  return [picture.exhibitionTitle, picture.artists, picture.year > 0 ? String(picture.year) : ""]
    .filter(Boolean)
    .join(" · ");
}

function website(value: string) {
  if (!value) return "";
  const href = websiteHref(value);
  return html`<dt>Website</dt>
<dd>${href ? html`<a href="${href}" rel="noopener noreferrer nofollow ugc">${value}</a>` : value}</dd>
`;
}

function pictureRows(pictures: ExhibitionPictureView[]) {
  const rows: ExhibitionPictureView[][] = [];
  for (const length of rowLengths(pictures.length)) {
    const start = rows.flat().length;
    rows.push(pictures.slice(start, start + length));
  }
  let index = 0;
  return rows.map(
    (row) => html`<div class="gallery-row">
${row.map((picture) => {
  const caption = captionOf(picture);
  const alt = `Exhibition view: ${picture.exhibitionTitle || "untitled"}`;
  return html`<button type="button" class="picture-open" aria-haspopup="dialog" data-picture-index="${index++}" data-picture-src="${picture.largeSrc}" data-picture-alt="${alt}" data-picture-caption="${caption}">
<img src="${picture.src}" srcset="${picture.src} ${PICTURE_WIDTHS.list}w, ${picture.largeSrc} ${PICTURE_WIDTHS.page}w" sizes="(min-width: 40rem) 33vw, 100vw" width="${picture.width}" height="${picture.height}" alt="" decoding="async">
<span class="picture-caption">${caption}</span>
</button>
`;
})}</div>
`,
  );
}

export function renderGalleryPage(options: { edition: string; gallery: GalleryView; assets: PageAssets | undefined }) {
  const { edition, gallery, assets } = options;
  const main = html`<main class="ecosystem-gallery" data-gallery-slug="${gallery.slug}">
<nav class="sequence-nav" aria-label="Galleries" data-sequence-container>
<a class="back-link" href="/ecosystem" data-sequence-back>Back to all galleries</a>
<a class="previous-link" rel="prev" hidden data-sequence-previous>Previous gallery</a>
<a class="next-link" rel="next" hidden data-sequence-next>Next gallery</a>
</nav>
<h1>${gallery.name}</h1>
<dl class="gallery-facts">
${gallery.locations.length > 0 ? html`<dt>${gallery.locations.length === 1 ? "Location" : "Locations"}</dt>\n${gallery.locations.map((l) => html`<dd>${l}</dd>\n`)}` : ""}${website(gallery.website)}</dl>
${gallery.highlights ? html`<section class="gallery-highlights" aria-labelledby="highlights-heading">\n<h2 id="highlights-heading">Highlights</h2>\n${paragraphs(gallery.highlights)}</section>\n` : ""}${
  gallery.pictures.length > 0
    ? html`<section aria-labelledby="pictures-heading">
<h2 id="pictures-heading">Exhibitions</h2>
<div class="gallery-pictures" data-gallery-layout>
${pictureRows(gallery.pictures)}</div>
</section>
`
    : ""
}</main>`;
  return page({ title: `${gallery.name} · Galleries · ${edition}`, assets, main });
}

export function renderNotFoundPage(assets: PageAssets | undefined) {
  const main = html`<main class="ecosystem-missing">
<h1>Gallery not found</h1>
<p>There is no gallery at this address. It may have moved, or it has not been announced yet.</p>
<p><a href="/ecosystem">See all galleries</a></p>
</main>`;
  return page({ title: "Gallery not found", assets, main });
}
