/**
 * Where a member's back office opens: the edition she last chose (an edition link on the list, the
 * queue or the progress page), else the edition with her open assignments (the most of them), else
 * the form's edition. A new edition made the form's moves nobody who has work elsewhere.
 */
import { sql } from "kysely";
import { inQueueSql } from "../policy/reviews.ts";
import type { Db } from "../store/database.ts";
import { allEditions, currentEdition, type EditionRow } from "./editions.ts";

/** The edition with most of her open assignments (assignments in her queue), or undefined. */
async function editionOfOpenAssignments(db: Db, staffId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("applications")
    .innerJoin("review_assignments", (join) =>
      join
        .onRef("review_assignments.application_id", "=", "applications.id")
        .on("review_assignments.staff_id", "=", staffId),
    )
    .where((eb) => inQueueSql(eb, staffId))
    .select((eb) => ["applications.edition", eb.fn.countAll<number>().as("n")])
    .groupBy("applications.edition")
    .orderBy(sql`count(*)`, "desc")
    .orderBy("applications.edition", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.edition;
}

export async function memberEdition(
  db: Db,
  openEditions: readonly string[],
  staffId: string,
): Promise<EditionRow | undefined> {
  const [editions, member] = await Promise.all([
    allEditions(db, openEditions),
    db.selectFrom("staff").select("chosen_edition").where("id", "=", staffId).executeTakeFirst(),
  ]);
  const chosen = editions.find((e) => e.slug === member?.chosen_edition);
  if (chosen) return chosen;
  const withWork = await editionOfOpenAssignments(db, staffId);
  return editions.find((e) => e.slug === withWork) ?? (await currentEdition(db, openEditions));
}

/** She chose `slug`: her back office opens on it from now on. False for an unknown edition. */
export async function chooseMemberEdition(
  db: Db,
  openEditions: readonly string[],
  staffId: string,
  slug: string,
): Promise<boolean> {
  const editions = await allEditions(db, openEditions);
  if (!editions.some((e) => e.slug === slug)) return false;
  await db.updateTable("staff").set({ chosen_edition: slug }).where("id", "=", staffId).execute();
  return true;
}

export interface WorkElsewhere {
  slug: string;
  name: string;
  /** What her queue holds there. */
  open: number;
}

/**
 * When her queue in `shown` is empty: the other edition where her queue holds the most (the newer
 * on a tie), for the link "your work is in …"; null when she has none anywhere.
 */
export async function workElsewhere(
  db: Db,
  openEditions: readonly string[],
  shown: string,
  /** What her queue holds in an edition (reviews/work.ts). */
  openIn: (edition: string) => Promise<number>,
): Promise<WorkElsewhere | null> {
  // Newest first, so a tie goes to the newer edition.
  const others = (await allEditions(db, openEditions))
    .filter((e) => e.slug !== shown)
    .sort((a, b) => b.position - a.position);
  const counts = await Promise.all(others.map((e) => openIn(e.slug)));
  let best: WorkElsewhere | null = null;
  for (const [i, e] of others.entries()) {
    const open = counts[i] as number;
    if (open > 0 && open > (best?.open ?? 0)) best = { slug: e.slug, name: e.name, open };
  }
  return best;
}
