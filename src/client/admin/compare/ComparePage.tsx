/**
 * /admin/compare?ids=<id>,<id>[,<id>,<id>]: two to four applications side by side, one column each
 * (gallery, status, the scores the member may see, every artwork image), their artists lined up
 * row by row. On a phone the columns become cards, one after the other. Built from the same API
 * calls as the application page, so nothing is shown here that the member could not see there.
 */
import { useQueries } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { usePageHeading } from "../layout/page-heading.ts";
import { t, words } from "../words.ts";
import { CompareColumn } from "./CompareColumn.tsx";
import { MAX_COMPARED, MIN_COMPARED, readCompareIds } from "./compare-ids.ts";
import "./compare.css";
import { applicationQuery } from "../api/applications.ts";

export function ComparePage() {
  const ids = readCompareIds(useSearch());
  const title = ids ? t("applications.compareTitle", { count: ids.length }) : t("applications.compareTitleNone");
  const heading = usePageHeading(title, "compare");
  const applications = useQueries({ queries: (ids ?? []).map((id) => applicationQuery(id)) });
  const artistRows = Math.max(1, ...applications.map((answer) => answer.data?.artists.length ?? 0));

  return (
    <>
      <Link href="/applications" className="back-link">
        {t("applications.compareBack")}
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {!ids ? (
        <p>
          {words.parts<ReactNode>("applications.compareChoose", {
            min: MIN_COMPARED,
            max: MAX_COMPARED,
            link: (chunks) => (
              <Link key="link" href="/applications">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <div
          className="compare-grid"
          style={{ "--compare-columns": ids.length, "--compare-rows": 3 + artistRows } as React.CSSProperties}
        >
          {ids.map((id) => (
            <CompareColumn key={id} id={id} artistRows={artistRows} />
          ))}
        </div>
      )}
    </>
  );
}
