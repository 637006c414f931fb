/**
 * Running a committee (admins only), as Zod schemas the server declares and the back office parses
 * with (routes/admin/committee-api.ts).
 *   PUT  /admin/api/applications/<id>/assignees      assigneesBody → assigneesAnswer
 *   POST /admin/api/editions/<slug>/assignments/auto autoAssignBody → autoAssignAnswer
 *   GET  /admin/api/editions/<slug>/progress         → progressAnswer
 *   POST /admin/api/editions/<slug>/reminders        remindersBody → remindersAnswer
 */
import { z } from "zod";
import { assignee } from "./applications.ts";

/**
 * Who reviews it. The ids are checked against the staff (reviews/assignments.ts), whose refusal
 * names the unknown or disabled member.
 */
export const assigneesBody = z.object({ staff_ids: z.unknown().optional() }).nullish();

export const assigneesAnswer = z.object({ assignees: z.array(assignee) });

/** How many reviewers each application gets, from whom, for which choice (reviews/assignments.ts checks each). */
export const autoAssignBody = z
  .object({
    per_application: z.unknown().optional(),
    staff_ids: z.unknown().optional(),
    choice: z.unknown().optional(),
    replace: z.unknown().optional(),
  })
  .nullish();

export const autoAssignAnswer = z.object({
  assigned: z.number().int(),
  /** The applications that got fewer reviewers than asked. */
  short: z.array(z.string()),
  members: z.array(assignee.extend({ assigned: z.number().int() })),
});
export type AutoAssignAnswer = z.infer<typeof autoAssignAnswer>;

export const memberProgress = assignee.extend({
  role: z.enum(["admin", "reviewer"]),
  /** Her work: reviewed + open. */
  assigned: z.number().int(),
  /** Reviewed of her work. */
  reviewed: z.number().int(),
  /** What her queue holds. */
  open: z.number().int(),
  /** Reviewed outside her work (not assigned to her), shown apart. */
  other_reviews: z.number().int(),
  conflicts: z.number().int(),
  last_review_at: z.string().nullable(),
});
export type MemberProgress = z.infer<typeof memberProgress>;

export const progressAnswer = z.object({
  members: z.array(memberProgress),
  applications: z.object({
    total: z.number().int(),
    fully_reviewed: z.number().int(),
    without_review: z.number().int(),
  }),
});

/** Whom to remind (every member with open work when absent; reviews/reminders.ts checks the ids). */
export const remindersBody = z.object({ staff_ids: z.unknown().optional() }).nullish();

export const remindersAnswer = z.object({
  sent: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), email: z.string(), reason: z.string() })),
});
export type RemindersAnswer = z.infer<typeof remindersAnswer>;
