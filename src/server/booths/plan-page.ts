/** /ecosystem/floor-plan as HTML: each hall as a list by booth, then drawn (on a phone at a size to read, panned). */
import type { FloorPlan } from "../../shared/floor-plan.ts";
import { SIZE_LABELS } from "../../shared/floor-plan.ts";
import type { PageAssets } from "../web/assets.ts";
import { html } from "../web/html.ts";
import { renderSitePage } from "../web/site-page.ts";
import { hallSvg, type PlacedGallery } from "./plan-svg.ts";

const STYLE = html`<style>
.floor-plan{max-width:72rem;margin:0 auto;padding:0 1.5rem 3rem}
.floor-plan figure{margin:0}
.floor-plan-hall{display:block;width:100%;height:auto;max-height:80vh}
.floor-plan-hall a text{text-decoration:underline}
.floor-plan-view{display:grid;gap:1.5rem;grid-template-columns:minmax(0,1fr);align-items:start}
.floor-plan-drawing{overflow:auto}
.floor-plan-drawing:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.floor-plan-list dt{font-weight:bold;margin-top:.5rem}
.floor-plan-list dd{margin-left:0}
.floor-plan-exports a{margin-right:1rem}
.floor-plan-pan{display:none}
@media (min-width:48rem){.floor-plan-view{grid-template-columns:16rem minmax(0,1fr)}}
/* On a phone the hall keeps a size to read (24 px a metre) and pans inside its own region. */
@media (max-width:47.99rem){.floor-plan-hall{width:auto;max-width:none;max-height:none}.floor-plan-pan{display:block}}
</style>
`;

export function renderPlanPage(options: {
  edition: string;
  plan: FloorPlan;
  galleries: ReadonlyMap<string, PlacedGallery>;
  assets: PageAssets | undefined;
}) {
  const { edition, plan, galleries, assets } = options;
  const placed = galleries.size;
  const halls = plan.halls.filter((h) => h.booths.length > 0);
  const main =
    halls.length === 0
      ? html`<main class="floor-plan">
<h1>Floor plan</h1>
<p class="lead">The floor plan of ${edition} has not been published yet.</p>
<p><a href="/ecosystem">See all galleries</a></p>
</main>`
      : html`<main class="floor-plan">
<h1>Floor plan</h1>
<p class="lead">${placed} ${placed === 1 ? "gallery has its booth" : "galleries have their booths"} at ${edition}.</p>
<p class="floor-plan-exports"><a href="/ecosystem/floor-plan.pdf" download>Download the plan to print (A3 PDF)</a> <a href="/ecosystem/floor-plan.svg" download>Download the plan (SVG)</a> <a href="/ecosystem/floor-plan.csv" download>Download the booth list (CSV)</a></p>
${halls.map(
  (hall, h) => html`<section aria-labelledby="hall-${h}">
<h2 id="hall-${h}">${hall.name}</h2>
<div class="floor-plan-view">
<div>
<h3>Booths in ${hall.name}</h3>
<dl class="floor-plan-list">
${hall.booths.map((booth) => {
  const gallery = galleries.get(booth.id);
  return html`<dt>Booth ${booth.label} <span class="booth-size">(${SIZE_LABELS[booth.size].toLowerCase()})</span></dt>
<dd>${gallery ? (gallery.href ? html`<a href="${gallery.href}" dir="auto">${gallery.name}</a>` : html`<bdi>${gallery.name}</bdi>`) : "Not yet allocated"}</dd>
`;
})}</dl>
</div>
<figure>
<figcaption class="floor-plan-pan">Swipe or scroll the drawing sideways to see the whole hall.</figcaption>
<section class="floor-plan-drawing" aria-label="Drawing of ${hall.name}" tabindex="0">
${hallSvg(hall, galleries, `hall-${h}-drawing`)}
</section>
</figure>
</div>
</section>
`,
)}</main>`;
  return renderSitePage({
    title: `Floor plan · ${edition}`,
    description: `Where each gallery stands at the art fair ${edition}: the halls, the booths and their galleries.`,
    assets,
    main,
    head: STYLE,
  });
}
