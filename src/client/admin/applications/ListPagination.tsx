/** Links to the list's other pages (the server pages it), as GOV.UK's pagination component shows them. */
import { Link } from "wouter";
import { t } from "../words.ts";
import { type ListState, listSearch } from "./list-state.ts";
import { pageItems } from "./page-items.ts";

export function ListPagination({ state, pages }: { state: ListState; pages: number }) {
  if (pages < 2) return null;
  const current = Math.min(state.page, pages);
  const href = (page: number) => `/applications${listSearch({ ...state, page })}`;
  return (
    <nav className="pagination" aria-label={t("applications.pages")}>
      {current > 1 && (
        <Link href={href(current - 1)} rel="prev" className="pagination__step">
          {t("applications.previous")}
          <span className="visually-hidden">{t("applications.pageWord")}</span>
        </Link>
      )}
      <ul className="pagination__list">
        {pageItems(current, pages).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={href(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("applications.page", { page: String(item) })}
                className="pagination__page"
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < pages && (
        <Link href={href(current + 1)} rel="next" className="pagination__step">
          {t("applications.next")}
          <span className="visually-hidden">{t("applications.pageWord")}</span>
        </Link>
      )}
    </nav>
  );
}
