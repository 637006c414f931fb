/**
 * /admin and /admin/applications: the applications of one edition, searched, filtered, sorted and
 * paged by the server. Every state says what is going on: loading, nothing submitted yet, nothing
 * matching, a page past the end, or a failure with a way to try again.
 */
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { ApplicationsPage as ApplicationsAnswer } from "../../../shared/api/applications.ts";
import { editionsQuery } from "../api/editions.ts";
import { BulkStatus } from "../decisions/BulkStatus.tsx";
import { CapacitySummary } from "../floor-plan/CapacitySummary.tsx";
import { useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";
import { ApplicationsTable } from "./ApplicationsTable.tsx";
import { CompareAction } from "./CompareAction.tsx";
import { describeFilters, describeRange, describeSort } from "./describe-list.ts";
import { EditionSwitch } from "./EditionSwitch.tsx";
import { ExportLinks } from "./ExportLinks.tsx";
import { ListFilters } from "./ListFilters.tsx";
import { ListPagination } from "./ListPagination.tsx";
import { EMPTY_LIST_STATE, isFiltered, type ListState, listSearch, PAGE_SIZE } from "./list-state.ts";
import { useListState } from "./use-list-state.ts";
import "./list.css";
import type { ApplicationRow } from "../../../shared/api/applications.ts";
import { applicationsQuery } from "../api/applications.ts";

function resultLine(state: ListState, answer: ApplicationsAnswer): string {
  const filters = describeFilters(state);
  if (answer.total === 0) return filters ? t("applications.resultNone", { filters }) : t("applications.resultEmpty");
  return filters
    ? t("applications.resultMatch", { count: answer.total, filters })
    : t("applications.resultCount", { count: answer.total });
}

function NoApplications({ state, edition }: { state: ListState; edition: string }) {
  if (!isFiltered(state))
    return (
      <div className="empty-state">
        <h2>{t("applications.noneYetTitle")}</h2>
        <p>{t("applications.noneYetText", { edition: edition || t("applications.thisEdition") })}</p>
      </div>
    );
  return (
    <div className="empty-state">
      <h2>{t("applications.noMatchTitle")}</h2>
      <p>
        {t("applications.noMatchText", {
          edition: edition || t("applications.thisEdition"),
          filters: describeFilters(state),
        })}
      </p>
      <p>{t("applications.youCan")}</p>
      <ul>
        {state.q.trim() && <li>{t("applications.checkSpelling")}</li>}
        {describeFilters({ ...state, q: "" }) && <li>{t("applications.removeFilter")}</li>}
        <li>
          <Link href={`/applications${listSearch({ ...EMPTY_LIST_STATE, edition: state.edition, sort: state.sort })}`}>
            {t("applications.clearEverything")}
          </Link>
        </li>
      </ul>
    </div>
  );
}

function PastTheEnd({ state, pages }: { state: ListState; pages: number }) {
  return (
    <div className="empty-state">
      <h2>{t("applications.pastEndTitle", { page: String(state.page) })}</h2>
      <p>
        {t("applications.pastEndText", { pages })}{" "}
        <Link href={`/applications${listSearch({ ...state, page: pages })}`}>{t("applications.lastPage")}</Link>
      </p>
    </div>
  );
}

export function ApplicationsPage() {
  const [state, go] = useListState();
  const editions = useQuery(editionsQuery());
  const list = useQuery(applicationsQuery(state));
  const heading = usePageHeading(t("applications.title"), "applications");
  const { staff } = useStaff();
  const admin = staff.role === "admin";
  // Rows chosen to compare or (admins) for a bulk change, id → gallery name; a new filter, sort or page starts afresh.
  const [selected, setSelected] = useState<Map<string, string>>(() => new Map());
  const [bulkSaid, setBulkSaid] = useState("");
  // Each chosen row's booth size and status, for the capacity beside a bulk acceptance.
  const rowFacts = useRef(new Map<string, { booth: string; status: string }>());
  const search = listSearch(state);
  useEffect(() => {
    if (search !== undefined) setSelected(new Map());
  }, [search]);
  const onSelect = useCallback((rows: ApplicationRow[], on: boolean) => {
    setBulkSaid("");
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) {
          next.set(row.id, row.gallery);
          rowFacts.current.set(row.id, { booth: row.booth, status: row.status });
        } else next.delete(row.id);
      }
      return next;
    });
  }, []);

  const answer = list.data;
  const edition = useMyEdition(state.edition) || answer?.items[0]?.edition || "";
  // People read the edition's name; the slug stays in addresses.
  const editionName = editions.data?.items.find((item) => item.slug === edition)?.name || edition;
  const updating = list.isFetching && list.isPlaceholderData;

  let content: ReactNode;
  if (list.isError && !answer)
    content = (
      <div className="failure-panel" role="alert">
        <h2>{t("applications.loadFailed")}</h2>
        <p>{list.error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => list.refetch()}>
          {t("common.tryAgain")}
        </button>
      </div>
    );
  else if (!answer) content = <p>{t("applications.loading")}</p>;
  else if (answer.total === 0) content = <NoApplications state={state} edition={edition} />;
  else if (answer.items.length === 0) content = <PastTheEnd state={state} pages={answer.pages} />;
  else
    content = (
      <>
        <ApplicationsTable
          rows={answer.items}
          state={state}
          onChange={go}
          selection={{ selected, onSelect }}
          caption={t("applications.caption", {
            edition: editionName,
            range: describeRange(answer.page, answer.items.length, answer.total, PAGE_SIZE),
            sort: describeSort(state),
          })}
        />
        <ListPagination state={state} pages={answer.pages} />
      </>
    );

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("applications.title")}
        {edition && " "}
        {edition && (
          <span className="heading-caption">{t("applications.headingEdition", { edition: editionName })}</span>
        )}
      </h1>
      {editions.data && <EditionSwitch editions={editions.data.items} shown={edition} state={state} />}
      {/* Admins read the booths accepted in the bulk change below, beside what accepting would make. */}
      {admin && edition && !(answer && answer.items.length > 0) && <CapacitySummary edition={edition} />}
      <ListFilters state={state} onChange={go} />
      {/* Announced after every search, filter, sort or page change, without moving focus. */}
      <p className="result-line" role="status">
        {answer && !updating ? resultLine(state, answer) : updating ? t("applications.updating") : ""}
      </p>
      {/* One row of tools: the first rows of the list stay in view at 1280 px. */}
      <div className="list-tools">
        {answer && answer.items.length > 0 && <CompareAction selected={selected} />}
        <ExportLinks list={state} />
      </div>
      {admin && answer && answer.items.length > 0 && (
        <BulkStatus
          selected={selected}
          edition={edition}
          rowFacts={rowFacts.current}
          onDone={(message) => {
            setSelected(new Map());
            setBulkSaid(message);
          }}
        />
      )}
      {/* Its own live region: the result line is rewritten when the list refreshes afterwards. */}
      <p className="bulk-result" role="status">
        {bulkSaid}
      </p>
      <div className="list-region" aria-busy={updating || undefined}>
        {content}
      </div>
    </>
  );
}
