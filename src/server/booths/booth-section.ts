/**
 * "Your booth" on an accepted gallery's status page and its public page: the label, the hall and
 * the size, with a link to the public plan where that plan shows the gallery's edition.
 */
import { isBoothSize } from "../../shared/floor-plan.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { publicEdition } from "../editions/editions.ts";
import type { Db } from "../store/database.ts";
import { type Html, html } from "../web/html.ts";
import type { AllocatedBooth } from "./allocations.ts";

export interface BoothView {
  booth: AllocatedBooth;
  /** The public plan, when it shows this edition; undefined otherwise. */
  planHref?: string | undefined;
}

/** The public plan's address when it shows this edition (it shows one: the public one). */
export async function planHrefFor(db: Db, openEditions: readonly string[], edition: string) {
  return (await publicEdition(db, openEditions))?.slug === edition ? "/ecosystem/floor-plan" : undefined;
}

const SIZE_WORDS = { small: "pages.boothSmall", medium: "pages.boothMedium", large: "pages.boothLarge" } as const;

export function boothSection(
  view: BoothView | undefined,
  heading: string,
  t: Translator = translatorFor("en"),
): Html | string {
  if (!view) return "";
  const { booth } = view;
  const size = isBoothSize(booth.size) ? t.t(SIZE_WORDS[booth.size]) : booth.size;
  return html`<section class="booth" aria-labelledby="booth-heading">
<h2 id="booth-heading">${heading}</h2>
<p class="booth__where"><strong>${t.t("pages.boothLabel", { label: booth.label })}</strong>, ${booth.hall.name} (${size})</p>
${view.planHref ? html`<p><a href="${view.planHref}">${t.t("pages.seeOnPlan")}</a></p>` : ""}
</section>`;
}
