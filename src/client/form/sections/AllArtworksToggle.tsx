/**
 * In a large application (artists start folded): one button to show or hide every artist's
 * artworks, for the applicant who reviews everything before sending (issue 13). Rows are
 * windowed (artwork-window.ts), so showing all 2,500 costs a few hundred empty slots' layout.
 */
import { useEffect, useReducer } from "react";
import { t } from "../../words.tsx";
import { useFormContext } from "../state/hooks.ts";

export function AllArtworksToggle({ artistKeys }: { artistKeys: readonly string[] }) {
  const { disclosure } = useFormContext();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const stops = artistKeys.map((key) => disclosure.subscribe(key, rerender));
    return () => {
      for (const stop of stops) stop();
    };
  }, [disclosure, artistKeys]);
  if (disclosure.openByDefault || artistKeys.length < 2) return null;
  const allOpen = artistKeys.every((key) => disclosure.isOpen(key));
  return (
    <p className="all-artworks">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => disclosure.setAllOpen(artistKeys, !allOpen)}
      >
        {allOpen ? t("form.hideAllArtworks") : t("form.showAllArtworks")}
      </button>
    </p>
  );
}
