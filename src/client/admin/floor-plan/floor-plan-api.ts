/** The floor plan's answers and queries (admins only): GET /admin/api/editions/<slug>/floor-plan and the accepted galleries. */
import { queryOptions } from "@tanstack/react-query";
import type { Capacity, PlanBooth, PlanHall } from "../../../shared/floor-plan.ts";
import type { BoothSize } from "../../../shared/limits.ts";
import { fetchJson } from "../api/fetch-json.ts";
import type { ApplicationsPage } from "../api/types.ts";

export type AnsweredBooth = PlanBooth & { application: { id: string; gallery: string } | null };
export type AnsweredHall = Omit<PlanHall, "booths"> & { booths: AnsweredBooth[] };

export interface FloorPlanAnswer {
  halls: AnsweredHall[];
  capacity: Capacity;
}

export interface ProposedPlacement {
  application: { id: string; gallery: string; size: string };
  booth: { id: string; label: string; size: BoothSize; hall: { id: string; name: string } };
}

export interface SuggestAnswer {
  proposal: ProposedPlacement[];
  unplaced: { id: string; gallery: string; size: string }[];
}

export interface AcceptedGallery {
  id: string;
  gallery: string;
  booth: BoothSize | "";
}

const planPath = (edition: string) => `/admin/api/editions/${encodeURIComponent(edition)}/floor-plan`;

export { planPath };

export const floorPlanQuery = (edition: string) =>
  queryOptions({
    queryKey: ["floor-plan", edition],
    queryFn: ({ signal }) => fetchJson<FloorPlanAnswer>(planPath(edition), signal),
    enabled: edition !== "",
  });

/** Every accepted application of the edition, a page of 200 at a time. */
export const acceptedQuery = (edition: string) =>
  queryOptions({
    queryKey: ["applications", "accepted", edition],
    queryFn: async ({ signal }) => {
      const all: AcceptedGallery[] = [];
      for (let page = 1; ; page++) {
        const search = new URLSearchParams({ edition, status: "accepted", per_page: "200", page: String(page) });
        const answer = await fetchJson<ApplicationsPage>(`/admin/api/applications?${search}`, signal);
        all.push(...answer.items.map((row) => ({ id: row.id, gallery: row.gallery, booth: row.booth })));
        if (page >= answer.pages) return all;
      }
    },
    enabled: edition !== "",
  });
