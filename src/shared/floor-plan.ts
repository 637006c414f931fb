/**
 * An edition's floor plan: halls with booths, measured in metres from the hall's top-left corner.
 * Checked the same way by the server (before storing) and by the back office's editor (while
 * editing), so the editor shows what the server would refuse.
 */
import { BOOTH_SIZES, type BoothSize } from "./limits.ts";

export interface PlanBooth {
  id: string;
  label: string;
  size: BoothSize;
  x_m: number;
  y_m: number;
  w_m: number;
  d_m: number;
}

export interface PlanHall {
  id: string;
  name: string;
  width_m: number;
  depth_m: number;
  booths: PlanBooth[];
}

export interface FloorPlan {
  halls: PlanHall[];
}

/** One refusal, naming the booths (by id) it is about. */
export interface PlanProblem {
  message: string;
  booths: string[];
}

/** Generous bounds: no hall is a kilometre long, no plan has ten thousand booths. */
export const MAX_HALL_M = 1000;
export const MAX_HALLS = 50;
export const MAX_BOOTHS = 2000;
export const MAX_ID_LENGTH = 40;
export const MAX_TEXT_LENGTH = 80;
/** Overlapping pairs named one by one; the rest are counted (1,000 booths on one spot make 499,500). */
export const MAX_NAMED_OVERLAPS = 20;

/** Centimetres: coordinates typed or dragged to a 0.1 m grid must not overlap by a rounding error. */
const EPSILON = 1e-6;

export const isBoothSize = (value: unknown): value is BoothSize =>
  typeof value === "string" && (BOOTH_SIZES as readonly string[]).includes(value);

export interface Rect {
  x_m: number;
  y_m: number;
  w_m: number;
  d_m: number;
}

/** Two booths overlap when they share more than an edge: booths side by side are fine. */
export function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.x_m < b.x_m + b.w_m - EPSILON &&
    b.x_m < a.x_m + a.w_m - EPSILON &&
    a.y_m < b.y_m + b.d_m - EPSILON &&
    b.y_m < a.y_m + a.d_m - EPSILON
  );
}

export function insideHall(booth: Rect, hall: { width_m: number; depth_m: number }): boolean {
  return (
    booth.x_m >= -EPSILON &&
    booth.y_m >= -EPSILON &&
    booth.x_m + booth.w_m <= hall.width_m + EPSILON &&
    booth.y_m + booth.d_m <= hall.depth_m + EPSILON
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

export type ReadPlanResult = { plan: FloorPlan; problems: [] } | { plan: undefined; problems: PlanProblem[] };

/**
 * Reads a plan sent as JSON: its shape first (a field of the wrong type is named by where it is),
 * then the rules between booths: a duplicate id, an unknown size, a booth outside its hall, two
 * booths overlapping. Every problem is reported, not only the first.
 */
export function readFloorPlan(input: unknown): ReadPlanResult {
  const problems: PlanProblem[] = [];
  const add = (message: string, booths: string[] = []) => problems.push({ message, booths });
  if (!isRecord(input) || !Array.isArray(input.halls)) {
    add("The plan must be an object with a list of halls.");
    return { plan: undefined, problems };
  }
  // The sizes first, before any work per booth or pair of booths.
  const boothTotal = input.halls.reduce(
    (n: number, hall) => n + (isRecord(hall) && Array.isArray(hall.booths) ? hall.booths.length : 0),
    0,
  );
  if (input.halls.length > MAX_HALLS)
    add(`A plan may have at most ${MAX_HALLS} halls; this one has ${input.halls.length}.`);
  if (boothTotal > MAX_BOOTHS) add(`A plan may have at most ${MAX_BOOTHS} booths; this one has ${boothTotal}.`);
  if (problems.length > 0) return { plan: undefined, problems };
  const halls: PlanHall[] = [];
  const hallIds = new Set<string>();
  const boothIds = new Map<string, number>();
  input.halls.forEach((rawHall, h) => {
    const where = `halls[${h}]`;
    if (!isRecord(rawHall)) return add(`${where} must be an object.`);
    const id = text(rawHall.id, `${where}.id`, add, MAX_ID_LENGTH);
    const name = text(rawHall.name, `${where}.name`, add, MAX_TEXT_LENGTH);
    const width = length(rawHall.width_m, `${where}.width_m`, add);
    const depth = length(rawHall.depth_m, `${where}.depth_m`, add);
    if (id !== undefined) {
      if (hallIds.has(id)) add(`Two halls have the id "${id}".`);
      hallIds.add(id);
    }
    if (!Array.isArray(rawHall.booths)) return add(`${where}.booths must be a list.`);
    const booths: PlanBooth[] = [];
    rawHall.booths.forEach((rawBooth, b) => {
      const at = `${where}.booths[${b}]`;
      if (!isRecord(rawBooth)) return add(`${at} must be an object.`);
      const boothId = text(rawBooth.id, `${at}.id`, add, MAX_ID_LENGTH);
      const named = boothId === undefined ? [] : [boothId];
      const label = text(rawBooth.label, `${at}.label (booth ${boothId ?? "?"})`, add, MAX_TEXT_LENGTH, named);
      const x = coordinate(rawBooth.x_m, `${at}.x_m (booth ${boothId ?? "?"})`, add, named);
      const y = coordinate(rawBooth.y_m, `${at}.y_m (booth ${boothId ?? "?"})`, add, named);
      const w = length(rawBooth.w_m, `${at}.w_m (booth ${boothId ?? "?"})`, add, named);
      const d = length(rawBooth.d_m, `${at}.d_m (booth ${boothId ?? "?"})`, add, named);
      if (!isBoothSize(rawBooth.size))
        add(
          `Booth ${boothId ?? at} has the size ${JSON.stringify(rawBooth.size ?? null)}; the sizes are ${BOOTH_SIZES.join(", ")}.`,
          named,
        );
      if (boothId !== undefined) boothIds.set(boothId, (boothIds.get(boothId) ?? 0) + 1);
      if (
        boothId !== undefined &&
        label !== undefined &&
        x !== undefined &&
        y !== undefined &&
        w !== undefined &&
        d !== undefined &&
        isBoothSize(rawBooth.size)
      )
        booths.push({ id: boothId, label, size: rawBooth.size, x_m: x, y_m: y, w_m: w, d_m: d });
    });
    if (id !== undefined && name !== undefined && width !== undefined && depth !== undefined)
      halls.push({ id, name, width_m: width, depth_m: depth, booths });
  });
  for (const [id, count] of boothIds)
    if (count > 1) add(`${count} booths have the id "${id}"; a booth's id is unique in the plan.`, [id]);
  for (const problem of geometryProblems(halls)) problems.push(problem);
  if (problems.length > 0) return { plan: undefined, problems };
  return { plan: { halls }, problems: [] };
}

/**
 * Booths outside their hall and booths overlapping one another, hall by hall: the first
 * MAX_NAMED_OVERLAPS overlapping pairs by name, the others as a count.
 */
export function geometryProblems(halls: readonly PlanHall[]): PlanProblem[] {
  const problems: PlanProblem[] = [];
  let overlapping = 0;
  for (const hall of halls) {
    for (const booth of hall.booths)
      if (!insideHall(booth, hall))
        problems.push({
          message: `Booth ${booth.id} lies outside hall "${hall.name}" (${hall.width_m} × ${hall.depth_m} m).`,
          booths: [booth.id],
        });
    // Sorted by x, each booth is compared only with those starting before it ends: a plan of
    // hundreds of booths in a row stays quick to check while being dragged.
    const byX = [...hall.booths].sort((a, b) => a.x_m - b.x_m);
    for (let i = 0; i < byX.length; i++) {
      const a = byX[i] as PlanBooth;
      for (let j = i + 1; j < byX.length; j++) {
        const b = byX[j] as PlanBooth;
        if (b.x_m >= a.x_m + a.w_m - EPSILON) break;
        if (!overlaps(a, b)) continue;
        if (++overlapping > MAX_NAMED_OVERLAPS) continue;
        const pair = [a.id, b.id].sort();
        problems.push({ message: `Booths ${pair[0]} and ${pair[1]} overlap in hall "${hall.name}".`, booths: pair });
      }
    }
  }
  const unnamed = overlapping - MAX_NAMED_OVERLAPS;
  if (unnamed > 0)
    problems.push({
      message: `${unnamed.toLocaleString("en-US")} more ${unnamed === 1 ? "pair of booths overlaps" : "pairs of booths overlap"}.`,
      booths: [],
    });
  return problems;
}

type Add = (message: string, booths?: string[]) => void;

function text(value: unknown, where: string, add: Add, max: number, booths: string[] = []): string | undefined {
  if (typeof value !== "string" || value.trim() === "") {
    add(`${where} must be a non-empty text.`, booths);
    return undefined;
  }
  if (value.trim().length > max) {
    add(`${where} may have at most ${max} characters.`, booths);
    return undefined;
  }
  return value.trim();
}

function length(value: unknown, where: string, add: Add, booths: string[] = []): number | undefined {
  if (!finite(value) || value <= 0 || value > MAX_HALL_M) {
    add(`${where} must be a number of metres above 0 and at most ${MAX_HALL_M}.`, booths);
    return undefined;
  }
  return value;
}

function coordinate(value: unknown, where: string, add: Add, booths: string[] = []): number | undefined {
  if (!finite(value) || value < 0 || value > MAX_HALL_M) {
    add(`${where} must be a number of metres from 0 to ${MAX_HALL_M}.`, booths);
    return undefined;
  }
  return value;
}

/** Every booth of the plan with its hall, in the plan's order. */
export function boothsOf(plan: FloorPlan): (PlanBooth & { hall: PlanHall; position: number })[] {
  let position = 0;
  return plan.halls.flatMap((hall) => hall.booths.map((booth) => ({ ...booth, hall, position: position++ })));
}

/** "Large: 12 of 15": per size, accepted galleries against booths. */
export interface SizeCapacity {
  booths: number;
  accepted: number;
  allocated: number;
}

export type Capacity = Record<BoothSize, SizeCapacity>;
