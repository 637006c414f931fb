/**
 * How many applications of an edition carry each decision: what the galleries would see at a
 * release, counted by the list's own query (its `total`) when a confirmation asks.
 */
import { useQueries } from "@tanstack/react-query";
import { statusCountQuery } from "../api/applications.ts";

export const DECISIONS = ["accepted", "waitlisted", "rejected"] as const;
export type DecisionCounts = Record<(typeof DECISIONS)[number], number>;

/** Undefined until every count has arrived. */
export function useDecisionCounts(edition: string, enabled: boolean): DecisionCounts | undefined {
  const answers = useQueries({
    queries: DECISIONS.map((status) => statusCountQuery(edition, status, enabled)),
  });
  if (answers.some((answer) => !answer.data)) return undefined;
  const [accepted, waitlisted, rejected] = answers.map((answer) => answer.data?.total ?? 0);
  return { accepted, waitlisted, rejected } as DecisionCounts;
}
