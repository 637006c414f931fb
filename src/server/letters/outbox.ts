/**
 * The outbox of decision letters: prepared from the templates (the one of the gallery's language
 * where there is one: templates.ts templateFor) for each decided application whose
 * current decision has no letter yet, reviewed (edited or discarded) while pending, then handed to
 * the mail outbox (mail/outbox.ts: SMTP_URL or `.eml` files). Sending needs the edition's
 * decisions released; a letter is `sent`, and recorded in the application's history, once the mail
 * server accepted it.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import type { Actor } from "../applications/actor.ts";
import { storedLanguage } from "../applications/load.ts";
import { recordLetterSent } from "../applications/status.ts";
import { type AllocatedBooth, allocatedBoothsIn } from "../booths/allocations.ts";
import type { EditionRow } from "../editions/editions.ts";
import { offeredLanguages } from "../languages/offered.ts";
import type { MailOutbox } from "../mail/outbox.ts";
import type { MailRow } from "../mail/queue.ts";
import { decisionsReleased } from "../policy/public.ts";
import { newStatusToken, saveStatusToken, statusUrl } from "../status-page/tokens.ts";
import type { Db } from "../store/database.ts";
import type { Database, LetterDecision, LetterState } from "../store/schema.ts";
import { RequestError } from "../web/request-error.ts";
import { fillLetter, LETTER_DECISIONS, STATUS_LINK, savedTemplates, templateFor } from "./templates.ts";

/** A booth size's words in the letters' catalog. */
const BOOTH_WORDS = {
  small: "letters.boothSmall",
  medium: "letters.boothMedium",
  large: "letters.boothLarge",
} as const;

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
  /** The language the application was sent in. */
  language: Language;
  /** The language of the template the letter was written from, or null for the edition's default template. */
  template_language: Language | null;
}

/** One pending letter for each decided application whose current decision has none yet. */
export async function prepareLetters(db: Db, edition: EditionRow, now = Date.now()): Promise<number> {
  const waiting = await db
    .selectFrom("applications")
    .select(["id", "status", "gallery_name", "gallery_contact", "gallery_email", "booth", "language"])
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
    .orderBy("gallery_order")
    .execute();
  if (waiting.length === 0) return 0;
  const booths = await allocatedBoothsIn(db, edition.slug);
  const saved = await savedTemplates(db, edition.slug);
  const offered = await offeredLanguages(db);
  const rows = waiting.map((application) => {
    const decision = application.status as LetterDecision;
    const template = templateFor(saved, decision, application.language, offered);
    // The booth's words in the template's language; the default template's are English, as its default text.
    const filled = letterFacts(
      application,
      edition.name,
      booths.get(application.id),
      template.language ?? DEFAULT_LANGUAGE,
    );
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
      mail_id: null,
      sent_by: null,
      sent_via: null,
      template_language: template.language,
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
 * What a template's placeholders stand for, for one application, in the template's language.
 * `{{booth}}` is the booth it holds when one is allocated ("large (B4, Hall 2)"), else the size it
 * asked for ("medium-sized").
 */
export function letterFacts(
  application: { id: string; gallery_name: string; gallery_contact: string; booth: string },
  editionName: string,
  allocated: AllocatedBooth | undefined,
  language: Language = DEFAULT_LANGUAGE,
) {
  const { t } = translatorFor(language);
  const size = (key: string) => (key in BOOTH_WORDS ? t(BOOTH_WORDS[key as keyof typeof BOOTH_WORDS]) : key);
  return {
    id: application.id,
    gallery: application.gallery_name,
    contact: application.gallery_contact.trim(),
    edition: editionName,
    booth: allocated
      ? t("letters.boothAllocated", { size: size(allocated.size), label: allocated.label, hall: allocated.hall.name })
      : size(application.booth),
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
      "letters.template_language",
      "applications.language",
    ])
    .$if(filter.edition !== undefined, (q) => q.where("letters.edition", "=", filter.edition as string))
    .$if(filter.state !== undefined, (q) => q.where("letters.state", "=", filter.state as LetterState))
    .$if(filter.ids !== undefined, (q) => q.where("letters.id", "in", filter.ids?.length ? filter.ids : [""]))
    .orderBy("applications.gallery_order")
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
    language: storedLanguage(r.language),
    template_language: r.template_language !== null && isLanguage(r.template_language) ? r.template_language : null,
  }));
}

/** Only a pending or failed letter can be changed or discarded: one in the outbox is on its way, a sent one is history. */
async function openLetter(db: Db, id: string) {
  const row = await db.selectFrom("letters").select(["id", "state"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw new RequestError(404, `There is no letter with the id ${id}.`);
  if (row.state === "sent") throw new RequestError(409, "This letter was sent already and can no longer be changed.");
  if (row.state === "queued") throw new RequestError(409, IN_OUTBOX);
  return row;
}

const IN_OUTBOX = "This letter is in the outbox on its way to the mail server and can no longer be changed.";
const OPEN_STATES: LetterState[] = ["pending", "failed"];

export async function editLetter(db: Db, id: string, text: { subject?: string; body?: string }): Promise<void> {
  await openLetter(db, id);
  await db.updateTable("letters").set(text).where("id", "=", id).where("state", "in", OPEN_STATES).execute();
}

export async function discardLetter(db: Db, id: string): Promise<void> {
  await openLetter(db, id);
  await db.deleteFrom("letters").where("id", "=", id).where("state", "in", OPEN_STATES).execute();
}

export interface SendResult {
  /** Accepted by the mail server. */
  sent: number;
  /** In the outbox, not accepted yet: the server asked to wait or has not answered; `message` says why when known. */
  queued: { id: string; message: string }[];
  /** Refused by the mail server, with its words. */
  failed: { id: string; message: string }[];
  skipped: { id: string; reason: string }[];
}

/** How long sending waits for the mail server's answers before it says what is still on its way. */
const ANSWER_WAIT_MS = 10_000;

/**
 * Sends the letters named (or every pending and failed one of the edition): each gets a new status
 * link and goes into the mail outbox with it, in one transaction. A letter whose decision changed
 * meanwhile is skipped, never sent. A letter is `sent` only once the mail server accepts it
 * (letterMailChanged); the answer waits a little for that.
 */
export async function sendLetters(
  db: Db,
  outbox: MailOutbox,
  publicUrl: string,
  ids: string[],
  editions: Map<string, EditionRow>,
  actor: Actor,
  options: { now?: number; waitMs?: number } = {},
): Promise<SendResult> {
  const now = options.now ?? Date.now();
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
  const skipped: SendResult["skipped"] = [];
  const handed: string[] = [];
  for (const letter of letters) {
    const skip = (reason: string) => skipped.push({ id: letter.id, reason });
    if (letter.state === "sent") skip("Sent already.");
    else if (letter.state === "queued") skip(IN_OUTBOX);
    else if (letter.outdated) skip("The decision changed since the letter was written: discard it and prepare again.");
    else if (await handToOutbox(db, outbox, publicUrl, letter, actor, now)) handed.push(letter.id);
    else skip("Sent already.");
  }
  if (handed.length > 0) outbox.wake();
  return { ...(await answersFor(db, handed, options.waitMs ?? ANSWER_WAIT_MS)), skipped };
}

/** The letter's mail, with a new status link, queued in the transaction that marks the letter queued. */
async function handToOutbox(
  db: Db,
  outbox: MailOutbox,
  publicUrl: string,
  letter: LetterItem,
  actor: Actor,
  now: number,
): Promise<boolean> {
  const mailId = `letter-${letter.id}`;
  return db.transaction().execute(async (trx) => {
    // Two admins sending at once: one takes the letter, the other finds it taken.
    const taken = await trx
      .updateTable("letters")
      .set({ state: "queued", mail_id: mailId, error: null, sent_by: actor.staffId, sent_via: actor.via })
      .where("id", "=", letter.id)
      .where("state", "in", OPEN_STATES)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return false;
    const token = newStatusToken();
    await saveStatusToken(trx, letter.application_id, token, now);
    // An earlier try the server refused gives way to this one (same id: the same Message-ID).
    await trx.deleteFrom("mail_outbox").where("id", "=", mailId).execute();
    await outbox.queue(trx, {
      kind: "letter",
      id: mailId,
      applicationId: letter.application_id,
      to: letter.to,
      subject: letter.subject,
      text: letter.body.split(STATUS_LINK).join(statusUrl(publicUrl, token)),
    });
    return true;
  });
}

/** Waits until each letter's first attempt is over (or the time is up), then reads where each one is. */
async function answersFor(db: Db, ids: string[], waitMs: number): Promise<Omit<SendResult, "skipped">> {
  const deadline = Date.now() + waitMs;
  const read = () =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("letters")
          .leftJoin("mail_outbox", "mail_outbox.id", "letters.mail_id")
          .select(["letters.id", "letters.state", "letters.error", "mail_outbox.attempts", "mail_outbox.state as mail"])
          .where("letters.id", "in", ids)
          .execute();
  let rows = await read();
  while (
    Date.now() < deadline &&
    rows.some((r) => r.mail === "sending" || (r.mail === "queued" && Number(r.attempts) === 0))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    rows = await read();
  }
  return {
    sent: rows.filter((r) => r.state === "sent").length,
    queued: rows.filter((r) => r.state === "queued").map((r) => ({ id: r.id, message: r.error ?? "" })),
    failed: rows.filter((r) => r.state === "failed").map((r) => ({ id: r.id, message: r.error ?? "" })),
  };
}

/**
 * A letter follows its mail: `sent` (with its history entry) once the mail server accepted it,
 * `failed` with the server's words, back in the outbox when it is tried again. In the mail's transaction.
 */
export async function letterMailChanged(trx: Transaction<Database>, mail: MailRow): Promise<void> {
  const letter = await trx
    .selectFrom("letters")
    .select(["id", "application_id", "decision", "subject", "sent_by", "sent_via"])
    .where("mail_id", "=", mail.id)
    .executeTakeFirst();
  if (!letter) return;
  const update = trx.updateTable("letters").where("id", "=", letter.id);
  if (mail.state === "sent") {
    const at = Number(mail.sent_at ?? Date.now());
    await update.set({ state: "sent", sent_at: at, error: null }).execute();
    const actor = { staffId: letter.sent_by, via: (letter.sent_via ?? "back-office") as Actor["via"] };
    await recordLetterSent(
      trx,
      letter.application_id,
      letter.decision,
      actor,
      `Decision letter sent: ${letter.subject}`,
      at,
    );
  } else if (mail.state === "failed") await update.set({ state: "failed", error: mail.last_error }).execute();
  else await update.set({ state: "queued", error: mail.last_error }).execute();
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
