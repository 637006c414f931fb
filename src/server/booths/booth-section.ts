/**
 * "Your booth" on an accepted gallery's status page and its public page: the label, the hall and
 * the size, with a link to the public plan where that plan shows the gallery's edition.
 */
import { isBoothSize, SIZE_LABELS } from "../../shared/floor-plan.ts";
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

export function boothSection(view: BoothView | undefined, heading: string): Html | string {
  if (!view) return "";
  const { booth } = view;
  const size = isBoothSize(booth.size) ? SIZE_LABELS[booth.size].toLowerCase() : booth.size;
  return html`<section class="booth" aria-labelledby="booth-heading">
<h2 id="booth-heading">${heading}</h2>
<p class="booth__where"><strong>Booth ${booth.label}</strong>, ${booth.hall.name} (${size})</p>
${view.planHref ? html`<p><a href="${view.planHref}">See it on the floor plan</a></p>` : ""}
</section>`;
}
