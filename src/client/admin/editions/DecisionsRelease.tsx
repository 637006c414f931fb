/**
 * Whether the galleries see their decisions: until released, every status page says "being
 * reviewed" and the public pages list none of the edition's accepted galleries.
 */
import { useState } from "react";
import { Link } from "wouter";
import type { Edition } from "../../../shared/api/editions.ts";
import { useSaveEdition } from "../api/editions.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { useDecisionCounts } from "../decisions/decision-counts.ts";
import { plural } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";

export function DecisionsRelease({ edition }: { edition: Edition }) {
  const released = edition.decisions_released;
  const [said, setSaid] = useState("");
  const [asking, setAsking] = useState(false);
  const counts = useDecisionCounts(edition.slug, asking);
  const change = useSaveEdition(edition.slug);
  const release = (next: boolean) =>
    change.mutate(
      { decisions_released: next },
      {
        onSuccess: () => {
          setAsking(false);
          setSaid(next ? "The decisions are released." : "The decisions are withheld again.");
        },
      },
    );

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
          change.reset();
          setAsking(true);
        }}
      >
        <PendingButton className="button button--secondary" pending={change.isPending}>
          {released ? "Withhold the decisions…" : "Release the decisions…"}
        </PendingButton>
      </form>
      <ConfirmDialog
        open={asking}
        title={released ? "Withhold the decisions?" : "Release the decisions?"}
        confirmLabel={released ? "Withhold the decisions" : "Release the decisions"}
        pending={change.isPending || !counts}
        error={change.error?.message}
        onConfirm={() => release(!released)}
        onCancel={() => setAsking(false)}
      >
        <ReleaseConsequences released={released} counts={counts} isPublic={edition.public} />
      </ConfirmDialog>
      <p role="status">{said}</p>
      <p>
        <Link href={`/editions/${encodeURIComponent(edition.slug)}/letters`}>Decision letters: the templates</Link> ·{" "}
        <Link href={`/letters?edition=${encodeURIComponent(edition.slug)}`}>the outbox</Link>
      </p>
    </section>
  );
}

/** What the galleries see once the switch is turned, and how many of them. */
function ReleaseConsequences({
  released,
  counts,
  isPublic,
}: {
  released: boolean;
  /** The edition's public pages are on: the accepted galleries appear there. */
  isPublic: boolean;
  counts: ReturnType<typeof useDecisionCounts>;
}) {
  if (!counts) return <p>Counting the decisions…</p>;
  const decided = counts.accepted + counts.waitlisted + counts.rejected;
  if (released)
    return (
      <p>
        At once, {plural(decided, "gallery", "galleries")} with a decision read “being reviewed” on their status page
        again
        {isPublic &&
          `, and ${plural(counts.accepted, "accepted gallery", "accepted galleries")} leave the public pages`}
        .
      </p>
    );
  return (
    <>
      <p>At once, {plural(decided, "gallery", "galleries")} see their decision on their status page:</p>
      <ul>
        <li>
          {plural(counts.accepted, "accepted", "accepted")}
          {isPublic && ", named on the public pages and the floor plan"}
        </li>
        <li>{plural(counts.waitlisted, "waitlisted", "waitlisted")}</li>
        <li>{plural(counts.rejected, "rejected", "rejected")}</li>
      </ul>
      <p>No letter goes out with the release: decision letters are sent from the outbox.</p>
    </>
  );
}
