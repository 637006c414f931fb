/**
 * The edition a page shows: the one in its address, else hers (where her back office opens: the
 * server's "mine", else the form's). Picking an edition (its link on the list, the queue, the
 * progress or conflicts page, or "Your work is in …") is her choice: the server keeps it, so her
 * back office opens there next time, on any device. An address typed or followed is not a choice.
 */
import { useQuery } from "@tanstack/react-query";
import { editionsQuery } from "../api/editions.ts";
import { useKeepMyEdition } from "../api/me.ts";

export function useMyEdition(asked: string): string {
  const editions = useQuery(editionsQuery());
  return asked || editions.data?.mine || editions.data?.current || "";
}

/** Keeps `slug` as her edition; the page goes on by its link meanwhile. */
export function useChooseEdition(): (slug: string) => void {
  return useKeepMyEdition();
}
