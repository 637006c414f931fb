/**
 * The normalisation math against numbers worked out by hand. Review scores are written straight
 * into the database (as the stored means would be); the database computes, as the list asks it to.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { insertApplication } from "../applications/insert.ts";
import { StaffStore } from "../store/staff.ts";
import { fairScores, memberMeans } from "./fair-scores.ts";

const EDITION = "fair-2027";
const OTHER = "fair-2026";

let server: TestServer;
const apps: Record<string, string> = {};
const staff: Record<string, string> = {};

/**
 * Ann reviews four applications (1, 2, 3, 4): mean 2.5, population variance 1.25, sd √1.25.
 * Ben three (5, 3, 4): mean 4, variance 2/3, sd √(2/3). Cy two (2, 5): too few, 0 each.
 * Di three, all 3: no spread, 0 each. Ed one (4): 0. Ann's 5 in another edition does not count.
 */
const REVIEWS: [string, string, number][] = [
  ["ann", "p1", 1],
  ["ann", "p2", 2],
  ["ann", "p3", 3],
  ["ann", "p4", 4],
  ["ben", "p1", 5],
  ["ben", "p2", 3],
  ["ben", "p3", 4],
  ["cy", "p1", 2],
  ["cy", "p4", 5],
  ["di", "p1", 3],
  ["di", "p2", 3],
  ["di", "p3", 3],
  ["ed", "p5", 4],
  ["ann", "elsewhere", 5],
];

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: `${EDITION},${OTHER}` });
  const db = server.app.db;
  for (const [i, name] of ["p1", "p2", "p3", "p4", "p5", "p6", "elsewhere"].entries()) {
    const form = exampleApplication({ edition: name === "elsewhere" ? OTHER : EDITION, withFiles: false });
    apps[name] = await insertApplication(db, form, [], { now: Date.UTC(2027, 0, 1) + i });
  }
  for (const name of ["ann", "ben", "cy", "di", "ed"]) {
    const { member } = await new StaffStore(db).save({
      email: `${name}@fair.example`,
      name,
      role: "reviewer",
      passwordHash: "$scrypt$unused",
    });
    staff[name] = member.id;
  }
  await db
    .insertInto("reviews")
    .values(
      REVIEWS.map(([who, app, score]) => ({
        application_id: apps[app] as string,
        staff_id: staff[who] as string,
        comment: "",
        score,
        created_at: 0,
        updated_at: 0,
      })),
    )
    .execute();
}, 60_000);
afterAll(() => server.close());

describe("fair scores over an edition", () => {
  it("standardises each member's scores over her reviews and averages them per application", async () => {
    const rows = await fairScores(server.app.db, EDITION).execute();
    const byApp = new Map(rows.map((r) => [r.application_id, r]));
    const z = {
      ann: (s: number) => (s - 2.5) / Math.sqrt(1.25),
      ben: (s: number) => (s - 4) / Math.sqrt(2 / 3),
    };
    // By hand: p1 = (−1.3416 + 1.2247 + 0 + 0) / 4 = −0.0292.
    expect(Number(byApp.get(apps.p1 as string)?.normalized)).toBeCloseTo(-0.029224, 5);
    expect(Number(byApp.get(apps.p1 as string)?.normalized)).toBeCloseTo((z.ann(1) + z.ben(5)) / 4, 9);
    // p2 = (−0.4472 − 1.2247 + 0) / 3 = −0.5573; p3 = (0.4472 + 0 + 0) / 3 = 0.1491; p4 = (1.3416 + 0) / 2 = 0.6708.
    expect(Number(byApp.get(apps.p2 as string)?.normalized)).toBeCloseTo(-0.55732, 5);
    expect(Number(byApp.get(apps.p3 as string)?.normalized)).toBeCloseTo(0.149071, 5);
    expect(Number(byApp.get(apps.p4 as string)?.normalized)).toBeCloseTo(0.67082, 5);
    // One review by a member with too few: standardised to 0, not missing.
    expect(Number(byApp.get(apps.p5 as string)?.normalized)).toBe(0);
    // No reviews: no row, so the list shows null.
    expect(byApp.has(apps.p6 as string)).toBe(false);
    expect(byApp.has(apps.elsewhere as string)).toBe(false);
  });

  it("takes the spread as highest minus lowest, none with fewer than two reviews", async () => {
    const rows = await fairScores(server.app.db, EDITION).execute();
    const spread = (app: string) => rows.find((r) => r.application_id === apps[app])?.spread;
    expect(Number(spread("p1"))).toBe(4);
    expect(Number(spread("p2"))).toBe(1);
    expect(Number(spread("p4"))).toBe(1);
    expect(spread("p5")).toBeNull();
  });

  it("gives each member's mean over the edition only (to an admin without conflicts: over every review)", async () => {
    const means = await memberMeans(server.app.db, EDITION, Object.values(staff), { id: "an-admin", role: "admin" });
    expect(Object.fromEntries(Object.entries(staff).map(([name, id]) => [name, means.get(id)]))).toEqual({
      ann: 2.5,
      ben: 4,
      cy: 3.5,
      di: 3,
      ed: 4,
    });
  });
});
