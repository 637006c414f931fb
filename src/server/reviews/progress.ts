/**
 * A committee's progress in one edition, for admins: per member her work as work.ts counts it (the
 * same numbers as her queue and her reminders), her conflicts and her last review; for the edition, how many of its open
 * applications (not decided, not withdrawn) are fully reviewed and how many have no review at all.
 * "Fully reviewed": in "assigned" mode every assignee has reviewed it (and it has one); in "all"
 * mode every active reviewer without a conflict on it has.
 */
import { type ExpressionBuilder, sql } from "kysely";
import { DECIDED_STATUSES } from "../../shared/statuses.ts";
import { onCommitteeByDefault, onCommitteeByDefaultSql } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import type { Database, ReviewMode, StaffRole } from "../store/schema.ts";
import { workOf } from "./work.ts";

export interface MemberProgress {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Her work (work.ts): reviewed + open. */
  assigned: number;
  /** Her reviews done of her work. */
  reviewed: number;
  /** What her queue holds. */
  open: number;
  /** Her reviews done outside her work, shown apart. */
  other_reviews: number;
  conflicts: number;
  last_review_at: string | null;
}

export interface Progress {
  members: MemberProgress[];
  applications: { total: number; fully_reviewed: number; without_review: number };
}

type Applications = ExpressionBuilder<Database, "applications">;

function openApplications(db: Db, edition: string) {
  return db
    .selectFrom("applications")
    .where("applications.edition", "=", edition)
    .where("applications.status", "not in", [...DECIDED_STATUSES]);
}

/** Per member, a count over the edition's applications in `table`. */
async function countsByMember(db: Db, edition: string, table: "reviews" | "review_conflicts" | "review_assignments") {
  const rows = await db
    .selectFrom(table)
    .innerJoin("applications", "applications.id", `${table}.application_id`)
    .select((eb) => [`${table}.staff_id as staff_id`, eb.fn.countAll<number>().as("n")])
    .where("applications.edition", "=", edition)
    .groupBy(`${table}.staff_id`)
    .execute();
  return new Map(rows.map((r) => [r.staff_id, Number(r.n)]));
}

const everyAssigneeReviewed = (eb: Applications) =>
  eb.and([
    eb.exists(
      eb
        .selectFrom("review_assignments")
        .select("review_assignments.staff_id")
        .whereRef("review_assignments.application_id", "=", "applications.id"),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom("review_assignments")
          .select("review_assignments.staff_id")
          .whereRef("review_assignments.application_id", "=", "applications.id")
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("reviews")
                  .select("reviews.staff_id")
                  .whereRef("reviews.application_id", "=", "review_assignments.application_id")
                  .whereRef("reviews.staff_id", "=", "review_assignments.staff_id"),
              ),
            ),
          ),
      ),
    ),
  ]);

const everyActiveReviewerReviewed = (eb: Applications) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom("staff")
        .select("staff.id")
        .where(onCommitteeByDefaultSql())
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("reviews")
                .select("reviews.staff_id")
                .whereRef("reviews.application_id", "=", "applications.id")
                .whereRef("reviews.staff_id", "=", "staff.id"),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("review_conflicts")
                .select("review_conflicts.staff_id")
                .whereRef("review_conflicts.application_id", "=", "applications.id")
                .whereRef("review_conflicts.staff_id", "=", "staff.id"),
            ),
          ),
        ),
    ),
  );

export async function progressOf(db: Db, edition: string, mode: ReviewMode): Promise<Progress> {
  const [staff, reviews, conflicts, assignments, lastReviews, summary, activeReviewers] = await Promise.all([
    db.selectFrom("staff").select(["id", "email", "name", "role", "disabled"]).orderBy("email").execute(),
    countsByMember(db, edition, "reviews"),
    countsByMember(db, edition, "review_conflicts"),
    countsByMember(db, edition, "review_assignments"),
    db
      .selectFrom("reviews")
      .innerJoin("applications", "applications.id", "reviews.application_id")
      .select((eb) => ["reviews.staff_id", eb.fn.max("reviews.updated_at").as("last")])
      .where("applications.edition", "=", edition)
      .groupBy("reviews.staff_id")
      .execute(),
    openApplications(db, edition)
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn.sum<number>(sql`case when applications.review_count = 0 then 1 else 0 end`).as("without_review"),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(mode === "assigned" ? everyAssigneeReviewed(eb) : everyActiveReviewerReviewed(eb))
              .then(sql.lit(1))
              .else(sql.lit(0))
              .end(),
          )
          .as("fully_reviewed"),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("staff")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(onCommitteeByDefaultSql())
      .executeTakeFirstOrThrow(),
  ]);
  const last = new Map(lastReviews.map((r) => [r.staff_id, Number(r.last)]));
  const open = Number(summary.total);
  // The committee: active reviewers, and any other member with work in this edition.
  const members = staff.filter(
    (m) => onCommitteeByDefault(m) || reviews.has(m.id) || assignments.has(m.id) || conflicts.has(m.id),
  );
  const work = await Promise.all(members.map((m) => workOf(db, m.id, edition)));
  return {
    members: members.map((m, i) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      role: m.role,
      ...(work[i] as Awaited<ReturnType<typeof workOf>>),
      conflicts: conflicts.get(m.id) ?? 0,
      last_review_at: last.has(m.id) ? new Date(last.get(m.id) as number).toISOString() : null,
    })),
    applications: {
      total: open,
      // With nobody to review, nothing counts as fully reviewed.
      fully_reviewed: mode === "all" && Number(activeReviewers.n) === 0 ? 0 : Number(summary.fully_reviewed ?? 0),
      without_review: Number(summary.without_review ?? 0),
    },
  };
}
