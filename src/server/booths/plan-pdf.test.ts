import { describe, expect, it } from "vitest";
import type { FloorPlan } from "../../shared/floor-plan.ts";
import { planPdf } from "./plan-pdf.ts";

const PLAN: FloorPlan = {
  halls: [
    {
      id: "n",
      name: "North Hall",
      width_m: 30,
      depth_m: 12,
      booths: [{ id: "A1", label: "A1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 }],
    },
    { id: "s", name: "South (Annex)", width_m: 10, depth_m: 8, booths: [] },
  ],
};

describe("the plan as an A3 PDF", () => {
  const pdf = planPdf(PLAN, new Map([["A1", { name: "Studio Øresund", href: null }]]), "Floor plan · fair-2027");
  const text = pdf.toString("latin1");

  it("has one A3 landscape page per hall, with the halls, booths and galleries", () => {
    expect(text.startsWith("%PDF-1.4")).toBe(true);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(2);
    expect(text).toContain("/MediaBox [0 0 1190.55 841.89]");
    expect(text).toContain("North Hall \\(30 x 12 m\\)");
    expect(text).toContain("South \\(Annex\\)");
    // Ø in WinAnsi is octal 330.
    expect(text).toContain("(Studio \\330resund)");
  });

  it("has a cross-reference table that points at every object", () => {
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(start, start + 4)).toBe("xref");
    const entries = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(8);
    entries.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const from = (m.index ?? 0) + m[0].length;
      expect(text.slice(from + Number(m[1]), from + Number(m[1]) + 10)).toBe("\nendstream");
    }
  });
});
