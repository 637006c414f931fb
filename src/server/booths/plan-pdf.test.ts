import { describe, expect, it } from "vitest";
import { pdfInfo, pdfText, pdfWords } from "../../../test-support/pdf-text.ts";
import type { FloorPlan, PlanBooth } from "../../shared/floor-plan.ts";
import { planPdf } from "./plan-pdf.ts";

const booth = (id: string, x_m: number, y_m: number, w_m = 6): PlanBooth => ({
  id,
  label: id,
  size: "large",
  x_m,
  y_m,
  w_m,
  d_m: 4,
});

const PLAN: FloorPlan = {
  halls: [
    {
      id: "n",
      name: "North Hall",
      width_m: 30,
      depth_m: 12,
      booths: [
        booth("A1", 0, 0),
        booth("A2", 6, 0),
        booth("A3", 12, 0),
        booth("A4", 18, 0),
        booth("A5", 24, 0),
        booth("B1", 0, 4),
        booth("B2", 6, 4),
        booth("B3", 12, 4),
        booth("C1", 0, 8, 3),
      ],
    },
    { id: "s", name: "South (Annex)", width_m: 10, depth_m: 8, booths: [] },
  ],
};

const GALLERIES = new Map(
  Object.entries({
    A1: "Kōyō Gallery",
    A2: "東京画廊",
    A3: "Galeria Wisła, Łódź",
    A4: "Галерея Петрова",
    A5: "Ελληνική Γκαλερί",
    B1: "גלריה שלום",
    B2: "دار الأمين",
    B3: "갤러리 현대",
    C1: "Galerie Kōyō und Partner für zeitgenössische Kunst, Zürich und Berlin",
  }).map(([id, name]) => [id, { name, href: null }]),
);

describe("the plan as an A3 PDF", async () => {
  const pdf = await planPdf(PLAN, GALLERIES, "Floor plan · fair-2027");

  it("has one A3 landscape page per hall, with its name and size", async () => {
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await pdfInfo(pdf)).toEqual({ pages: 2, width: 1190.55, height: 841.89 });
    const text = await pdfText(pdf);
    expect(text).toContain("Floor plan · fair-2027 – North Hall (30 × 12 m)");
    expect(text).toContain("South (Annex) (10 × 8 m)");
  });

  it("prints every gallery's name as written, in any script", async () => {
    const text = await pdfText(pdf);
    for (const name of ["Kōyō Gallery", "東京画廊", "Łódź", "Петрова", "Ελληνική", "שלום", "الأمين", "갤러리 현대"])
      expect(text).toContain(name);
  });

  it("fits a name longer than its booth inside the booth, shortened with an ellipsis", async () => {
    // The hall is scaled to the page's width: (1190.55 − 2 × 36) / 30 m; booth C1 is 3 m wide at x = 0.
    const scale = (1190.55 - 72) / 30;
    const left = 36;
    const right = left + 3 * scale;
    const line = (await pdfWords(pdf)).find((words) => words[0]?.text === "Galerie");
    expect(line?.map((word) => word.text).join(" ")).toMatch(/^Galerie Kōyō .*…$/);
    expect(line?.[0]?.xMin).toBeGreaterThanOrEqual(left);
    expect(line?.at(-1)?.xMax).toBeLessThanOrEqual(right);
  });

  it("draws a plan once while it shows the same, and again as soon as a name changes", async () => {
    expect(await planPdf(PLAN, GALLERIES, "Floor plan · fair-2027")).toBe(pdf);
    const renamed = new Map(GALLERIES).set("A1", { name: "Kōyō Gallery Tokyo", href: null });
    const again = await planPdf(PLAN, renamed, "Floor plan · fair-2027");
    expect(again).not.toBe(pdf);
    expect(await pdfText(again)).toContain("Kōyō Gallery Tokyo");
  });
});
