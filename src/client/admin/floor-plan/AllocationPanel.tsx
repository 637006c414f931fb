/**
 * Giving accepted galleries their booths: choose a gallery and a booth from lists (or drag a
 * gallery from the list onto a booth of the drawing), free a booth, and "Suggest" a placement of
 * every waiting gallery, shown as a proposal to accept or discard.
 */
import { Fragment, useState } from "react";
import type { AnsweredHall, SuggestAnswer } from "../../../shared/api/floor-plan.ts";
import type { AcceptedGallery } from "../api/floor-plan.ts";
import { markedWords } from "../marked-words.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";
import { GALLERY_DRAG_TYPE } from "./HallDrawing.tsx";

export interface AllocationPanelProps {
  halls: AnsweredHall[];
  accepted: AcceptedGallery[];
  pending: boolean;
  problem: string;
  /** The last refusal was a booth of another size: offer to allocate it anyway. */
  canForce: boolean;
  said: string;
  proposal: SuggestAnswer | null;
  onAllocate(applicationId: string, boothId: string, force: boolean): void;
  onFree(applicationId: string, label: string): void;
  onSuggest(): void;
  onAcceptProposal(): void;
  onDiscardProposal(): void;
}

const sizeWord = (size: string) => t("floorPlan.sizeWord", { size });

export function AllocationPanel(props: AllocationPanelProps) {
  const { halls, accepted, pending, problem, canForce, said, proposal } = props;
  const [galleryId, setGalleryId] = useState("");
  const [boothId, setBoothId] = useState("");
  const placed = new Map(
    halls.flatMap((h) => h.booths.flatMap((b) => (b.application ? [[b.application.id, b] as const] : []))),
  );
  const waiting = accepted.filter((g) => !placed.has(g.id));
  const free = halls.flatMap((h) => h.booths.filter((b) => !b.application).map((b) => ({ ...b, hallName: h.name })));
  const chosen = accepted.find((g) => g.id === galleryId);

  return (
    <section className="plan-allocation" aria-labelledby="allocation-title">
      <h2 id="allocation-title">{t("floorPlan.allocation")}</h2>
      <form
        className="plan-allocate-form"
        onSubmit={(event) => {
          event.preventDefault();
          props.onAllocate(galleryId, boothId, false);
        }}
      >
        <label htmlFor="allocate-gallery">{t("floorPlan.gallery")}</label>
        <select id="allocate-gallery" value={galleryId} onChange={(e) => setGalleryId(e.target.value)}>
          <option value="">{t("floorPlan.chooseGallery")}</option>
          {waiting.map((g) => (
            <option key={g.id} value={g.id}>
              {g.gallery} ({sizeWord(g.booth)})
            </option>
          ))}
        </select>
        <label htmlFor="allocate-booth">{t("floorPlan.booth")}</label>
        <select id="allocate-booth" value={boothId} onChange={(e) => setBoothId(e.target.value)}>
          <option value="">{t("floorPlan.chooseBooth")}</option>
          {free.map((b) => (
            <option key={b.id} value={b.id}>
              {t("floorPlan.boothOption", {
                booth: b.label,
                size: sizeWord(b.size),
                hall: b.hallName,
                fits: chosen && chosen.booth === b.size ? "yes" : "no",
              })}
            </option>
          ))}
        </select>
        <PendingButton className="button button--secondary" pending={pending}>
          {t("floorPlan.allocate")}
        </PendingButton>
      </form>
      {problem && (
        <div className="error-message" role="alert">
          <p>{problem}</p>
          {canForce && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => props.onAllocate(galleryId, boothId, true)}
            >
              {t("floorPlan.allocateAnyway")}
            </button>
          )}
        </div>
      )}
      <p role="status" className="side-status">
        {said}
      </p>

      <h3>{t("floorPlan.waiting")}</h3>
      {waiting.length === 0 ? (
        <p className="muted">{t("floorPlan.noneWaiting")}</p>
      ) : (
        <>
          <p className="muted">{t("floorPlan.dragHint")}</p>
          <ul className="plan-waiting">
            {waiting.map((g) => (
              <li
                key={g.id}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(GALLERY_DRAG_TYPE, g.id);
                  event.dataTransfer.effectAllowed = "move";
                }}
              >
                <bdi>{g.gallery}</bdi> <span className="muted">({sizeWord(g.booth)})</span>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3>{t("floorPlan.allocatedBooths")}</h3>
      {placed.size === 0 ? (
        <p className="muted">{t("floorPlan.noneAllocated")}</p>
      ) : (
        <ul className="plan-placed">
          {[...placed.values()].map((b) => (
            <li key={b.id}>
              {markedWords("floorPlan.placed", { booth: b.label, gallery: <bdi>{b.application?.gallery}</bdi> })}{" "}
              <button
                type="button"
                className="button button--plain"
                onClick={() => props.onFree(b.application?.id ?? "", b.label)}
              >
                {t("floorPlan.freeBooth", { booth: b.label })}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3>{t("floorPlan.suggest")}</h3>
      <p className="muted">{t("floorPlan.suggestHint")}</p>
      <button type="button" className="button button--secondary" onClick={props.onSuggest}>
        {t("floorPlan.suggestBooths")}
      </button>
      {proposal && (
        <div className="plan-proposal">
          {proposal.proposal.length === 0 ? (
            <p>{t("floorPlan.noFit")}</p>
          ) : (
            <table>
              <caption>{t("floorPlan.proposal", { count: proposal.proposal.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("floorPlan.gallery")}</th>
                  <th scope="col">{t("floorPlan.booth")}</th>
                </tr>
              </thead>
              <tbody>
                {proposal.proposal.map((p) => (
                  <tr key={p.application.id}>
                    <td dir="auto">{p.application.gallery}</td>
                    <td>
                      {p.booth.label} ({sizeWord(p.booth.size)}, {p.booth.hall.name})
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {proposal.unplaced.length > 0 && (
            <p>
              {markedWords("floorPlan.unplaced", {
                galleries: (
                  <>
                    {proposal.unplaced.map((g, i) => (
                      <Fragment key={g.id}>
                        {i > 0 && ", "}
                        <bdi>{g.gallery}</bdi>
                      </Fragment>
                    ))}
                  </>
                ),
              })}
            </p>
          )}
          <p className="actions">
            {proposal.proposal.length > 0 && (
              <PendingButton
                type="button"
                className="button button--secondary"
                pending={pending}
                onClick={props.onAcceptProposal}
              >
                {t("floorPlan.acceptProposal")}
              </PendingButton>
            )}
            <button type="button" className="button button--plain" onClick={props.onDiscardProposal}>
              {t("floorPlan.discard")}
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
