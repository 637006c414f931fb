/**
 * The list's columns. Each column's id is the key the server sorts by.
 */
import { columnVisibilityFeature, createColumnHelper, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import { Link, useSearch } from "wouter";
import type { ApplicationRow } from "../../../shared/api/applications.ts";
import { referenceOf } from "../../../shared/reference.ts";
import { boothLabel, choiceLabel, formatDateTime, statusLabel } from "../labels.ts";
import { LanguageName } from "../language-name.tsx";
import { formatAverage, formatScore } from "../reviews/scores.ts";
import { t } from "../words.ts";
import { listSearch, readListState } from "./list-state.ts";

export interface ListColumnMeta {
  /** Numbers line up on the right, as in GOV.UK's tables. */
  numeric?: boolean;
}

export const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, columnMeta: {} as ListColumnMeta });

const helper = createColumnHelper<typeof features, ApplicationRow>();

/** Opens the application with the list's filter and sort, so previous and next follow the same list. */
function ApplicationLink({ row }: { row: ApplicationRow }) {
  const search = listSearch({ ...readListState(useSearch()), page: 1 });
  // <bdi>: a right-to-left name keeps to itself and leaves its neighbours in their order.
  return (
    <Link href={`/applications/${encodeURIComponent(row.id)}${search}`}>
      <bdi>{row.gallery || t("common.unnamedGallery")}</bdi>
    </Link>
  );
}

/** An empty cell would read as nothing to a screen reader: say there is no score. */
function HiddenUntilReviewed() {
  return (
    <span className="muted" title={t("applications.hiddenUntilReviewed")}>
      <span aria-hidden="true">·</span>
      <span className="visually-hidden">{t("applications.hiddenUntilReviewed")}</span>
    </span>
  );
}

function NoScore() {
  return (
    <span className="muted">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t("applications.noScore")}</span>
    </span>
  );
}

/** The application's shared tags, small, under its name. */
function TagChips({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="list-tags" aria-label={t("applications.tags")}>
      {tags.map((tag) => (
        <li key={tag} dir="auto">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** "+0.42", "−1.05": standardised scores are read against 0, so the sign always shows. */
function formatNormalized(value: number | null): string {
  if (value === null) return "";
  if (value === 0) return "0";
  return `${value > 0 ? "+" : "−"}${Math.abs(value).toFixed(2)}`;
}

export const columns = helper.columns([
  helper.accessor("gallery", {
    header: t("applications.columnGallery"),
    // The row's name: every row needs it, as a table row and as a card.
    enableHiding: false,
    cell: (info) => (
      <>
        <ApplicationLink row={info.row.original} />
        <TagChips tags={info.row.original.tags ?? []} />
      </>
    ),
  }),
  // The reference the gallery quotes; the server does not sort by it (an id's order means nothing).
  helper.accessor((row) => referenceOf(row.id), {
    id: "reference",
    header: t("applications.columnReference"),
    enableSorting: false,
    cell: (info) => <span className="reference">{info.getValue()}</span>,
  }),
  helper.accessor("choice", { header: t("applications.columnChoice"), cell: (info) => choiceLabel(info.getValue()) }),
  // The language it was sent in, named in itself ("Deutsch", "日本語"): its emails speak it.
  helper.accessor((row) => row.language ?? "", {
    id: "language",
    header: t("applications.columnLanguage"),
    enableSorting: false,
    cell: (info) => <LanguageName code={info.getValue()} />,
  }),
  helper.accessor("booth", { header: t("applications.columnBooth"), cell: (info) => boothLabel(info.getValue()) }),
  helper.accessor("artists", { header: t("applications.columnArtists"), meta: { numeric: true } }),
  helper.accessor("artworks", { header: t("applications.columnArtworks"), meta: { numeric: true } }),
  helper.accessor("submitted_at", {
    header: t("applications.columnSubmitted"),
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  helper.accessor("status", {
    header: t("applications.columnStatus"),
    cell: (info) => (
      <strong className={`status-tag status-tag--${info.getValue()}`}>{statusLabel(info.getValue())}</strong>
    ),
  }),
  // Null while the blind rule hides the others' reviews from this member (until hers is in).
  helper.accessor((row) => row.reviews ?? null, {
    id: "reviews",
    header: t("applications.columnReviews"),
    meta: { numeric: true },
    cell: (info) => {
      const count = info.getValue();
      return count === null ? <HiddenUntilReviewed /> : count;
    },
  }),
  helper.accessor((row) => row.average ?? null, {
    id: "average",
    header: t("applications.columnAverage"),
    meta: { numeric: true },
    // "3.4 (2 reviews, 1 incomplete)" once a criterion added later left some reviews without its score.
    cell: (info) =>
      info.row.original.reviews === null ? (
        <HiddenUntilReviewed />
      ) : (
        formatAverage(info.getValue(), info.row.original.reviews, info.row.original.complete_reviews) || <NoScore />
      ),
  }),
  helper.accessor((row) => row.spread ?? null, {
    id: "spread",
    header: t("applications.columnSpread"),
    meta: { numeric: true },
    cell: (info) =>
      info.row.original.reviews === null ? <HiddenUntilReviewed /> : formatScore(info.getValue()) || <NoScore />,
  }),
  helper.accessor((row) => row.normalized ?? null, {
    id: "normalized",
    header: t("applications.columnNormalized"),
    meta: { numeric: true },
    cell: (info) =>
      info.row.original.reviews === null ? <HiddenUntilReviewed /> : formatNormalized(info.getValue()) || <NoScore />,
  }),
  helper.accessor((row) => row.my_score ?? null, {
    id: "my_score",
    header: t("applications.columnMyScore"),
    meta: { numeric: true },
    cell: (info) => formatScore(info.getValue()) || <NoScore />,
  }),
]);
