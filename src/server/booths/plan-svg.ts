/**
 * The floor plan drawn in SVG, one unit a metre: each hall with its booths, each booth with its
 * label and, when it has one, its gallery's name (a link to the gallery's page where it has one).
 * The same drawing serves the public page (one SVG per hall, inline) and the export (every hall in
 * one standalone file).
 */
import type { FloorPlan, PlanBooth, PlanHall } from "../../shared/floor-plan.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { directionOf } from "../../shared/text-direction.ts";
import { type Html, html } from "../web/html.ts";

export interface PlacedGallery {
  name: string;
  /** The gallery's public address; null where the drawing links nowhere (the back office's export). */
  href: string | null;
}

/** Space around a hall and between halls in the export, in metres. */
const MARGIN = 1;
const HALL_TITLE = 1.6;

/** Letters a full em wide: Chinese, Japanese and Korean. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Shortened to what fits the booth's width at the given size (a rough average glyph width; a
 * CJK letter counts its full em), cut between characters, never inside one.
 */
function fitted(text: string, width: number, fontSize: number): string {
  const room = width / fontSize;
  const characters = [...text];
  const ems = (c: string) => (WIDE.test(c) ? 1 : 0.56);
  let used = 0;
  for (let i = 0; i < characters.length; i++) {
    used += ems(characters[i] as string);
    if (used > room) return `${characters.slice(0, Math.max(1, i - 1)).join("")}…`;
  }
  return text;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function boothShape(booth: PlanBooth, gallery: PlacedGallery | undefined): Html {
  const labelSize = round(Math.min(0.7, booth.d_m / 4, booth.w_m / 3));
  const nameSize = round(Math.min(0.5, booth.d_m / 5));
  const cx = round(booth.x_m + booth.w_m / 2);
  const name = gallery ? fitted(gallery.name, booth.w_m - 0.2, nameSize) : "";
  const nameText = gallery
    ? html`<text x="${cx}" y="${round(booth.y_m + booth.d_m / 2 + nameSize * 1.2)}" font-size="${nameSize}" text-anchor="middle" direction="${directionOf(name)}" fill="#1a1a1a">${name}</text>`
    : "";
  return html`<g class="booth" data-booth-id="${booth.id}">
<rect x="${booth.x_m}" y="${booth.y_m}" width="${booth.w_m}" height="${booth.d_m}" fill="${gallery ? "#e8eef8" : "#ffffff"}" stroke="#1a1a1a" stroke-width="0.06"/>
<text x="${cx}" y="${round(booth.y_m + booth.d_m / 2 - labelSize * 0.2)}" font-size="${labelSize}" font-weight="bold" text-anchor="middle" fill="#1a1a1a">${booth.label}</text>
${gallery?.href ? html`<a href="${gallery.href}"><title>${gallery.name}</title>${nameText}</a>` : nameText}
</g>
`;
}

function hallShapes(hall: PlanHall, galleries: ReadonlyMap<string, PlacedGallery>): Html {
  return html`<rect x="0" y="0" width="${hall.width_m}" height="${hall.depth_m}" fill="#f6f6f4" stroke="#1a1a1a" stroke-width="0.12"/>
${hall.booths.map((booth) => boothShape(booth, galleries.get(booth.id)))}`;
}

/** Pixels a metre where the page lets the drawing keep its own size (a phone): a gallery's name is then 12 px high. */
const READABLE_SCALE = 24;

/** One hall as an inline SVG of the public page, scaled to the width the page gives it, else at its readable size. */
export function hallSvg(
  hall: PlanHall,
  galleries: ReadonlyMap<string, PlacedGallery>,
  titleId: string,
  t: Translator = translatorFor("en"),
): Html {
  // Metres as the language writes them (12,5 in German), never grouped: 1000 stays 1000, as it always read.
  const metres = (n: number) => t.number(n, { useGrouping: false, maximumFractionDigits: 3 });
  const box = `${-MARGIN / 2} ${-MARGIN / 2} ${hall.width_m + MARGIN} ${hall.depth_m + MARGIN}`;
  const width = round((hall.width_m + MARGIN) * READABLE_SCALE);
  const height = round((hall.depth_m + MARGIN) * READABLE_SCALE);
  return html`<svg class="floor-plan-hall" viewBox="${box}" width="${width}" height="${height}" font-family="system-ui, sans-serif" aria-labelledby="${titleId}">
<title id="${titleId}">${t.t("pages.hallPlan", { hall: hall.name, width: metres(hall.width_m), depth: metres(hall.depth_m) })}</title>
${hallShapes(hall, galleries)}</svg>`;
}

/** Every hall, one under another, in one file to print or open in a drawing program. */
export function planSvg(
  plan: FloorPlan,
  galleries: ReadonlyMap<string, PlacedGallery>,
  options: { standalone: true; title: string },
): string {
  const width = Math.max(10, ...plan.halls.map((h) => h.width_m)) + 2 * MARGIN;
  let y = MARGIN;
  const groups = plan.halls.map((hall) => {
    const group = html`<g transform="translate(${MARGIN} ${round(y + HALL_TITLE)})">
<text x="0" y="-0.5" font-size="1" font-weight="bold" fill="#1a1a1a">${hall.name}</text>
${hallShapes(hall, galleries)}</g>
`;
    y += HALL_TITLE + hall.depth_m + MARGIN;
    return group;
  });
  const height = round(Math.max(y, 5));
  return html`<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(width)} ${height}" width="${round(width * 10)}mm" height="${round(height * 10)}mm" font-family="system-ui, sans-serif" role="img" aria-labelledby="plan-title">
<title id="plan-title">${options.title}</title>
${groups}</svg>
`.text;
}
