/**
 * Giving accepted galleries their booths. Each change takes the application's row and the plan's
 * row (in that order, everywhere) before reading, so two admins allocating the same booth run one
 * after the other and the second is refused; the unique constraint on (edition, booth) stands
 * behind that should anything slip past. Every change is kept in booth_events.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { suggestPlacements } from "../../shared/booth-suggestion.ts";
import { boothsOf, isBoothSize, type PlanBooth } from "../../shared/floor-plan.ts";
import { ACCEPTED } from "../../shared/statuses.ts";
import type { Actor } from "../applications/actor.ts";
import { lockApplications } from "../applications/lock.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { BoothError, isUniqueViolation } from "./booth-error.ts";
import { allocationsOf, lockPlan, readPlan } from "./plans.ts";

export interface AllocatedBooth {
  id: string;
  label: string;
  size: string;
  hall: { id: string; name: string };
}

export interface AllocationResult {
  id: string;
  booth: AllocatedBooth;
  changed: boolean;
}

const SIZE_WORD = (size: string) => (size === "" ? "no" : `a ${size}`);

export async function allocateBooth(
  db: Db,
  request: { applicationId: string; boothId: unknown; force: unknown; actor: Actor },
  now = Date.now(),
): Promise<AllocationResult | undefined> {
  const { applicationId, actor } = request;
  if (typeof request.boothId !== "string" || request.boothId === "")
    throw new BoothError(422, "booth_id must be the id of a booth of the plan.");
  if (request.force !== undefined && typeof request.force !== "boolean")
    throw new BoothError(422, "force must be true or false.");
  const boothId = request.boothId;
  try {
    return await db.transaction().execute(async (trx) => {
      await lockApplications(trx, [applicationId]);
      const app = await trx
        .selectFrom("applications")
        .select(["id", "edition", "status", "gallery_name", "booth", "erased_at"])
        .where("id", "=", applicationId)
        .executeTakeFirst();
      if (!app) return undefined;
      const plan = await lockPlan(trx, app.edition);
      const found = boothsOf(plan).find((b) => b.id === boothId);
      if (!found) throw new BoothError(422, `The plan of ${app.edition} has no booth "${boothId}".`, [boothId]);
      const booth: AllocatedBooth = {
        id: found.id,
        label: found.label,
        size: found.size,
        hall: { id: found.hall.id, name: found.hall.name },
      };
      if (app.status !== ACCEPTED || app.erased_at !== null)
        throw new BoothError(409, `"${app.gallery_name}" is not accepted: only accepted galleries get a booth.`, [
          boothId,
        ]);
      const holder = await trx
        .selectFrom("booth_allocations")
        .innerJoin("applications", "applications.id", "booth_allocations.application_id")
        .select(["booth_allocations.application_id", "applications.gallery_name"])
        .where("booth_allocations.edition", "=", app.edition)
        .where("booth_allocations.booth_id", "=", boothId)
        .executeTakeFirst();
      if (holder?.application_id === applicationId) return { id: applicationId, booth, changed: false };
      if (holder) throw new BoothError(409, `Booth ${found.label} already holds "${holder.gallery_name}".`, [boothId]);
      if (found.size !== app.booth && request.force !== true)
        throw new BoothError(
          422,
          `Booth ${found.label} is ${found.size}; "${app.gallery_name}" asked for ${SIZE_WORD(app.booth)} booth. Send "force": true to allocate it anyway.`,
          [boothId],
        );
      const previous = await takeBack(
        trx,
        applicationId,
        plan.halls.flatMap((h) => h.booths),
        actor,
        now,
      );
      await trx
        .insertInto("booth_allocations")
        .values({
          application_id: applicationId,
          edition: app.edition,
          booth_id: boothId,
          by_staff_id: actor.staffId,
          at: now,
        })
        .execute();
      await appendEvent(trx, applicationId, "booth_allocated", found, actor, now + (previous ? 1 : 0));
      return { id: applicationId, booth, changed: true };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new BoothError(409, `Booth ${boothId} was just given to another gallery. Please reload.`, [boothId]);
    throw error;
  }
}

/** Frees the application's booth; false when it had none (or there is no such application). */
export async function freeBooth(db: Db, applicationId: string, actor: Actor, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockApplications(trx, [applicationId]);
    return freeBoothInTransaction(trx, applicationId, actor, now);
  });
}

/** Within a transaction that already holds the application's row (status changes, erasure). */
export async function freeBoothInTransaction(
  trx: Transaction<Database>,
  applicationId: string,
  actor: Actor,
  now: number,
): Promise<boolean> {
  const held = await trx
    .selectFrom("booth_allocations")
    .select("edition")
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!held) return false;
  const plan = await lockPlan(trx, held.edition);
  return takeBack(
    trx,
    applicationId,
    plan.halls.flatMap((h) => h.booths),
    actor,
    now,
  );
}

async function takeBack(
  trx: Transaction<Database>,
  applicationId: string,
  booths: PlanBooth[],
  actor: Actor,
  now: number,
): Promise<boolean> {
  const removed = await trx
    .deleteFrom("booth_allocations")
    .where("application_id", "=", applicationId)
    .returning("booth_id")
    .executeTakeFirst();
  if (!removed) return false;
  const booth = booths.find((b) => b.id === removed.booth_id) ?? { id: removed.booth_id, label: removed.booth_id };
  await appendEvent(trx, applicationId, "booth_freed", booth, actor, now);
  return true;
}

async function appendEvent(
  trx: Transaction<Database>,
  applicationId: string,
  event: "booth_allocated" | "booth_freed",
  booth: { id: string; label: string },
  actor: Actor,
  at: number,
): Promise<void> {
  await trx
    .insertInto("booth_events")
    .values({
      id: randomUUID(),
      application_id: applicationId,
      event,
      booth_id: booth.id,
      booth_label: booth.label,
      by_staff_id: actor.staffId,
      via: actor.via,
      at,
    })
    .execute();
}

export interface ProposedPlacement {
  application: { id: string; gallery: string; size: string };
  booth: AllocatedBooth;
}

/**
 * "Suggest": free booths of the right size for the accepted galleries without one, as a proposal
 * (nothing is stored; accepting it allocates each). Galleries no free booth fits are listed apart.
 */
export async function suggestAllocations(db: Db, edition: string) {
  const [plan, allocations, waiting] = await Promise.all([
    readPlan(db, edition),
    allocationsOf(db, edition),
    db
      .selectFrom("applications")
      .leftJoin("booth_allocations", "booth_allocations.application_id", "applications.id")
      .select(["applications.id", "applications.gallery_name", "applications.booth", "applications.accepted_at"])
      .where("applications.edition", "=", edition)
      .where("applications.status", "=", ACCEPTED)
      .where("applications.erased_at", "is", null)
      .where("booth_allocations.application_id", "is", null)
      .execute(),
  ]);
  const booths = boothsOf(plan);
  const free = booths.filter((b) => !allocations.has(b.id));
  const galleries = waiting.filter((g) => isBoothSize(g.booth));
  const placements = suggestPlacements(
    free.map((b) => ({ id: b.id, size: b.size, position: b.position })),
    galleries.map((g) => ({ id: g.id, size: g.booth as PlanBooth["size"], acceptedAt: Number(g.accepted_at ?? 0) })),
  );
  const boothById = new Map(booths.map((b) => [b.id, b]));
  const galleryById = new Map(galleries.map((g) => [g.id, g]));
  const proposal: ProposedPlacement[] = placements.map((p) => {
    const b = boothById.get(p.boothId) as (typeof booths)[number];
    const g = galleryById.get(p.applicationId) as (typeof galleries)[number];
    return {
      application: { id: g.id, gallery: g.gallery_name, size: g.booth },
      booth: { id: b.id, label: b.label, size: b.size, hall: { id: b.hall.id, name: b.hall.name } },
    };
  });
  const placed = new Set(placements.map((p) => p.applicationId));
  const unplaced = galleries
    .filter((g) => !placed.has(g.id))
    .sort((a, b) => Number(a.accepted_at ?? 0) - Number(b.accepted_at ?? 0) || (a.id < b.id ? -1 : 1))
    .map((g) => ({ id: g.id, gallery: g.gallery_name, size: g.booth }));
  return { proposal, unplaced };
}

/** The booth an application holds now, as the plan labels it (for letters and exports), or undefined. */
export async function allocatedBoothOf(db: Db, applicationId: string): Promise<AllocatedBooth | undefined> {
  const held = await db
    .selectFrom("booth_allocations")
    .select(["edition", "booth_id"])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  if (!held) return undefined;
  const booth = boothsOf(await readPlan(db, held.edition)).find((b) => b.id === held.booth_id);
  return (
    booth && { id: booth.id, label: booth.label, size: booth.size, hall: { id: booth.hall.id, name: booth.hall.name } }
  );
}

/** Every booth held in an edition, by application: one read of the plan for a whole batch of letters. */
export async function allocatedBoothsIn(db: Db, edition: string): Promise<Map<string, AllocatedBooth>> {
  const held = await db
    .selectFrom("booth_allocations")
    .select(["application_id", "booth_id"])
    .where("edition", "=", edition)
    .execute();
  if (held.length === 0) return new Map();
  const booths = new Map(boothsOf(await readPlan(db, edition)).map((b) => [b.id, b]));
  const out = new Map<string, AllocatedBooth>();
  for (const { application_id, booth_id } of held) {
    const booth = booths.get(booth_id);
    if (booth)
      out.set(application_id, {
        id: booth.id,
        label: booth.label,
        size: booth.size,
        hall: { id: booth.hall.id, name: booth.hall.name },
      });
  }
  return out;
}
