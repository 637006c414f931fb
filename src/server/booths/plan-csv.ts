/** The booth list for spreadsheets: one row per booth, hall by hall, with its gallery where it has one. */
import type { FloorPlan } from "../../shared/floor-plan.ts";
import { type CsvColumn, csvText } from "../exports/csv.ts";
import type { PlacedGallery } from "./plan-svg.ts";

interface BoothRow {
  hall: string;
  booth: string;
  label: string;
  size: string;
  x_m: number;
  y_m: number;
  w_m: number;
  d_m: number;
  gallery: PlacedGallery | undefined;
}

const COLUMNS: CsvColumn<BoothRow>[] = [
  { header: "Hall", value: (r) => r.hall },
  { header: "Booth id", value: (r) => r.booth },
  { header: "Booth", value: (r) => r.label },
  { header: "Size", value: (r) => r.size },
  { header: "x (m)", value: (r) => r.x_m },
  { header: "y (m)", value: (r) => r.y_m },
  { header: "Width (m)", value: (r) => r.w_m },
  { header: "Depth (m)", value: (r) => r.d_m },
  { header: "Gallery", value: (r) => r.gallery?.name ?? "" },
  { header: "Gallery page", value: (r) => r.gallery?.href ?? "" },
];

export function planCsv(plan: FloorPlan, galleries: ReadonlyMap<string, PlacedGallery>): string {
  const rows = plan.halls.flatMap((hall) =>
    hall.booths.map((b) => ({
      hall: hall.name,
      booth: b.id,
      label: b.label,
      size: b.size,
      x_m: b.x_m,
      y_m: b.y_m,
      w_m: b.w_m,
      d_m: b.d_m,
      gallery: galleries.get(b.id),
    })),
  );
  return csvText(COLUMNS, rows);
}
