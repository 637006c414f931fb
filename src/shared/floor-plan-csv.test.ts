import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { type FloorPlan, readFloorPlan } from "./floor-plan.ts";
import { planFromCsv, planToCsv } from "./floor-plan-csv.ts";

const PLAN: FloorPlan = {
  halls: [
    {
      id: "north",
      name: 'North Hall, "the big one"',
      width_m: 30,
      depth_m: 12.5,
      booths: [
        { id: "A1", label: "A1", size: "large", x_m: 0, y_m: 0, w_m: 6, d_m: 6 },
        { id: "A2", label: "A 2", size: "small", x_m: 6.5, y_m: 0, w_m: 3, d_m: 3 },
      ],
    },
    { id: "empty", name: "Annex", width_m: 10, depth_m: 10, booths: [] },
  ],
};

const read = (csv: string) => {
  const back = planFromCsv(csv);
  return "plan" in back ? readFloorPlan(back.plan) : back;
};

describe("the plan as CSV", () => {
  it("comes back as it went out, halls without booths and quoted names included", () => {
    expect(read(planToCsv(PLAN))).toEqual({ plan: PLAN, problems: [] });
  });

  it("is UTF-8 with a byte order mark, as the exports, and keeps names in any script", () => {
    const plan: FloorPlan = {
      halls: [{ ...(PLAN.halls[0] as FloorPlan["halls"][0]), name: "東京 Hall – Łódź, Петрова" }],
    };
    const csv = planToCsv(plan);
    expect(csv.startsWith("\uFEFFhall_id,hall_name,")).toBe(true);
    expect(read(csv)).toEqual({ plan, problems: [] });
  });

  it("guards every cell a spreadsheet would take for a formula, and takes the guard off when read back", () => {
    const names = ['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "'=looks guarded", "'s-Hertogenbosch"];
    const plan: FloorPlan = {
      halls: names.map((name, i) => ({ id: `h${i}`, name, width_m: 10, depth_m: 10, booths: [] })),
    };
    const csv = planToCsv(plan);
    const cells = (parse(csv, { bom: true, columns: true }) as { hall_name: string }[]).map((row) => row.hall_name);
    expect(cells).toEqual([
      '\'=HYPERLINK("http://x")',
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "''=looks guarded",
      "'s-Hertogenbosch",
    ]);
    expect(read(csv)).toEqual({ plan, problems: [] });
  });

  it("names the missing columns, and leaves a wrong number for the plan's check to name", () => {
    expect(planFromCsv("hall_id,hall_name\nh,H\n")).toEqual({
      message: "The CSV has no column hall_width_m, hall_depth_m, booth_id, label, size, x_m, y_m, w_m, d_m.",
    });
    const csv = planToCsv(PLAN).replace("6.5", "six");
    const back = planFromCsv(csv);
    expect("plan" in back && readFloorPlan(back.plan).problems[0]?.message).toBe(
      "halls[0].booths[1].x_m (booth A2) must be a number of metres from 0 to 1000.",
    );
  });

  it("says why a file that is not CSV cannot be read", () => {
    expect(planFromCsv('hall_id,hall_name\n"north,North\n')).toEqual({
      message: expect.stringMatching(/^it cannot be read as CSV \(Quote Not Closed: .*\)\.$/),
    });
  });
});
