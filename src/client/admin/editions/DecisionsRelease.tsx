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
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";

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
          setSaid(next ? t("editions.releaseDone") : t("editions.withholdDone"));
        },
      },
    );

  return (
    <section className="edition-release" aria-labelledby="edition-release">
      <h2 id="edition-release">{t("editions.releaseTitle")}</h2>
      <p>{released ? t("editions.releaseIsReleased") : t("editions.releaseIsWithheld")}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSaid("");
          change.reset();
          setAsking(true);
        }}
      >
        <PendingButton className="button button--secondary" pending={change.isPending}>
          {released ? t("editions.withholdAsk") : t("editions.releaseAsk")}
        </PendingButton>
      </form>
      <ConfirmDialog
        open={asking}
        title={released ? t("editions.withholdConfirmTitle") : t("editions.releaseConfirmTitle")}
        confirmLabel={released ? t("editions.withholdConfirm") : t("editions.releaseConfirm")}
        pending={change.isPending || !counts}
        error={change.error?.message}
        onConfirm={() => release(!released)}
        onCancel={() => setAsking(false)}
      >
        <ReleaseConsequences released={released} counts={counts} isPublic={edition.public} />
      </ConfirmDialog>
      <p role="status">{said}</p>
      <p>
        <Link href={`/editions/${encodeURIComponent(edition.slug)}/letters`}>{t("editions.releaseTemplates")}</Link> ·{" "}
        <Link href={`/letters?edition=${encodeURIComponent(edition.slug)}`}>{t("editions.releaseOutbox")}</Link>
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
  if (!counts) return <p>{t("editions.releaseCounting")}</p>;
  const decided = counts.accepted + counts.waitlisted + counts.rejected;
  if (released)
    return (
      <p>
        {isPublic
          ? t("editions.withholdEffectPublic", { count: decided, accepted: counts.accepted })
          : t("editions.withholdEffect", { count: decided })}
      </p>
    );
  return (
    <>
      <p>{t("editions.releaseEffect", { count: decided })}</p>
      <ul>
        <li>
          {isPublic
            ? t("editions.releaseAcceptedPublic", { count: counts.accepted })
            : t("editions.releaseAccepted", { count: counts.accepted })}
        </li>
        <li>{t("editions.releaseWaitlisted", { count: counts.waitlisted })}</li>
        <li>{t("editions.releaseRejected", { count: counts.rejected })}</li>
      </ul>
      <p>{t("editions.releaseNoLetter")}</p>
    </>
  );
}
