/**
 * The floor plan as a PDF to print: one A3 landscape page per hall, the hall scaled to fill the
 * page, each booth with its label and gallery. Text goes through `pdf/` (embedded Noto subsets,
 * any script, measured and fitted to the booth's width).
 */
import { createHash } from "node:crypto";
import type { FloorPlan, PlanHall } from "../../shared/floor-plan.ts";
import { newPdf, type Pdf, pdfBytes } from "../pdf/document.ts";
import { drawText, fitText } from "../pdf/text.ts";
import type { PlacedGallery } from "./plan-svg.ts";

/** A3 landscape in points (1/72 inch). */
const PAGE = { width: 1190.55, height: 841.89 };
const MARGIN = 36;
const TITLE = 28;
const INK = "#1a1a1a";
/** The smallest text a booth shrinks its text to before shortening it: still legible on A3. */
const MIN_TEXT = 5;

function drawHall(doc: Pdf, hall: PlanHall, galleries: ReadonlyMap<string, PlacedGallery>, title: string): void {
  doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  const scale = Math.min((PAGE.width - 2 * MARGIN) / hall.width_m, (PAGE.height - 2 * MARGIN - TITLE) / hall.depth_m);
  const top = MARGIN + TITLE;
  const x = (m: number) => MARGIN + m * scale;
  const y = (m: number) => top + m * scale;
  const heading = fitText(`${title} – ${hall.name} (${hall.width_m} × ${hall.depth_m} m)`, {
    width: PAGE.width - 2 * MARGIN,
    size: 16,
    minSize: 10,
    weight: "bold",
  });
  doc.fillColor(INK);
  drawText(doc, heading.text, { x: MARGIN, y: MARGIN + 14 }, { size: heading.size, weight: "bold" });
  doc
    .lineWidth(1.5)
    .rect(x(0), y(0), hall.width_m * scale, hall.depth_m * scale)
    .fillAndStroke("#f6f6f4", INK);
  for (const booth of hall.booths) {
    const gallery = galleries.get(booth.id);
    const w = booth.w_m * scale;
    const d = booth.d_m * scale;
    doc
      .lineWidth(0.8)
      .rect(x(booth.x_m), y(booth.y_m), w, d)
      .fillAndStroke(gallery ? "#e8eef8" : "#ffffff", INK);
    doc.fillColor(INK);
    const cx = x(booth.x_m + booth.w_m / 2);
    const cy = y(booth.y_m + booth.d_m / 2);
    const inner = Math.max(1, w - 4);
    const labelSize = Math.min(14, d / 4, w / 3);
    const label = fitText(booth.label, {
      width: inner,
      size: labelSize,
      minSize: Math.min(labelSize, MIN_TEXT),
      weight: "bold",
    });
    const labelY = gallery ? cy - label.size * 0.2 : cy + label.size * 0.35;
    drawText(doc, label.text, { x: cx, y: labelY, align: "center" }, { size: label.size, weight: "bold" });
    if (gallery) {
      const nameSize = Math.min(10, d / 5);
      const name = fitText(gallery.name, { width: inner, size: nameSize, minSize: Math.min(nameSize, MIN_TEXT) });
      drawText(doc, name.text, { x: cx, y: cy + name.size * 1.2, align: "center" }, { size: name.size });
    }
  }
}

function drawPlan(plan: FloorPlan, galleries: ReadonlyMap<string, PlacedGallery>, title: string): Promise<Buffer> {
  const halls: PlanHall[] =
    plan.halls.length > 0 ? plan.halls : [{ id: "", name: "No hall yet", width_m: 10, depth_m: 10, booths: [] }];
  const doc = newPdf({ title });
  for (const hall of halls) drawHall(doc, hall, galleries, title);
  return pdfBytes(doc);
}

/**
 * The last plans drawn, by what they show: shaping every name costs a few hundred milliseconds
 * for a large plan, and the public plan's PDF is asked for by anyone, again and again, while it
 * rarely changes.
 */
const drawn = new Map<string, Promise<Buffer>>();
const KEPT_PLANS = 8;

export function planPdf(
  plan: FloorPlan,
  galleries: ReadonlyMap<string, PlacedGallery>,
  title: string,
): Promise<Buffer> {
  const key = createHash("sha256")
    .update(JSON.stringify([plan, [...galleries], title]))
    .digest("base64");
  let pdf = drawn.get(key);
  if (!pdf) {
    pdf = drawPlan(plan, galleries, title);
    pdf.catch(() => drawn.delete(key));
    if (drawn.size >= KEPT_PLANS) drawn.delete(drawn.keys().next().value as string);
  }
  // Most recently asked for last, so the oldest goes first.
  drawn.delete(key);
  drawn.set(key, pdf);
  return pdf;
}
