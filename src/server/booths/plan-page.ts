/** /ecosystem/floor-plan as HTML: each hall as a list by booth, then drawn (on a phone at a size to read, panned). */
import type { FloorPlan } from "../../shared/floor-plan.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import type { BoothSize } from "../../shared/limits.ts";
import type { PageAssets } from "../web/assets.ts";
import { html } from "../web/html.ts";
import { type PageLanguage, renderSitePage } from "../web/site-page.ts";
import { hallSvg, type PlacedGallery } from "./plan-svg.ts";

const SIZE_WORDS: Record<BoothSize, "pages.boothSmall" | "pages.boothMedium" | "pages.boothLarge"> = {
  small: "pages.boothSmall",
  medium: "pages.boothMedium",
  large: "pages.boothLarge",
};

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
  /** The edition the plan shows; none before an edition is public. */
  edition: string | undefined;
  plan: FloorPlan;
  galleries: ReadonlyMap<string, PlacedGallery>;
  assets: PageAssets | undefined;
  /** The reader's language; English without one. */
  language?: PageLanguage | undefined;
}) {
  const { plan, galleries, assets, language } = options;
  const t = language?.t ?? translatorFor("en");
  const edition = options.edition ?? t.t("pages.floorPlanTheFair");
  const placed = galleries.size;
  const halls = plan.halls.filter((h) => h.booths.length > 0);
  const main =
    halls.length === 0
      ? html`<main class="floor-plan">
<h1>${t.t("pages.floorPlan")}</h1>
<p class="lead">${t.t("pages.floorPlanNotPublished", { edition })}</p>
<p><a href="/ecosystem">${t.t("pages.seeAllGalleries")}</a></p>
</main>`
      : html`<main class="floor-plan">
<h1>${t.t("pages.floorPlan")}</h1>
<p class="lead">${t.t("pages.floorPlanPlaced", { count: placed, edition })}</p>
<p class="floor-plan-exports"><a href="/ecosystem/floor-plan.pdf" download>${t.t("pages.downloadPlanPdf")}</a> <a href="/ecosystem/floor-plan.svg" download>${t.t("pages.downloadPlanSvg")}</a> <a href="/ecosystem/floor-plan.csv" download>${t.t("pages.downloadBoothList")}</a></p>
${halls.map(
  (hall, h) => html`<section aria-labelledby="hall-${h}">
<h2 id="hall-${h}">${hall.name}</h2>
<div class="floor-plan-view">
<div>
<h3>${t.t("pages.boothsIn", { hall: hall.name })}</h3>
<dl class="floor-plan-list">
${hall.booths.map((booth) => {
  const gallery = galleries.get(booth.id);
  return html`<dt>${t.t("pages.boothLabel", { label: booth.label })} <span class="booth-size">${t.t("pages.boothSize", { size: t.t(SIZE_WORDS[booth.size]) })}</span></dt>
<dd>${gallery ? (gallery.href ? html`<a href="${gallery.href}" dir="auto">${gallery.name}</a>` : html`<bdi>${gallery.name}</bdi>`) : t.t("pages.boothNotAllocated")}</dd>
`;
})}</dl>
</div>
<figure>
<figcaption class="floor-plan-pan">${t.t("pages.swipeDrawing")}</figcaption>
<section class="floor-plan-drawing" aria-label="${t.t("pages.drawingOf", { hall: hall.name })}" tabindex="0">
${hallSvg(hall, galleries, `hall-${h}-drawing`, t)}
</section>
</figure>
</div>
</section>
`,
)}</main>`;
  return renderSitePage({
    title: t.t("pages.floorPlanTitle", { edition }),
    description: t.t("pages.floorPlanDescription", { edition }),
    assets,
    main,
    head: STYLE,
    language,
  });
}
