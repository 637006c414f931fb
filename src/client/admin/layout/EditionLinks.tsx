/**
 * The editions as links to the same page for each, the one shown marked as current; nothing for a
 * single edition. The one picked becomes her edition (my-edition.ts).
 */
import { Link } from "wouter";
import type { Edition } from "../../../shared/api/editions.ts";
import { t } from "../words.ts";
import { useChooseEdition } from "./my-edition.ts";

export function EditionLinks({ editions, shown, path }: { editions: Edition[]; shown: string; path: string }) {
  const choose = useChooseEdition();
  if (editions.length < 2) return null;
  return (
    <nav className="edition-switch" aria-label={t("common.editions")}>
      <ul className="edition-switch__list">
        {editions.map((item) => (
          <li key={item.slug}>
            <Link
              href={`${path}?edition=${encodeURIComponent(item.slug)}`}
              aria-current={item.slug === shown ? "page" : undefined}
              className="edition-switch__link"
              onClick={() => choose(item.slug)}
            >
              {item.name || item.slug}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
