/**
 * A floor plan as CSV and back, for the editor's import and export: one row per booth with its
 * hall's fields repeated (a hall without booths is one row with the booth's cells empty). What
 * comes back is checked by readFloorPlan like any plan sent.
 */
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

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function planToCsv(plan: FloorPlan): string {
  const rows: (string | number)[][] = [];
  for (const hall of plan.halls) {
    const hallCells = [hall.id, hall.name, hall.width_m, hall.depth_m];
    if (hall.booths.length === 0) rows.push([...hallCells, "", "", "", "", "", "", ""]);
    for (const b of hall.booths) rows.push([...hallCells, b.id, b.label, b.size, b.x_m, b.y_m, b.w_m, b.d_m]);
  }
  return `${[[...PLAN_CSV_HEADER], ...rows].map((row) => row.map(cell).join(",")).join("\n")}\n`;
}

/** RFC 4180: quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(value);
      value = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++;
      row.push(value);
      rows.push(row);
      row = [];
      value = "";
    } else value += c;
  }
  if (value !== "" || row.length > 0) {
    row.push(value);
    rows.push(row);
  }
  return rows.filter((r) => r.some((v) => v.trim() !== ""));
}

/** A number where the cell holds one; otherwise the text, so the plan's check names the cell. */
const numberOr = (text: string): number | string =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

/** The plan the CSV describes, or a message naming what is missing. */
export function planFromCsv(text: string): { plan: unknown } | { message: string } {
  const [header, ...rows] = parseCsv(text);
  if (!header) return { message: "The file is empty." };
  const at = new Map(header.map((name, i) => [name.trim(), i]));
  const missing = PLAN_CSV_HEADER.filter((name) => !at.has(name));
  if (missing.length > 0) return { message: `The CSV has no column ${missing.join(", ")}.` };
  const get = (row: string[], name: (typeof PLAN_CSV_HEADER)[number]) => (row[at.get(name) as number] ?? "").trim();
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
