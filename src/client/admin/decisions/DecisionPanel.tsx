/** Admins change an application's status here, with an optional note that goes into the history. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { isBoothSize } from "../../../shared/floor-plan.ts";
import { useSend } from "../api/send-json.ts";
import type { StatusAnswer } from "../api/types.ts";
import { CapacitySummary } from "../floor-plan/CapacitySummary.tsx";
import { statusLabel } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";
import { StatusFields } from "./StatusFields.tsx";

export function DecisionPanel({
  applicationId,
  status,
  edition,
  booth,
}: {
  applicationId: string;
  status: string;
  /** The application's edition and the booth size it asked for: the capacity is shown beside the decision. */
  edition: string;
  booth: string;
}) {
  const [next, setNext] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState("");
  const [said, setSaid] = useState("");
  const send = useSend();
  const queryClient = useQueryClient();

  const change = useMutation({
    mutationFn: (body: { status: string; note: string }) =>
      send<StatusAnswer>("POST", `/admin/api/applications/${encodeURIComponent(applicationId)}/status`, body),
    onSuccess: async (answer) => {
      setSaid(`Status changed to ${statusLabel(answer?.status ?? next)}.`);
      setNext("");
      setNote("");
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["application", applicationId] }),
        queryClient.invalidateQueries({ queryKey: ["reviews", applicationId] }),
        queryClient.invalidateQueries({ queryKey: ["applications"] }),
        queryClient.invalidateQueries({ queryKey: ["queue"] }),
        queryClient.invalidateQueries({ queryKey: ["floor-plan", edition] }),
      ]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    if (!next) {
      setProblem("Choose the new status.");
      return;
    }
    setProblem("");
    change.mutate({ status: next, note: note.trim() });
  };

  return (
    <section className="side-panel" aria-labelledby="decision">
      <h2 id="decision">Decision</h2>
      <form onSubmit={submit} noValidate aria-labelledby="decision">
        <StatusFields
          idPrefix="decision"
          status={next}
          note={note}
          current={status}
          onStatus={(value) => {
            setNext(value);
            setProblem("");
          }}
          onNote={setNote}
        />
        <CapacitySummary
          edition={edition}
          accepting={
            next === "accepted" && status !== "accepted" && isBoothSize(booth) ? { bySize: { [booth]: 1 } } : undefined
          }
        />
        {(problem || change.isError) && (
          <p className="error-message" role="alert">
            {problem || change.error?.message}
          </p>
        )}
        <PendingButton className="button button--secondary" pending={change.isPending}>
          Change status
        </PendingButton>
        <p className="side-status" role="status">
          {said}
        </p>
      </form>
    </section>
  );
}
