/**
 * The floor plan (admins only) as the back office asks for it: its addresses (the files' too), its
 * cache keys and what a change makes stale, in one place (no component names a URL or a key).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { applicationsPage } from "../../../shared/api/applications.ts";
import { boothAllocated, floorPlanAnswer, suggestAnswer } from "../../../shared/api/floor-plan.ts";
import type { FloorPlan } from "../../../shared/floor-plan.ts";
import type { BoothSize } from "../../../shared/limits.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSend, useSendAnswer } from "./send-json.ts";

export const floorPlanKeys = {
  all: ["floor-plan"] as const,
  plan: (edition: string) => [...floorPlanKeys.all, edition] as const,
  /** The accepted galleries the plan places: a view of the applications, stale when they change. */
  accepted: (edition: string) => [...APPLICATIONS_KEY, "accepted", edition] as const,
};

/** The applications' lists (their area's key): a booth given or freed shows there. */
const APPLICATIONS_KEY = ["applications"] as const;

const planPath = (edition: string) => `/admin/api/editions/${encodeURIComponent(edition)}/floor-plan`;
const boothPath = (application: string) => `/admin/api/applications/${encodeURIComponent(application)}/booth`;

/** Where the whole plan downloads, free booths included. */
export const planFiles = (edition: string) => ({
  svg: `${planPath(edition)}.svg`,
  pdf: `${planPath(edition)}.pdf`,
  csv: `${planPath(edition)}.csv`,
});

export const floorPlanQuery = (edition: string) =>
  queryOptions({
    queryKey: floorPlanKeys.plan(edition),
    queryFn: ({ signal }) => getAnswer(planPath(edition), floorPlanAnswer, signal),
    enabled: edition !== "",
  });

export interface AcceptedGallery {
  id: string;
  gallery: string;
  booth: BoothSize | "";
}

/** Every accepted application of the edition, a page of 200 at a time. */
export const acceptedQuery = (edition: string) =>
  queryOptions({
    queryKey: floorPlanKeys.accepted(edition),
    queryFn: async ({ signal }) => {
      const all: AcceptedGallery[] = [];
      for (let page = 1; ; page++) {
        const search = new URLSearchParams({ edition, status: "accepted", per_page: "200", page: String(page) });
        const answer = await getAnswer(`/admin/api/applications?${search}`, applicationsPage, signal);
        all.push(...answer.items.map((row) => ({ id: row.id, gallery: row.gallery, booth: row.booth })));
        if (page >= answer.pages) return all;
      }
    },
    enabled: edition !== "",
  });

function useRefresh(edition: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: floorPlanKeys.plan(edition) }),
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
    ]);
}

/** The plan kept: the answer is the plan as saved, put in the cache as it is. */
export function useSavePlan(edition: string) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (plan: FloorPlan) => send("PUT", planPath(edition), floorPlanAnswer, plan),
    onSuccess: (saved) => queryClient.setQueryData(floorPlanKeys.plan(edition), saved),
  });
}

export interface Allocation {
  id: string;
  booth: string;
  force: boolean;
}

/** Booths given, one after the other; the plan and the lists go stale whether all went or some. */
export function useAllocateBooths(edition: string) {
  const refresh = useRefresh(edition);
  const send = useSendAnswer();
  return useMutation({
    mutationFn: async (allocations: Allocation[]) => {
      for (const a of allocations)
        await send("PUT", boothPath(a.id), boothAllocated, { booth_id: a.booth, force: a.force });
      return allocations.length;
    },
    onSettled: refresh,
  });
}

export function useFreeBooth(edition: string) {
  const refresh = useRefresh(edition);
  const send = useSend();
  return useMutation({
    mutationFn: (application: string) => send<undefined>("DELETE", boothPath(application)),
    onSuccess: refresh,
  });
}

/** "Suggest": a proposal, nothing stored. */
export function useSuggestBooths(edition: string) {
  const send = useSendAnswer();
  return useMutation({ mutationFn: () => send("POST", `${planPath(edition)}/suggest`, suggestAnswer) });
}
