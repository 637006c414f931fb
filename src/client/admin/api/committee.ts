/**
 * Running a committee (admins) as the back office asks for it: assignments, the progress, the
 * reminders; their addresses, cache keys and what a change makes stale.
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Assignee } from "../../../shared/api/applications.ts";
import {
  type AutoAssignAnswer,
  assigneesAnswer,
  autoAssignAnswer,
  progressAnswer,
  type RemindersAnswer,
  remindersAnswer,
} from "../../../shared/api/committee.ts";
import { applicationsKeys } from "./applications.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";

const ofEdition = (edition: string, what: string) => `/admin/api/editions/${encodeURIComponent(edition)}/${what}`;

export const committeeKeys = {
  /** The committee's progress, in every edition. */
  progress: ["progress"] as const,
  progressOf: (edition: string) => [...committeeKeys.progress, edition] as const,
};

/** Admins only: the committee's progress in an edition. */
export const progressQuery = (edition: string) =>
  queryOptions({
    queryKey: committeeKeys.progressOf(edition),
    queryFn: ({ signal }) => getAnswer(ofEdition(edition, "progress"), progressAnswer, signal),
  });

/** Who reviews one application: it and the progress go stale. */
export function useSetAssignees(applicationId: string, onSaved: (assignees: Assignee[]) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (staffIds: string[]) =>
      send("PUT", `/admin/api/applications/${encodeURIComponent(applicationId)}/assignees`, assigneesAnswer, {
        staff_ids: staffIds,
      }),
    onSuccess: async (answer) => {
      onSaved(answer.assignees);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationsKeys.detail(applicationId) }),
        queryClient.invalidateQueries({ queryKey: committeeKeys.progress }),
      ]);
    },
  });
}

export interface AutoAssignRequest {
  per_application: number;
  staff_ids?: string[];
  choice?: string;
  replace?: boolean;
}

/** Assigning an edition's applications automatically: its progress and every application go stale. */
export function useAutoAssign(edition: string, onAssigned: (answer: AutoAssignAnswer) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: AutoAssignRequest) =>
      send("POST", ofEdition(edition, "assignments/auto"), autoAssignAnswer, body),
    onSuccess: async (answer) => {
      onAssigned(answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: committeeKeys.progressOf(edition) }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.details }),
        queryClient.invalidateQueries({ queryKey: applicationsKeys.lists }),
      ]);
    },
  });
}

/** Reminding every member with open reviews: nothing cached changes. */
export function useSendReminders(edition: string, onSent: (answer: RemindersAnswer) => void) {
  const send = useSendAnswer();
  return useMutation({
    mutationFn: () => send("POST", ofEdition(edition, "reminders"), remindersAnswer, {}),
    onSuccess: onSent,
  });
}
