/**
 * The edition a page shows: the one in its address, else hers (where her back office opens: the
 * server's "mine", else the form's). An edition in the address is her choice: the server keeps it,
 * so her back office opens there next time, on any device.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { editionsQuery } from "../api/queries.ts";
import { sendJson } from "../api/send-json.ts";
import { useStaff } from "./staff-context.ts";

export function useMyEdition(asked: string): string {
  const editions = useQuery(editionsQuery());
  const { csrfToken } = useStaff();
  const queryClient = useQueryClient();
  const mine = editions.data?.mine;
  const known = Boolean(asked && editions.data?.items.some((item) => item.slug === asked));
  useEffect(() => {
    if (!known || asked === mine) return;
    sendJson(csrfToken, "PUT", "/admin/api/me/edition", { edition: asked })
      .then(() => queryClient.invalidateQueries({ queryKey: ["editions"] }))
      // Not kept: the page still shows the edition asked for; the next choice tries again.
      .catch(() => undefined);
  }, [known, asked, mine, csrfToken, queryClient]);
  return asked || mine || editions.data?.current || "";
}
