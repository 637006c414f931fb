/**
 * The booth list for spreadsheets: one row per booth, hall by hall, with its gallery where it has
 * one. A spreadsheet has no address of its own, so a gallery's page is absolute (PUBLIC_URL).
 */
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
  /** The gallery's page, absolute; empty without one. */
  page: string;
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
  { header: "Gallery page", value: (r) => r.page },
];

export function planCsv(plan: FloorPlan, galleries: ReadonlyMap<string, PlacedGallery>, publicUrl: string): string {
  // Links come only from configuration: a path on PUBLIC_URL, never a host the request named.
  const absolute = (href: string | null | undefined) => (href ? `${publicUrl}${href}` : "");
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
      page: absolute(galleries.get(b.id)?.href),
    })),
  );
  return csvText(COLUMNS, rows);
}
