/**
 * Decisions (admins) as the back office sends them: one application's status, or many at once;
 * their addresses and what a change makes stale.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type BulkStatusAnswer,
  bulkStatusAnswer,
  type StatusAnswer,
  statusAnswer,
} from "../../../shared/api/decisions.ts";
import { applicationsKeys } from "./applications.ts";
import { reviewsKeys } from "./reviews.ts";
import { useSendAnswer } from "./send-json.ts";

/**
 * Keys of areas whose modules are not written yet (the editions, the floor plan): spelled here, once,
 * until those modules own them.
 */
const editionsKey = ["editions"] as const;
const floorPlanKey = (edition: string) => ["floor-plan", edition] as const;

export interface StatusChange {
  status: string;
  note: string;
  undo?: true;
  /** The status shown when the decision was made, the one Undo returns to (not sent). */
  from: string;
}

/** One application's decision (or its undoing): `onChanged` runs before the pages read again. */
export function useChangeStatus(
  applicationId: string,
  edition: string,
  onChanged: (answer: StatusAnswer, change: StatusChange) => void,
) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: ({ from: _, ...body }: StatusChange) =>
      send("POST", `/admin/api/applications/${encodeURIComponent(applicationId)}/status`, statusAnswer, body),
    onSuccess: async (answer, change) => {
      onChanged(answer, change);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.detail(applicationId) }),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.ofApplication(applicationId) }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.lists }),
        queryClient.invalidateQueries({ queryKey: reviewsKeys.queues }),
        queryClient.invalidateQueries({ queryKey: floorPlanKey(edition) }),
      ]);
    },
  });
}

/** Many applications' status at once: `onChanged` runs before the pages read again. */
export function useBulkStatus(edition: string, onChanged: (answer: BulkStatusAnswer) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: { ids: string[]; status: string; note: string }) =>
      send("POST", "/admin/api/applications/status", bulkStatusAnswer, body),
    onSuccess: async (answer) => {
      onChanged(answer);
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.lists });
      await queryClient.invalidateQueries({ queryKey: applicationsKeys.details });
      await queryClient.invalidateQueries({ queryKey: editionsKey });
      await queryClient.invalidateQueries({ queryKey: floorPlanKey(edition) });
    },
  });
}
