/**
 * A floor plan as CSV and back, for the editor's import and export: one row per booth with its
 * hall's fields repeated (a hall without booths is one row with the booth's cells empty). What
 * comes back is checked by readFloorPlan like any plan sent.
 */
// csv's browser builds (they bring their own Buffer), as the back office's editor runs this; the
// tests run the same files in Node.
import { parse } from "csv-parse/browser/esm/sync";
import { stringify } from "csv-stringify/browser/esm/sync";
import { neutraliseReversibly, restore } from "./csv-formulas.ts";
import type { FloorPlan } from "./floor-plan.ts";

export const PLAN_CSV_HEADER = [
  "hall_id",
  "hall_name",
  "hall_width_m",
  "hall_depth_m",
  "booth_id",
  "label",
  "size",
  "x_m",
  "y_m",
  "w_m",
  "d_m",
] as const;

/**
 * The editor's CSV, as the exports write theirs: UTF-8 with a byte order mark, and each cell a
 * spreadsheet would take for a formula guarded (reversibly: the import takes the guard off).
 */
export function planToCsv(plan: FloorPlan): string {
  const rows: (string | number)[][] = [];
  for (const hall of plan.halls) {
    const hallCells = [hall.id, hall.name, hall.width_m, hall.depth_m];
    if (hall.booths.length === 0) rows.push([...hallCells, "", "", "", "", "", "", ""]);
    for (const b of hall.booths) rows.push([...hallCells, b.id, b.label, b.size, b.x_m, b.y_m, b.w_m, b.d_m]);
  }
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...PLAN_CSV_HEADER],
    cast: { string: neutraliseReversibly },
  });
}

/** The rows of a CSV without its byte order mark and blank lines, or why it cannot be read. */
function csvRows(text: string): string[][] | { message: string } {
  try {
    return parse(text, {
      bom: true,
      trim: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (error) {
    return { message: `it cannot be read as CSV (${(error as Error).message}).` };
  }
}

/** A number where the cell holds one; otherwise the text, so the plan's check names the cell. */
const numberOr = (text: string): number | string =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

/** The plan the CSV describes, or a message naming what is missing. */
export function planFromCsv(text: string): { plan: unknown } | { message: string } {
  const read = csvRows(text);
  if (!Array.isArray(read)) return read;
  const [header, ...rows] = read;
  if (!header) return { message: "The file is empty." };
  const at = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = PLAN_CSV_HEADER.filter((name) => !at.has(name));
  if (missing.length > 0) return { message: `The CSV has no column ${missing.join(", ")}.` };
  const get = (row: string[], name: (typeof PLAN_CSV_HEADER)[number]) =>
    restore((row[at.get(name) as number] ?? "").trim());
  const halls = new Map<string, { id: string; name: string; width_m: unknown; depth_m: unknown; booths: unknown[] }>();
  for (const row of rows) {
    const hallId = get(row, "hall_id");
    let hall = halls.get(hallId);
    if (!hall) {
      hall = {
        id: hallId,
        name: get(row, "hall_name"),
        width_m: numberOr(get(row, "hall_width_m")),
        depth_m: numberOr(get(row, "hall_depth_m")),
        booths: [],
      };
      halls.set(hallId, hall);
    }
    if (get(row, "booth_id") === "") continue;
    hall.booths.push({
      id: get(row, "booth_id"),
      label: get(row, "label"),
      size: get(row, "size"),
      x_m: numberOr(get(row, "x_m")),
      y_m: numberOr(get(row, "y_m")),
      w_m: numberOr(get(row, "w_m")),
      d_m: numberOr(get(row, "d_m")),
    });
  }
  return { plan: { halls: [...halls.values()] } };
}
