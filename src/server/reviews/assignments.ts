/**
 * Who reviews which application in an edition reviewed in "assigned" mode: set by hand for one
 * application, or for a whole edition by auto-assignment (auto-assign.ts computes it). Every
 * change is kept in review_assignment_events, which admins read in the application's history.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { DECIDED_STATUSES } from "../../shared/statuses.ts";
import { lockApplications } from "../applications/lock.ts";
import type { Db } from "../store/database.ts";
import { isPostgres } from "../store/dialect.ts";
import type { Database } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { planAssignments } from "./auto-assign.ts";

type Trx = Transaction<Database>;

export interface Assignee {
  id: string;
  email: string;
  name: string;
}

/** Rows per insert: SQLite allows at most 32,766 parameters in one statement. */
const CHUNK = 500;

export async function assigneesOf(db: Db | Trx, applicationId: string): Promise<Assignee[]> {
  return db
    .selectFrom("review_assignments")
    .innerJoin("staff", "staff.id", "review_assignments.staff_id")
    .select(["staff.id", "staff.email", "staff.name"])
    .where("review_assignments.application_id", "=", applicationId)
    .orderBy("staff.email")
    .execute();
}

/** Members by id, with a 422 naming the first unknown or disabled one. */
async function activeMembers(db: Db | Trx, ids: readonly string[], field: string) {
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string"))
    throw new RequestError(422, `${field} must be a list of staff ids.`);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom("staff")
          .select(["id", "email", "name", "role", "disabled"])
          .where("id", "in", [...ids])
          .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const member = byId.get(id);
    if (!member) throw new RequestError(422, `There is no member of staff with the id ${id}.`);
    if (Number(member.disabled) === 1)
      throw new RequestError(422, `${member.name} (${member.email})'s account is disabled.`);
  }
  return ids.map((id) => byId.get(id) as (typeof rows)[number]);
}

function assignmentEvents(
  rows: readonly { applicationId: string; staffId: string }[],
  event: "assigned" | "unassigned",
  by: string | null,
  at: number,
) {
  return rows.map((r) => ({
    id: randomUUID(),
    application_id: r.applicationId,
    staff_id: r.staffId,
    event,
    by_staff_id: by,
    at,
  }));
}

async function insertChunked<T extends "review_assignments" | "review_assignment_events">(
  trx: Trx,
  table: T,
  rows: readonly Database[T][],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const query =
      table === "review_assignments"
        ? trx
            .insertInto("review_assignments")
            .values(chunk as Database["review_assignments"][])
            .onConflict((oc) => oc.columns(["application_id", "staff_id"]).doNothing())
            .returning("staff_id")
        : trx
            .insertInto("review_assignment_events")
            .values(chunk as Database["review_assignment_events"][])
            .returning("id");
    inserted += (await query.execute()).length;
  }
  return inserted;
}

/**
 * PUT …/assignees: exactly these members review the application. Undefined for an unknown
 * application; a 422 naming the member for an unknown or disabled one, or one with a conflict.
 */
export async function setAssignees(
  db: Db,
  applicationId: string,
  staffIds: unknown,
  by: string | null,
  now = Date.now(),
): Promise<Assignee[] | undefined> {
  if (!Array.isArray(staffIds)) throw new RequestError(422, "staff_ids must be a list of staff ids.");
  const wanted = [...new Set(staffIds as unknown[])] as string[];
  return db.transaction().execute(async (trx) => {
    await lockApplications(trx, [applicationId]);
    const application = await trx
      .selectFrom("applications")
      .select("id")
      .where("id", "=", applicationId)
      .executeTakeFirst();
    if (!application) return undefined;
    const members = await activeMembers(trx, wanted, "staff_ids");
    const conflicts = new Set(
      (
        await trx
          .selectFrom("review_conflicts")
          .select("staff_id")
          .where("application_id", "=", applicationId)
          .execute()
      ).map((r) => r.staff_id),
    );
    const conflicted = members.find((m) => conflicts.has(m.id));
    if (conflicted)
      throw new RequestError(
        422,
        `${conflicted.name} (${conflicted.email}) declared a conflict of interest on this application and cannot review it.`,
      );
    const current = new Set((await assigneesOf(trx, applicationId)).map((a) => a.id));
    const removed = [...current].filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !current.has(id));
    if (removed.length > 0)
      await trx
        .deleteFrom("review_assignments")
        .where("application_id", "=", applicationId)
        .where("staff_id", "in", removed)
        .execute();
    await insertChunked(
      trx,
      "review_assignments",
      added.map((staffId) => ({ application_id: applicationId, staff_id: staffId, assigned_at: now })),
    );
    await insertChunked(trx, "review_assignment_events", [
      ...assignmentEvents(
        removed.map((staffId) => ({ applicationId, staffId })),
        "unassigned",
        by,
        now,
      ),
      ...assignmentEvents(
        added.map((staffId) => ({ applicationId, staffId })),
        "assigned",
        by,
        now,
      ),
    ]);
    return assigneesOf(trx, applicationId);
  });
}

export interface AutoAssignRequest {
  edition: string;
  perApplication: unknown;
  staffIds?: unknown;
  choice?: unknown;
  replace?: unknown;
}

export interface AutoAssignResult {
  assigned: number;
  short: string[];
  members: { id: string; email: string; name: string; assigned: number }[];
}

/** At most this many assignees per application: a committee, not the whole staff. */
export const MAX_PER_APPLICATION = 20;
export const CHOICES = ["galleries", "platform"] as const;

function readAutoAssign(request: AutoAssignRequest) {
  const k = request.perApplication;
  if (!Number.isInteger(k) || (k as number) < 1 || (k as number) > MAX_PER_APPLICATION)
    throw new RequestError(422, `per_application must be a whole number from 1 to ${MAX_PER_APPLICATION}.`);
  const choice = request.choice ?? null;
  if (choice !== null && !(CHOICES as readonly unknown[]).includes(choice))
    throw new RequestError(422, 'choice must be "galleries" or "platform".');
  const replace = request.replace ?? false;
  if (typeof replace !== "boolean") throw new RequestError(422, "replace must be true or false.");
  if (request.staffIds !== undefined && !Array.isArray(request.staffIds))
    throw new RequestError(422, "staff_ids must be a list of staff ids.");
  return {
    k: k as number,
    choice: choice as string | null,
    replace,
    staffIds: request.staffIds as unknown[] | undefined,
  };
}

/**
 * Takes the edition's lock for the rest of the transaction, so two admins auto-assigning at once
 * run one after the other (PostgreSQL: the edition's row; SQLite: the database's write lock).
 */
async function lockEdition(trx: Trx, edition: string): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom("editions").select("slug").where("slug", "=", edition).forUpdate().execute();
    return;
  }
  await trx
    .updateTable("editions")
    .set((eb) => ({ review_mode: eb.ref("review_mode") }))
    .where("slug", "=", edition)
    .execute();
}

/**
 * POST …/assignments/auto: every open application of the edition (of `choice`, when given) gets
 * `perApplication` assignees among the active reviewers (or `staffIds`). Existing assignments are
 * kept; with `replace`, those whose member has not reviewed the application yet are dropped first.
 */
export async function autoAssign(
  db: Db,
  request: AutoAssignRequest,
  by: string | null,
  now = Date.now(),
): Promise<AutoAssignResult> {
  const { k, choice, replace, staffIds } = readAutoAssign(request);
  return db.transaction().execute(async (trx) => {
    await lockEdition(trx, request.edition);
    const members =
      staffIds === undefined
        ? await trx
            .selectFrom("staff")
            .select(["id", "email", "name"])
            .where("role", "=", "reviewer")
            .where("disabled", "=", 0)
            .orderBy("email")
            .execute()
        : (await activeMembers(trx, [...new Set(staffIds)] as string[], "staff_ids")).sort((a, b) =>
            a.email < b.email ? -1 : 1,
          );
    if (members.length === 0) throw new RequestError(422, "There are no active reviewers to assign.");

    let scope = trx
      .selectFrom("applications")
      .select("applications.id")
      .where("applications.edition", "=", request.edition)
      .where("applications.status", "not in", [...DECIDED_STATUSES]);
    if (choice) scope = scope.where("applications.choice", "=", choice);
    const applications = (await scope.orderBy("applications.submitted_at").orderBy("applications.id").execute()).map(
      (r) => r.id,
    );

    if (replace && applications.length > 0) {
      const dropped = await trx
        .deleteFrom("review_assignments")
        .where("application_id", "in", scope)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom("reviews")
                .select("reviews.staff_id")
                .whereRef("reviews.application_id", "=", "review_assignments.application_id")
                .whereRef("reviews.staff_id", "=", "review_assignments.staff_id"),
            ),
          ),
        )
        .returning(["application_id", "staff_id"])
        .execute();
      await insertChunked(
        trx,
        "review_assignment_events",
        assignmentEvents(
          dropped.map((r) => ({ applicationId: r.application_id, staffId: r.staff_id })),
          "unassigned",
          by,
          now,
        ),
      );
    }

    const inScope = (table: "review_assignments" | "review_conflicts") =>
      trx
        .selectFrom(table)
        .innerJoin("applications", "applications.id", `${table}.application_id`)
        .select([`${table}.application_id as application_id`, `${table}.staff_id as staff_id`])
        .where("applications.edition", "=", request.edition)
        .where("applications.status", "not in", [...DECIDED_STATUSES])
        .$if(choice !== null, (q) => q.where("applications.choice", "=", choice as string))
        .execute();
    const [held, conflicts] = await Promise.all([inScope("review_assignments"), inScope("review_conflicts")]);
    const group = (rows: { application_id: string; staff_id: string }[]) => {
      const map = new Map<string, string[]>();
      for (const r of rows) map.set(r.application_id, [...(map.get(r.application_id) ?? []), r.staff_id]);
      return map;
    };
    const heldBy = group(held);
    const conflictsOn = group(conflicts);
    const load = new Map(members.map((m) => [m.id, 0]));
    for (const r of held) if (load.has(r.staff_id)) load.set(r.staff_id, (load.get(r.staff_id) as number) + 1);

    const plan = planAssignments(
      applications.map((id) => ({ id, assigned: heldBy.get(id) ?? [], conflicts: conflictsOn.get(id) ?? [] })),
      members.map((m) => ({ id: m.id, load: load.get(m.id) as number })),
      k,
    );
    const assigned = await insertChunked(
      trx,
      "review_assignments",
      plan.assignments.map((a) => ({ application_id: a.applicationId, staff_id: a.staffId, assigned_at: now })),
    );
    await insertChunked(trx, "review_assignment_events", assignmentEvents(plan.assignments, "assigned", by, now));
    return {
      assigned,
      short: plan.short,
      members: members.map((m) => ({ id: m.id, email: m.email, name: m.name, assigned: plan.loads.get(m.id) ?? 0 })),
    };
  });
}
