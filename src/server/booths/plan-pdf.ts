/**
 * The floor plan as a PDF to print: one A3 landscape page per hall, the hall scaled to fill the
 * page, each booth with its label and gallery. Written directly (vector rectangles and the PDF's
 * built-in Helvetica), so no PDF library is needed; text is encoded as WinAnsi, and a character
 * outside it prints as "?".
 */
import type { FloorPlan, PlanHall } from "../../shared/floor-plan.ts";
import type { PlacedGallery } from "./plan-svg.ts";

/** A3 landscape in points (1/72 inch). */
const PAGE = { width: 1190.55, height: 841.89 };
const MARGIN = 36;
const TITLE = 28;

/** WinAnsi (cp1252) is Latin-1 for these; the rest of the printable range is what Helvetica has. */
function winAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = code >= 32 && code <= 126 ? code : code >= 160 && code <= 255 ? code : 63;
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : byte > 126 ? `\\${byte.toString(8).padStart(3, "0")}` : c;
  }
  return out;
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();

/** Roughly what fits in a width at a size (Helvetica averages about half an em a glyph). */
function fitted(text: string, width: number, size: number): string {
  const fits = Math.max(1, Math.floor(width / (size * 0.52)));
  return text.length <= fits ? text : `${text.slice(0, Math.max(1, fits - 1))}.`;
}

function centred(text: string, cx: number, y: number, size: number, font: "F1" | "F2"): string {
  const width = text.length * size * 0.52;
  return `BT /${font} ${n(size)} Tf ${n(cx - width / 2)} ${n(y)} Td (${winAnsi(text)}) Tj ET`;
}

function pageContent(hall: PlanHall, galleries: ReadonlyMap<string, PlacedGallery>, title: string): string {
  const scale = Math.min((PAGE.width - 2 * MARGIN) / hall.width_m, (PAGE.height - 2 * MARGIN - TITLE) / hall.depth_m);
  // PDF's y axis goes up: the hall's top-left corner sits under the title.
  const top = PAGE.height - MARGIN - TITLE;
  const x = (m: number) => MARGIN + m * scale;
  const y = (m: number) => top - m * scale;
  const ops = [
    `BT /F2 16 Tf ${n(MARGIN)} ${n(PAGE.height - MARGIN - 14)} Td (${winAnsi(`${title} - ${hall.name} (${hall.width_m} x ${hall.depth_m} m)`)}) Tj ET`,
    `0.96 0.96 0.95 rg 0.1 0.1 0.1 RG 1.5 w ${n(x(0))} ${n(y(hall.depth_m))} ${n(hall.width_m * scale)} ${n(hall.depth_m * scale)} re B`,
  ];
  for (const booth of hall.booths) {
    const gallery = galleries.get(booth.id);
    const w = booth.w_m * scale;
    const d = booth.d_m * scale;
    ops.push(
      `${gallery ? "0.91 0.93 0.97" : "1 1 1"} rg 0.1 0.1 0.1 RG 0.8 w ${n(x(booth.x_m))} ${n(y(booth.y_m + booth.d_m))} ${n(w)} ${n(d)} re B`,
      "0.1 0.1 0.1 rg",
    );
    const labelSize = Math.min(14, d / 4, w / 3);
    const cx = x(booth.x_m + booth.w_m / 2);
    const cy = y(booth.y_m + booth.d_m / 2);
    ops.push(centred(fitted(booth.label, w - 4, labelSize), cx, cy + labelSize * 0.2, labelSize, "F2"));
    if (gallery) {
      const nameSize = Math.min(10, d / 5);
      ops.push(centred(fitted(gallery.name, w - 4, nameSize), cx, cy - nameSize * 1.2, nameSize, "F1"));
    }
  }
  return ops.join("\n");
}

export function planPdf(plan: FloorPlan, galleries: ReadonlyMap<string, PlacedGallery>, title: string): Buffer {
  const halls =
    plan.halls.length > 0 ? plan.halls : [{ id: "", name: "No hall yet", width_m: 10, depth_m: 10, booths: [] }];
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then a page and its content per hall.
  const objects: string[] = [];
  const pageIds = halls.map((_, i) => 5 + 2 * i);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${halls.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  halls.forEach((hall, i) => {
    const content = pageContent(hall, galleries, title);
    objects[5 + 2 * i] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${6 + 2 * i} 0 R >>`;
    objects[6 + 2 * i] = `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`;
  });
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
