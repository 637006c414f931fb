/**
 * The edition a page shows: the one in its address, else hers (where her back office opens: the
 * server's "mine", else the form's). Picking an edition (its link on the list, the queue, the
 * progress or conflicts page, or "Your work is in …") is her choice: the server keeps it, so her
 * back office opens there next time, on any device. An address typed or followed is not a choice.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { editionsQuery } from "../api/editions.ts";
import { sendJson } from "../api/send-json.ts";
import { useStaff } from "./staff-context.ts";

export function useMyEdition(asked: string): string {
  const editions = useQuery(editionsQuery());
  return asked || editions.data?.mine || editions.data?.current || "";
}

/** Keeps `slug` as her edition; the page goes on by its link meanwhile. */
export function useChooseEdition(): (slug: string) => void {
  const { csrfToken } = useStaff();
  const queryClient = useQueryClient();
  return useCallback(
    (slug: string) => {
      sendJson(csrfToken, "PUT", "/admin/api/me/edition", { edition: slug })
        .then(() => queryClient.invalidateQueries({ queryKey: ["editions"] }))
        // Not kept (the connection dropped): the page still shows the edition picked; the next pick tries again.
        .catch(() => undefined);
    },
    [csrfToken, queryClient],
  );
}
