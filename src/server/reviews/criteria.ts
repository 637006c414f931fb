/**
 * Review criteria per edition: admins add, rename, hide, show and reorder them. A criterion that has
 * scores is never deleted (the scores would lose their meaning), only hidden. A criterion added once
 * reviews exist leaves them incomplete (reviews/scores.ts) until their authors score it.
 */
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { seesReviewSql } from "../policy/reviews.ts";
import type { Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { recomputeEditionScores } from "./scores.ts";

export interface Criterion {
  id: string;
  label: string;
  hidden: boolean;
  position: number;
}

export const MAX_CRITERION_LABEL = 200;

export async function criteriaOf(db: Db | Transaction<Database>, edition: string): Promise<Criterion[]> {
  const rows = await db
    .selectFrom("review_criteria")
    .select(["id", "label", "hidden", "position"])
    .where("edition", "=", edition)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, label: r.label, hidden: Number(r.hidden) === 1, position: Number(r.position) }));
}

/** Criteria with whether each has scores (the back office offers delete only for those without). */
export async function criteriaWithUse(db: Db, edition: string) {
  const [criteria, scored] = await Promise.all([
    criteriaOf(db, edition),
    db
      .selectFrom("review_scores")
      .innerJoin("review_criteria", "review_criteria.id", "review_scores.criterion_id")
      .select("review_scores.criterion_id")
      .distinct()
      .where("review_criteria.edition", "=", edition)
      .execute(),
  ]);
  const used = new Set(scored.map((r) => r.criterion_id));
  return criteria.map((c) => ({ ...c, scored: used.has(c.id) }));
}

function cleanLabel(label: unknown): string {
  if (typeof label !== "string" || !label.trim()) throw new RequestError(422, "A criterion needs a label.");
  const trimmed = label.trim();
  if (trimmed.length > MAX_CRITERION_LABEL)
    throw new RequestError(422, `A criterion's label may have at most ${MAX_CRITERION_LABEL} characters.`);
  return trimmed;
}

/**
 * How many reviews of the edition the viewer may see: the criteria editor warns that adding a
 * criterion leaves them incomplete. Whether she gets the count at all is policy/staff.ts's.
 */
export async function editionReviewCount(db: Db, edition: string, viewer: Viewer): Promise<number> {
  const row = await db
    .selectFrom("reviews")
    .innerJoin("applications", "applications.id", "reviews.application_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("applications.edition", "=", edition)
    .where(seesReviewSql(viewer))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function addCriterion(db: Db, edition: string, label: unknown): Promise<Criterion> {
  const clean = cleanLabel(label);
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("review_criteria")
      .select((eb) => eb.fn.max("position").as("max"))
      .where("edition", "=", edition)
      .executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const id = randomUUID();
    await trx.insertInto("review_criteria").values({ id, edition, label: clean, position }).execute();
    await recomputeEditionScores(trx, edition);
    return { id, label: clean, hidden: false, position };
  });
}

export interface CriterionChange {
  label?: unknown;
  hidden?: unknown;
  position?: unknown;
}

/** Renames, hides/shows or moves one criterion; undefined when the edition has no such criterion. */
export async function updateCriterion(db: Db, edition: string, id: string, change: CriterionChange) {
  const label = change.label === undefined ? undefined : cleanLabel(change.label);
  if (change.hidden !== undefined && typeof change.hidden !== "boolean")
    throw new RequestError(422, "hidden must be true or false.");
  if (change.position !== undefined && !(Number.isInteger(change.position) && (change.position as number) >= 0))
    throw new RequestError(422, "position must be a whole number from 0.");
  return db.transaction().execute(async (trx) => {
    const criteria = await criteriaOf(trx, edition);
    const index = criteria.findIndex((c) => c.id === id);
    const criterion = criteria[index];
    if (!criterion) return undefined;
    if (label !== undefined) await trx.updateTable("review_criteria").set({ label }).where("id", "=", id).execute();
    if (change.position !== undefined) {
      const order = criteria.filter((c) => c.id !== id);
      order.splice(Math.min(change.position as number, order.length), 0, criterion);
      for (const [position, c] of order.entries())
        if (c.position !== position)
          await trx.updateTable("review_criteria").set({ position }).where("id", "=", c.id).execute();
    }
    if (change.hidden !== undefined && change.hidden !== criterion.hidden) {
      await trx
        .updateTable("review_criteria")
        .set({ hidden: change.hidden ? 1 : 0 })
        .where("id", "=", id)
        .execute();
      // Scores are means over the visible criteria, and completeness asks for all of them: hiding one changes both.
      await recomputeEditionScores(trx, edition);
    }
    return (await criteriaOf(trx, edition)).find((c) => c.id === id);
  });
}

export type DeleteOutcome = "deleted" | "unknown" | "scored";

export async function deleteCriterion(db: Db, edition: string, id: string): Promise<DeleteOutcome> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("review_criteria")
      .select("id")
      .where("id", "=", id)
      .where("edition", "=", edition)
      .executeTakeFirst();
    if (!found) return "unknown";
    const scored = await trx
      .selectFrom("review_scores")
      .select(sql<number>`1`.as("one"))
      .where("criterion_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (scored) return "scored";
    // The foreign key from review_scores also refuses it if a score arrives meanwhile.
    await trx.deleteFrom("review_criteria").where("id", "=", id).execute();
    // Reviews written before it was added are complete again without it.
    await recomputeEditionScores(trx, edition);
    return "deleted";
  });
}
