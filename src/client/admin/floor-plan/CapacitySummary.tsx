/**
 * "Large: 12 of 15" per booth size: accepted galleries against the booths of the edition's plan,
 * beside every decision. Accepting beyond the booths warns; it never blocks.
 */
import { useQuery } from "@tanstack/react-query";
import { BOOTH_SIZES, type BoothSize } from "../../../shared/limits.ts";
import { floorPlanQuery } from "../api/floor-plan.ts";
import { t } from "../words.ts";
import { SIZE_LABELS } from "./size-labels.ts";
import "./floor-plan.css";

export interface Accepting {
  /** How many galleries of each size the decision would add to the accepted ones. */
  bySize: Partial<Record<BoothSize, number>>;
}

export function CapacitySummary({ edition, accepting }: { edition: string; accepting?: Accepting }) {
  const plan = useQuery(floorPlanQuery(edition));
  const capacity = plan.data?.capacity;
  if (!capacity) return null;
  const over = BOOTH_SIZES.filter((size) => {
    const adding = accepting?.bySize[size] ?? 0;
    return adding > 0 && capacity[size].accepted + adding > capacity[size].booths;
  });
  return (
    <div className="capacity">
      <p className="capacity__line">
        <span className="capacity__title">{t("floorPlan.boothsAccepted")}</span>{" "}
        {BOOTH_SIZES.map((size, i) => (
          <span key={size} className={capacity[size].accepted > capacity[size].booths ? "capacity__over" : undefined}>
            {i > 0 && " · "}
            {t("floorPlan.capacity", {
              size: SIZE_LABELS[size],
              accepted: capacity[size].accepted,
              booths: capacity[size].booths,
            })}
          </span>
        ))}
      </p>
      {over.length > 0 && (
        <p className="capacity__warning" role="status">
          {over
            .map((size) => {
              const after = capacity[size].accepted + (accepting?.bySize[size] ?? 0);
              return t("floorPlan.overCapacity", { after, size, booths: capacity[size].booths });
            })
            .join(" ")}{" "}
          {t("floorPlan.stillAccept")}
        </p>
      )}
    </div>
  );
}
