/**
 * The facts the rule book's predicates take, read from the database for one member and some
 * applications. Reading is here; deciding is in the predicates (reviews.ts).
 */
import type { Kysely } from "kysely";
import type { Database } from "../store/schema.ts";
import { hasRow, type OpenFacts, type ViewerFacts } from "./reviews.ts";
import type { Viewer } from "./staff.ts";

type Db = Kysely<Database>;

/** Her review and her conflict of each application (the exports read many at once). */
export async function viewerFactsOf(db: Db, viewer: Viewer, ids: readonly string[]): Promise<Map<string, ViewerFacts>> {
  const facts = new Map(ids.map((id) => [id, { reviewed: false, conflict: false }]));
  if (ids.length === 0) return facts;
  const [reviewed, conflicts] = await Promise.all([
    db
      .selectFrom("reviews")
      .select("application_id")
      .where("staff_id", "=", viewer.id)
      .where("application_id", "in", ids)
      .execute(),
    db
      .selectFrom("review_conflicts")
      .select("application_id")
      .where("staff_id", "=", viewer.id)
      .where("application_id", "in", ids)
      .execute(),
  ]);
  for (const row of reviewed) (facts.get(row.application_id) as ViewerFacts).reviewed = true;
  for (const row of conflicts) (facts.get(row.application_id) as ViewerFacts).conflict = true;
  return facts;
}

/** Her facts about one application (none for an application that does not exist). */
export async function viewerFactsOfOne(db: Db, viewer: Viewer, id: string): Promise<ViewerFacts> {
  return (await viewerFactsOf(db, viewer, [id])).get(id) ?? { reviewed: false, conflict: false };
}

/** What mayOpen needs of one application, in one statement; undefined when there is none. */
export async function openFactsOf(db: Db, viewer: Viewer, id: string): Promise<OpenFacts | undefined> {
  const row = await db
    .selectFrom("applications")
    .leftJoin("editions", "editions.slug", "applications.edition")
    .select([
      "editions.review_mode",
      hasRow("review_assignments", "applications.id", viewer.id).as("assigned"),
      hasRow("reviews", "applications.id", viewer.id).as("reviewed"),
    ])
    .where("applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    mode: row.review_mode === "assigned" ? "assigned" : "all",
    assigned: Boolean(Number(row.assigned)),
    reviewed: Boolean(Number(row.reviewed)),
  };
}
