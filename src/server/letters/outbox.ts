/**
 * The outbox of decision letters: prepared from the templates for each decided application whose
 * current decision has no letter yet, reviewed (edited or discarded) while pending, then sent through
 * the mail outbox (SMTP_URL or `.eml` files, retried like the confirmation). Sending needs the
 * edition's decisions released; a sent letter is recorded in the application's history.
 */
import { randomUUID } from "node:crypto";
import type { Actor } from "../applications/actor.ts";
import { recordLetterSent } from "../applications/status.ts";
import { type AllocatedBooth, allocatedBoothsIn } from "../booths/allocations.ts";
import type { EditionRow } from "../editions/editions.ts";
import type { MailOutbox } from "../mail/outbox.ts";
import { decisionsReleased } from "../policy/public.ts";
import { issueStatusToken, statusUrl } from "../status-page/tokens.ts";
import type { Db } from "../store/database.ts";
import type { LetterDecision, LetterState } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { fillLetter, findTemplate, LETTER_DECISIONS, STATUS_LINK } from "./templates.ts";

const BOOTH_WORDS: Record<string, string> = { small: "small", medium: "medium-sized", large: "large" };

export interface LetterItem {
  id: string;
  application_id: string;
  gallery: string;
  to: string;
  decision: LetterDecision;
  subject: string;
  body: string;
  state: LetterState;
  sent_at: string | null;
  /** The application's decision changed after this letter was written. */
  outdated: boolean;
  error: string | null;
}

/** One pending letter for each decided application whose current decision has none yet. */
export async function prepareLetters(db: Db, edition: EditionRow, now = Date.now()): Promise<number> {
  const waiting = await db
    .selectFrom("applications")
    .select(["id", "status", "gallery_name", "gallery_contact", "gallery_email", "booth"])
    .where("edition", "=", edition.slug)
    .where("status", "in", [...LETTER_DECISIONS])
    .where("erased_at", "is", null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("letters")
            .select("letters.id")
            .whereRef("letters.application_id", "=", "applications.id")
            .whereRef("letters.decision", "=", "applications.status"),
        ),
      ),
    )
    .orderBy("gallery_sort")
    .execute();
  if (waiting.length === 0) return 0;
  const booths = await allocatedBoothsIn(db, edition.slug);
  const templates = new Map(
    await Promise.all(LETTER_DECISIONS.map(async (d) => [d, await findTemplate(db, edition.slug, d)] as const)),
  );
  const rows = waiting.map((application) => {
    const decision = application.status as LetterDecision;
    const template = templates.get(decision) ?? { subject: "", body: "" };
    const filled = letterFacts(application, edition.name, booths.get(application.id));
    return {
      id: randomUUID(),
      application_id: application.id,
      edition: edition.slug,
      decision,
      to_address: application.gallery_email.trim(),
      subject: fillLetter(template.subject, filled),
      body: fillLetter(template.body, filled),
      state: "pending" as const,
      created_at: now,
      sent_at: null,
      error: null,
    };
  });
  // Two admins preparing at once could both see an application without a letter: one transaction
  // each, re-checked inside, keeps it to one letter per decision.
  let made = 0;
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const taken = await trx
        .selectFrom("letters")
        .select("id")
        .where("application_id", "=", row.application_id)
        .where("decision", "=", row.decision)
        .executeTakeFirst();
      if (taken) continue;
      await trx.insertInto("letters").values(row).execute();
      made++;
    }
  });
  return made;
}

/**
 * What a template's placeholders stand for, for one application. `{{booth}}` is the booth it holds
 * when one is allocated ("large (B4, Hall 2)"), else the size it asked for ("medium-sized").
 */
export function letterFacts(
  application: { id: string; gallery_name: string; gallery_contact: string; booth: string },
  editionName: string,
  allocated?: AllocatedBooth,
) {
  const size = (key: string) => BOOTH_WORDS[key] ?? key;
  return {
    id: application.id,
    gallery: application.gallery_name,
    contact: application.gallery_contact.trim(),
    edition: editionName,
    booth: allocated ? `${size(allocated.size)} (${allocated.label}, ${allocated.hall.name})` : size(application.booth),
  };
}

export async function listLetters(
  db: Db,
  filter: { edition?: string | undefined; state?: LetterState | undefined; ids?: string[] },
): Promise<LetterItem[]> {
  const rows = await db
    .selectFrom("letters")
    .innerJoin("applications", "applications.id", "letters.application_id")
    .select([
      "letters.id",
      "letters.application_id",
      "applications.gallery_name",
      "applications.status",
      "letters.to_address",
      "letters.decision",
      "letters.subject",
      "letters.body",
      "letters.state",
      "letters.sent_at",
      "letters.error",
    ])
    .$if(filter.edition !== undefined, (q) => q.where("letters.edition", "=", filter.edition as string))
    .$if(filter.state !== undefined, (q) => q.where("letters.state", "=", filter.state as LetterState))
    .$if(filter.ids !== undefined, (q) => q.where("letters.id", "in", filter.ids?.length ? filter.ids : [""]))
    .orderBy("applications.gallery_sort")
    .orderBy("letters.created_at")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    application_id: r.application_id,
    gallery: r.gallery_name,
    to: r.to_address,
    decision: r.decision,
    subject: r.subject,
    body: r.body,
    state: r.state,
    sent_at: r.sent_at === null ? null : new Date(Number(r.sent_at)).toISOString(),
    outdated: r.status !== r.decision,
    error: r.error,
  }));
}

/** Only a pending (or failed, not yet sent) letter can be changed or discarded: a sent one is history. */
async function pendingLetter(db: Db, id: string) {
  const row = await db.selectFrom("letters").select(["id", "state"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new RequestError(404, `There is no letter with the id ${id}.`);
  if (row.state === "sent") throw new RequestError(409, "This letter was sent already and can no longer be changed.");
  return row;
}

export async function editLetter(db: Db, id: string, text: { subject?: string; body?: string }): Promise<void> {
  await pendingLetter(db, id);
  await db.updateTable("letters").set(text).where("id", "=", id).where("state", "<>", "sent").execute();
}

export async function discardLetter(db: Db, id: string): Promise<void> {
  await pendingLetter(db, id);
  await db.deleteFrom("letters").where("id", "=", id).where("state", "<>", "sent").execute();
}

export interface SendResult {
  sent: number;
  failed: { id: string; message: string }[];
  skipped: { id: string; reason: string }[];
}

/**
 * Sends the letters named (or every pending and failed one of the edition). Each gets a new status
 * link as it is written; a letter whose decision changed meanwhile is skipped, never sent.
 */
export async function sendLetters(
  db: Db,
  outbox: MailOutbox,
  publicUrl: string,
  ids: string[],
  editions: Map<string, EditionRow>,
  actor: Actor,
  now = Date.now(),
): Promise<SendResult> {
  const letters = await listLetters(db, { ids });
  const unknown = ids.find((id) => !letters.some((l) => l.id === id));
  if (unknown) throw new RequestError(404, `There is no letter with the id ${unknown}.`);
  const rows = await db
    .selectFrom("letters")
    .select(["id", "edition"])
    .where("id", "in", ids.length ? ids : [""])
    .execute();
  const unreleased = [...new Set(rows.map((r) => r.edition))].filter((slug) => !decisionsReleased(editions.get(slug)));
  if (unreleased.length > 0)
    throw new RequestError(
      409,
      `The decisions of ${unreleased.join(", ")} are not released yet: release them on the edition's page before sending letters.`,
    );
  const result: SendResult = { sent: 0, failed: [], skipped: [] };
  for (const letter of letters) {
    if (letter.state === "sent") {
      result.skipped.push({ id: letter.id, reason: "Sent already." });
      continue;
    }
    if (letter.outdated) {
      result.skipped.push({
        id: letter.id,
        reason: "The decision changed since the letter was written: discard it and prepare again.",
      });
      continue;
    }
    try {
      const link = statusUrl(publicUrl, await issueStatusToken(db, letter.application_id, now));
      await outbox.send(
        { to: letter.to, subject: letter.subject, text: letter.body.split(STATUS_LINK).join(link) },
        `letter-${letter.id}`,
      );
      await db
        .updateTable("letters")
        .set({ state: "sent", sent_at: now, error: null })
        .where("id", "=", letter.id)
        .execute();
      await recordLetterSent(
        db,
        letter.application_id,
        letter.decision,
        actor,
        `Decision letter sent: ${letter.subject}`,
        now,
      );
      result.sent++;
    } catch (error) {
      const message = (error as Error).message;
      await db.updateTable("letters").set({ state: "failed", error: message }).where("id", "=", letter.id).execute();
      result.failed.push({ id: letter.id, message });
    }
  }
  return result;
}

/** The letter a gallery sees on its status page: the last one sent for its current decision. */
export async function sentLetterFor(db: Db, applicationId: string, decision: string) {
  return db
    .selectFrom("letters")
    .select(["subject", "body", "sent_at"])
    .where("application_id", "=", applicationId)
    .where("decision", "=", decision as LetterDecision)
    .where("state", "=", "sent")
    .orderBy("sent_at", "desc")
    .executeTakeFirst();
}
