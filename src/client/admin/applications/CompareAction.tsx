/**
 * "Compare": the selected rows side by side, for two to four of them. The button stays focusable
 * outside that range (`aria-disabled`) and says why it does nothing, rather than vanishing from Tab.
 */
import { useState } from "react";
import { useLocation } from "wouter";
import { canCompare, compareHref, MAX_COMPARED, MIN_COMPARED } from "../compare/compare-ids.ts";
import { t } from "../words.ts";

export function CompareAction({ selected }: { selected: ReadonlyMap<string, string> }) {
  const [, navigate] = useLocation();
  const [asked, setAsked] = useState(false);
  const ready = canCompare(selected.size);
  return (
    <div className="compare-action">
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={ready ? undefined : true}
        aria-describedby="compare-action-hint"
        onClick={() => (ready ? navigate(compareHref([...selected.keys()])) : setAsked(true))}
      >
        {t("applications.compare")}
      </button>
      <span id="compare-action-hint" className={`hint${asked && !ready ? " error-message" : ""}`}>
        {ready
          ? t("applications.compareReady", { count: selected.size })
          : t("applications.compareHint", { min: MIN_COMPARED, max: MAX_COMPARED })}
      </span>
    </div>
  );
}
