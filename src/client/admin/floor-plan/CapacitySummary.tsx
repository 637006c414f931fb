/**
 * "Large: 12 of 15" per booth size: accepted galleries against the booths of the edition's plan,
 * beside every decision. Accepting beyond the booths warns; it never blocks.
 */
import { useQuery } from "@tanstack/react-query";
import { capacityLine, SIZE_LABELS } from "../../../shared/floor-plan.ts";
import { BOOTH_SIZES, type BoothSize } from "../../../shared/limits.ts";
import { floorPlanQuery } from "../api/floor-plan.ts";
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
        <span className="capacity__title">Booths accepted:</span>{" "}
        {BOOTH_SIZES.map((size, i) => (
          <span key={size} className={capacity[size].accepted > capacity[size].booths ? "capacity__over" : undefined}>
            {i > 0 && " · "}
            {capacityLine(size, capacity[size])}
          </span>
        ))}
      </p>
      {over.length > 0 && (
        <p className="capacity__warning" role="status">
          {over
            .map((size) => {
              const after = capacity[size].accepted + (accepting?.bySize[size] ?? 0);
              return `Accepting makes ${after} ${SIZE_LABELS[size].toLowerCase()} galleries for ${capacity[size].booths} ${SIZE_LABELS[size].toLowerCase()} booths.`;
            })
            .join(" ")}{" "}
          You can still accept.
        </p>
      )}
    </div>
  );
}
