/** The editions, each a link to its list with the same filters; the one shown is marked as current, the one picked becomes hers. */
import { Link } from "wouter";
import type { Edition } from "../../../shared/api/editions.ts";
import { useChooseEdition } from "../layout/my-edition.ts";
import { t } from "../words.ts";
import { type ListState, listSearch, withChanges } from "./list-state.ts";

export interface EditionSwitchProps {
  editions: Edition[];
  shown: string;
  state: ListState;
}

export function EditionSwitch({ editions, shown, state }: EditionSwitchProps) {
  const choose = useChooseEdition();
  if (editions.length < 2) return null;
  return (
    <nav className="edition-switch" aria-labelledby="edition-switch-title">
      <h2 id="edition-switch-title" className="edition-switch__title">
        {t("applications.editions")}
      </h2>
      <ul className="edition-switch__list">
        {editions.map((edition) => (
          <li key={edition.slug}>
            <Link
              href={`/applications${listSearch(withChanges(state, { edition: edition.slug }))}`}
              aria-current={edition.slug === shown ? "page" : undefined}
              className="edition-switch__link"
              onClick={() => choose(edition.slug)}
            >
              {edition.name || edition.slug}
              <span className="edition-switch__meta">
                {t("applications.editionApplications", { count: edition.applications })}
                {edition.open ? t("applications.editionOpen") : ""}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
