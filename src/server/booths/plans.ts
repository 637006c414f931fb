/**
 * Reading and storing an edition's floor plan, and the plan as the back office shows it: each
 * booth with the gallery it holds, and per size the booths against the accepted galleries.
 */
import type { Kysely, Transaction } from "kysely";
import { boothsOf, type Capacity, type FloorPlan } from "../../shared/floor-plan.ts";
import { BOOTH_SIZES, type BoothSize } from "../../shared/limits.ts";
import { ACCEPTED } from "../../shared/statuses.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { BoothError } from "./booth-error.ts";

const EMPTY: FloorPlan = { halls: [] };

export async function readPlan(db: Kysely<Database>, edition: string): Promise<FloorPlan> {
  const row = await db.selectFrom("floor_plans").select("plan").where("edition", "=", edition).executeTakeFirst();
  return row ? (JSON.parse(row.plan) as FloorPlan) : EMPTY;
}

/**
 * Replaces the plan. A booth that holds a gallery cannot disappear from it (409 naming the
 * booths): the gallery would lose its place without anyone deciding so. Its size, label and place
 * may change.
 */
export async function savePlan(db: Db, edition: string, plan: FloorPlan, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Written first: the row stays locked to the end, so an allocation of this edition either
    // committed before the check below or waits for this plan (and is checked against it).
    await trx
      .insertInto("floor_plans")
      .values({ edition, plan: JSON.stringify(plan), updated_at: now })
      .onConflict((oc) => oc.column("edition").doUpdateSet({ plan: JSON.stringify(plan), updated_at: now }))
      .execute();
    const kept = new Set(boothsOf(plan).map((b) => b.id));
    const held = await trx
      .selectFrom("booth_allocations")
      .innerJoin("applications", "applications.id", "booth_allocations.application_id")
      .select(["booth_allocations.booth_id", "applications.gallery_name"])
      .where("booth_allocations.edition", "=", edition)
      .orderBy("booth_allocations.booth_id")
      .execute();
    const lost = held.filter((h) => !kept.has(h.booth_id));
    if (lost.length > 0)
      throw new BoothError(
        409,
        `${lost.map((h) => `Booth ${h.booth_id} holds "${h.gallery_name}"`).join("; ")}: free ${lost.length === 1 ? "it" : "them"} before removing ${lost.length === 1 ? "it" : "them"} from the plan.`,
        lost.map((h) => h.booth_id),
      );
  });
}

/**
 * Takes the plan's row for the rest of the transaction (a no-op write: a row lock on PostgreSQL,
 * the write lock on SQLite), so allocations and a new plan of one edition run one after the other.
 * Returns the plan as it is under the lock.
 */
export async function lockPlan(trx: Transaction<Database>, edition: string): Promise<FloorPlan> {
  await trx
    .updateTable("floor_plans")
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("edition", "=", edition)
    .execute();
  return readPlan(trx, edition);
}

export interface AllocatedGallery {
  applicationId: string;
  gallery: string;
  slug: string | null;
  status: string;
}

/** Booth id → the gallery that holds it. */
export async function allocationsOf(db: Kysely<Database>, edition: string): Promise<Map<string, AllocatedGallery>> {
  const rows = await db
    .selectFrom("booth_allocations")
    .innerJoin("applications", "applications.id", "booth_allocations.application_id")
    .select([
      "booth_allocations.booth_id",
      "booth_allocations.application_id",
      "applications.gallery_name",
      "applications.slug",
      "applications.status",
    ])
    .where("booth_allocations.edition", "=", edition)
    .execute();
  return new Map(
    rows.map((r) => [
      r.booth_id,
      { applicationId: r.application_id, gallery: r.gallery_name, slug: r.slug, status: r.status },
    ]),
  );
}

/** Per size: the plan's booths, the edition's accepted galleries that asked for it, those placed. */
export async function capacityOf(db: Kysely<Database>, edition: string, plan?: FloorPlan): Promise<Capacity> {
  const shown = plan ?? (await readPlan(db, edition));
  const [accepted, allocations] = await Promise.all([
    db
      .selectFrom("applications")
      .select(["booth", (eb) => eb.fn.countAll().as("n")])
      .where("edition", "=", edition)
      .where("status", "=", ACCEPTED)
      .groupBy("booth")
      .execute(),
    allocationsOf(db, edition),
  ]);
  const capacity = Object.fromEntries(
    BOOTH_SIZES.map((size) => [size, { booths: 0, accepted: 0, allocated: 0 }]),
  ) as Capacity;
  for (const row of accepted)
    if ((BOOTH_SIZES as readonly string[]).includes(row.booth))
      capacity[row.booth as BoothSize].accepted = Number(row.n);
  for (const booth of boothsOf(shown)) {
    capacity[booth.size].booths++;
    if (allocations.has(booth.id)) capacity[booth.size].allocated++;
  }
  return capacity;
}

/** GET /admin/api/editions/<slug>/floor-plan: the plan as sent, each booth with its gallery, and the capacity. */
export async function planView(db: Db, edition: string) {
  const [plan, allocations] = await Promise.all([readPlan(db, edition), allocationsOf(db, edition)]);
  return {
    halls: plan.halls.map((hall) => ({
      ...hall,
      booths: hall.booths.map((booth) => {
        const held = allocations.get(booth.id);
        return { ...booth, application: held ? { id: held.applicationId, gallery: held.gallery } : null };
      }),
    })),
    capacity: await capacityOf(db, edition, plan),
  };
}
