/**
 * The list's columns. Each column's id is the key the server sorts by; part 2 of the back office
 * adds its review columns here.
 */
import { createColumnHelper, rowSortingFeature, tableFeatures } from "@tanstack/react-table";
import { Link, useSearch } from "wouter";
import type { ApplicationRow } from "../api/types.ts";
import { boothLabel, choiceLabel, formatDateTime, statusLabel } from "../labels.ts";
import { listSearch, readListState } from "./list-state.ts";

export interface ListColumnMeta {
  /** Numbers line up on the right, as in GOV.UK's tables. */
  numeric?: boolean;
}

export const features = tableFeatures({ rowSortingFeature, columnMeta: {} as ListColumnMeta });

const helper = createColumnHelper<typeof features, ApplicationRow>();

/** Opens the application with the list's filter and sort, so previous and next follow the same list. */
function ApplicationLink({ row }: { row: ApplicationRow }) {
  const search = listSearch({ ...readListState(useSearch()), page: 1 });
  return <Link href={`/applications/${encodeURIComponent(row.id)}${search}`}>{row.gallery || "Unnamed gallery"}</Link>;
}

export const columns = helper.columns([
  helper.accessor("gallery", {
    header: "Gallery",
    cell: (info) => <ApplicationLink row={info.row.original} />,
  }),
  helper.accessor("choice", { header: "Choice", cell: (info) => choiceLabel(info.getValue()) }),
  helper.accessor("booth", { header: "Booth size", cell: (info) => boothLabel(info.getValue()) }),
  helper.accessor("artists", { header: "Artists", meta: { numeric: true } }),
  helper.accessor("artworks", { header: "Artworks", meta: { numeric: true } }),
  helper.accessor("submitted_at", {
    header: "Submitted at",
    cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
  }),
  helper.accessor("status", {
    header: "Status",
    cell: (info) => (
      <strong className={`status-tag status-tag--${info.getValue()}`}>{statusLabel(info.getValue())}</strong>
    ),
  }),
]);
