/**
 * The list as a real table. Each column header is a button that sorts by it; the sorted column's
 * header carries aria-sort, which screen readers announce. The server sorts: the table only
 * shows what came back, in that order. The reader chooses the columns; when they do not fit, the
 * table scrolls inside its own focusable region, never the page, and on a phone each row is a card
 * (list.css), each value labelled by its column's name from data-label.
 */
import { type SortingState, type Updater, useTable } from "@tanstack/react-table";
import { useCallback, useMemo } from "react";
import type { ApplicationRow } from "../../../shared/api/applications.ts";
import { t } from "../words.ts";
import { ColumnChooser } from "./ColumnChooser.tsx";
import { OPTIONAL_COLUMNS, useColumnVisibility } from "./column-choice.ts";
import { columns, features } from "./columns.tsx";
import { isSortKey, type ListState, sortOf, withChanges } from "./list-state.ts";

export interface RowSelection {
  selected: Map<string, string>;
  onSelect(rows: ApplicationRow[], selected: boolean): void;
}

export interface ApplicationsTableProps {
  rows: ApplicationRow[];
  state: ListState;
  caption: string;
  onChange(next: ListState): void;
  /** Rows chosen to compare, and by admins for a bulk status change. */
  selection?: RowSelection;
}

function SortArrow({ direction }: { direction: false | "asc" | "desc" }) {
  const arrow = direction === "asc" ? "▲" : direction === "desc" ? "▼" : "▲▼";
  return (
    <span className={`sort-arrow${direction ? "" : " sort-arrow--none"}`} aria-hidden="true">
      {arrow}
    </span>
  );
}

export function ApplicationsTable({ rows, state, caption, onChange, selection }: ApplicationsTableProps) {
  const sorting = useMemo<SortingState>(() => {
    const { key, descending } = sortOf(state);
    return [{ id: key, desc: descending }];
  }, [state]);

  const onSortingChange = useCallback(
    (updater: Updater<SortingState>) => {
      const [next] = typeof updater === "function" ? updater(sorting) : updater;
      if (next && isSortKey(next.id)) onChange(withChanges(state, { sort: `${next.desc ? "-" : ""}${next.id}` }));
    },
    [sorting, state, onChange],
  );

  const [columnVisibility, setColumnVisibility] = useColumnVisibility();
  const onColumnVisibilityChange = useCallback(
    (updater: Updater<Record<string, boolean>>) =>
      setColumnVisibility(typeof updater === "function" ? updater(columnVisibility) : updater),
    [columnVisibility, setColumnVisibility],
  );

  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting, columnVisibility },
    onSortingChange,
    onColumnVisibilityChange,
    manualSorting: true,
    enableMultiSort: false,
    // One column is always sorted: a third click turns the order round instead of removing it.
    enableSortingRemoval: false,
    sortDescFirst: false,
  });

  const labelOf = (header: unknown) => (typeof header === "string" ? header : "");
  return (
    <>
      <ColumnChooser
        choices={table
          .getAllLeafColumns()
          .filter((column) => column.getCanHide())
          .map((column) => ({
            id: column.id,
            label: labelOf(column.columnDef.header),
            shown: column.getIsVisible(),
            optional: OPTIONAL_COLUMNS.has(column.id),
          }))}
        onChoose={(id, shown) => table.getColumn(id)?.toggleVisibility(shown)}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the columns that do not fit only from inside the region */}
      <section className="table-scroll" aria-label={t("applications.table")} tabIndex={0}>
        <table className="applications-table">
          <caption className="applications-table__caption">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection && (
                  <th scope="col" className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={t("applications.selectPage")}
                      checked={rows.length > 0 && rows.every((row) => selection.selected.has(row.id))}
                      onChange={(event) => selection.onSelect(rows, event.target.checked)}
                    />
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const numeric = header.column.columnDef.meta?.numeric;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={numeric ? "numeric" : undefined}
                      aria-sort={
                        !header.column.getCanSort()
                          ? undefined
                          : sorted === "asc"
                            ? "ascending"
                            : sorted === "desc"
                              ? "descending"
                              : "none"
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                          <table.FlexRender header={header} /> <SortArrow direction={sorted} />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {selection && (
                  <td className="select-cell" data-label={t("applications.select")}>
                    <input
                      type="checkbox"
                      aria-label={t("applications.selectRow", {
                        gallery: row.original.gallery || t("common.unnamedGallery"),
                      })}
                      checked={selection.selected.has(row.id)}
                      onChange={(event) => selection.onSelect([row.original], event.target.checked)}
                    />
                  </td>
                )}
                {row.getVisibleCells().map((cell, i) => {
                  const numeric = cell.column.columnDef.meta?.numeric;
                  const content = <table.FlexRender cell={cell} />;
                  // The gallery names each row: a row header, so a screen reader names the row's cells by it.
                  return i === 0 ? (
                    <th key={cell.id} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td
                      key={cell.id}
                      className={numeric ? "numeric" : undefined}
                      data-label={labelOf(cell.column.columnDef.header)}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
