/**
 * Reminders of open reviews: each member with applications waiting in her queue for the edition
 * gets one email saying how many, with a link to her queue. Nobody is reminded twice within an
 * hour: the member's row in review_reminders is claimed (inserted, or updated only when older
 * than that) in the transaction that queues her email, so two admins sending at once remind her once.
 */
import { randomUUID } from "node:crypto";
import type { MailMessage } from "../mail/confirmation.ts";
import type { MailOutbox } from "../mail/outbox.ts";
import type { Executor } from "../mail/queue.ts";
import { remindedByDefault } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import type { EditionTable } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { workOf } from "./work.ts";

export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

export interface Skipped {
  id: string;
  email: string;
  reason: string;
}

export interface RemindersResult {
  sent: number;
  skipped: Skipped[];
}

export function reminderMail(
  member: { email: string; name: string },
  edition: Pick<EditionTable, "slug" | "name">,
  open: number,
  queueUrl: string,
): MailMessage {
  const applications = open === 1 ? "1 application waits" : `${open} applications wait`;
  return {
    to: member.email,
    subject: `${applications} for your review: ${edition.name}`,
    text: [
      `Dear ${member.name || member.email},`,
      "",
      `${applications} for your review in ${edition.name}.`,
      "",
      `Your queue: ${queueUrl}`,
      "",
      "Thank you for your work on the selection committee.",
      "",
      "The art fair's applications office",
      "",
    ].join("\n"),
  };
}

async function claim(db: Executor, staffId: string, edition: string, open: number, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto("review_reminders")
    .values({ staff_id: staffId, edition, open_reviews: open, sent_at: now })
    .onConflict((oc) =>
      oc
        .column("staff_id")
        .doUpdateSet({ edition, open_reviews: open, sent_at: now })
        .where("review_reminders.sent_at", "<=", now - REMINDER_INTERVAL_MS),
    )
    .returning("staff_id")
    .execute();
  return claimed.length > 0;
}

/**
 * Reminds `staffIds` (by default every active reviewer and every other active member assigned in
 * the edition). A 422 names an unknown id; everyone not reminded is in `skipped` with the reason.
 */
export async function sendReminders(
  db: Db,
  outbox: MailOutbox,
  edition: Pick<EditionTable, "slug" | "name">,
  staffIds: unknown,
  /** PUBLIC_URL: the link must work from the member's mailbox, whichever address the admin used. */
  publicUrl: string,
  now = Date.now(),
): Promise<RemindersResult> {
  if (staffIds !== undefined && !(Array.isArray(staffIds) && staffIds.every((id) => typeof id === "string")))
    throw new RequestError(422, "staff_ids must be a list of staff ids.");
  const wanted = staffIds === undefined ? undefined : [...new Set(staffIds as string[])];
  const staff = await db
    .selectFrom("staff")
    .select(["id", "email", "name", "role", "disabled"])
    .$if(wanted !== undefined, (q) => q.where("id", "in", wanted?.length ? (wanted as string[]) : [""]))
    .orderBy("email")
    .execute();
  const unknown = wanted?.find((id) => !staff.some((m) => m.id === id));
  if (unknown) throw new RequestError(422, `There is no member of staff with the id ${unknown}.`);
  const assigned = new Set(
    (
      await db
        .selectFrom("review_assignments")
        .innerJoin("applications", "applications.id", "review_assignments.application_id")
        .select("review_assignments.staff_id")
        .distinct()
        .where("applications.edition", "=", edition.slug)
        .execute()
    ).map((r) => r.staff_id),
  );
  const members = wanted ? staff : staff.filter((m) => remindedByDefault(m, assigned.has(m.id)));
  const queueUrl = `${publicUrl}/admin/queue?edition=${encodeURIComponent(edition.slug)}`;
  const result: RemindersResult = { sent: 0, skipped: [] };
  for (const member of members) {
    const skip = (reason: string) => result.skipped.push({ id: member.id, email: member.email, reason });
    if (Number(member.disabled) === 1) {
      skip("The account is disabled.");
      continue;
    }
    // The number her queue and the progress page show (work.ts).
    const { open } = await workOf(db, member.id, edition.slug);
    if (open === 0) {
      skip("No open reviews.");
      continue;
    }
    // The claim and the email in one transaction: she is noted as reminded exactly when her email is queued.
    const claimed = await db.transaction().execute(async (trx) => {
      if (!(await claim(trx, member.id, edition.slug, open, now))) return false;
      await outbox.queue(trx, {
        ...reminderMail(member, edition, open, queueUrl),
        kind: "reminder",
        id: `reminder-${randomUUID()}`,
      });
      return true;
    });
    if (claimed) result.sent++;
    else skip("Already reminded within the last hour.");
  }
  if (result.sent > 0) outbox.wake();
  return result;
}
