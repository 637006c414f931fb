/**
 * Whether the galleries see their decisions: until released, every status page says "being
 * reviewed" and the public pages list none of the edition's accepted galleries.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { useSend } from "../api/send-json.ts";
import type { Edition } from "../api/types.ts";
import { PendingButton } from "../PendingButton.tsx";

export function DecisionsRelease({ edition }: { edition: Edition }) {
  const released = edition.decisions_released ?? true;
  const [said, setSaid] = useState("");
  const send = useSend();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: boolean) =>
      send("PATCH", `/admin/api/editions/${encodeURIComponent(edition.slug)}`, { decisions_released: next }),
    onSuccess: async (_answer, next) => {
      await queryClient.invalidateQueries({ queryKey: ["editions"] });
      setSaid(next ? "The decisions are released." : "The decisions are withheld again.");
    },
  });

  return (
    <section className="edition-release" aria-labelledby="edition-release">
      <h2 id="edition-release">Decisions</h2>
      <p>
        {released
          ? "Released: each gallery's status page shows its decision, and the accepted galleries are on the public pages."
          : "Not released: every status page says the application is being reviewed, and no accepted gallery of this edition is on the public pages."}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaid("");
          change.mutate(!released);
        }}
      >
        <PendingButton className="button button--secondary" pending={change.isPending}>
          {released ? "Withhold the decisions" : "Release the decisions"}
        </PendingButton>
      </form>
      {change.isError && (
        <p className="error-message" role="alert">
          {change.error.message}
        </p>
      )}
      <p role="status">{said}</p>
      <p>
        <Link href={`/editions/${encodeURIComponent(edition.slug)}/letters`}>Decision letters: the templates</Link> ·{" "}
        <Link href={`/letters?edition=${encodeURIComponent(edition.slug)}`}>the outbox</Link>
      </p>
    </section>
  );
}
