/**
 * Every email goes through one outbox in the database (mail/queue.ts), delivered by whichever
 * instance claims it: the one that queued it at once, any other on its next look (every few
 * seconds), including the messages of an instance that died mid-way. A claim is its own
 * transaction, then the message is sent, then marked in another: the only moment a message can go
 * out twice is an instance dying between the mail server's "250" and that mark, and then it goes
 * out with the same Message-ID. Without SMTP_URL a delivery is an `.eml` file in DATA_DIR/outbox.
 */
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Transaction } from "kysely";
import type { Db } from "../store/database.ts";
import type { Database, UploadOwnerTable } from "../store/schema.ts";
import { type Delivery, type DeliveryOutcome, mailDelivery } from "./delivery.ts";
import { takeOverEarlierQueue } from "./earlier-queue.ts";
import {
  claimants,
  claimNext,
  type Executor,
  insertMail,
  type MailKind,
  type MailRow,
  markDelayed,
  markFailed,
  markSent,
  nextAttemptAt,
  type OutgoingMail,
  retryFailed,
  takeOver,
} from "./queue.ts";

interface MailConfig {
  /** smtp://user:password@host:587 or smtps://…; unset writes `.eml` files only. */
  smtpUrl: string | undefined;
  from: string;
  /** The first wait after a delay; each next one twice as long. */
  retryMs: number;
  /** Attempts before a message the server keeps delaying fails. */
  maxAttempts: number;
}

/** This process among the instances sharing the database (store/upload-owner.ts keeps the register). */
interface MailInstance {
  id: string;
  isAlive(id: string, row: UploadOwnerTable | undefined, now?: number): boolean;
}

/** Told, in the same transaction, of each change of a message's state (a letter follows its mail). */
type MailListener = (trx: Transaction<Database>, mail: MailRow) => Promise<void>;

/** How often an instance looks for messages queued elsewhere, due again, or left by a dead instance. */
const LOOK_MS = 5_000;
/** At shutdown, how long a delivery under way may still take before the process stops waiting. */
const CLOSE_WAIT_MS = 10_000;

export class MailOutbox {
  private readonly dir: string;
  private readonly db: Db;
  private readonly config: MailConfig;
  private readonly log: FastifyBaseLogger;
  private readonly instance: MailInstance;
  private readonly delivery: Delivery;
  private readonly listeners = new Map<string, MailListener[]>();
  /** Answered by the server but not yet noted (the database failed): noted before anything else is sent. */
  private readonly unnoted = new Map<string, { mail: MailRow; outcome: DeliveryOutcome }>();
  private round: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private delivering = false;
  private closed = false;

  constructor(
    db: Db,
    config: MailConfig,
    dir: string,
    log: FastifyBaseLogger,
    /** Without one (the demo) the outbox takes over no other instance's messages. */
    instance: MailInstance = { id: randomUUID(), isAlive: () => true },
  ) {
    this.db = db;
    this.config = config;
    this.dir = dir;
    this.log = log;
    this.instance = instance;
    this.delivery = mailDelivery({ smtpUrl: config.smtpUrl, from: config.from, dir });
  }

  onChange(kind: MailKind, listener: MailListener): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  /**
   * Queues the message in `executor`'s transaction when it is one: the mail exists exactly when the
   * change that causes it commits. Call `wake()` after that commit to deliver it at once.
   */
  async queue(executor: Executor, mail: OutgoingMail): Promise<string> {
    const id = await insertMail(executor, mail);
    if (!executor.isTransaction) this.wake();
    return id;
  }

  /** Looks for due messages now, then every few seconds; takes over the folder queue an earlier version left. */
  async start(): Promise<void> {
    await takeOverEarlierQueue(this.db, this.dir, this.log).catch((error: unknown) =>
      this.log.error({ err: error }, "the mail queued by an earlier version could not be taken over"),
    );
    this.wake();
  }

  /** Delivers what is due now (after a commit that queued mail); a round under way takes one more turn. */
  wake(): void {
    if (this.closed) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.round = this.deliverDue()
      .catch((error: unknown) => this.log.error({ err: error }, "the mail outbox could not be read; it is read again"))
      .finally(() => {
        this.round = undefined;
        if (this.closed) return;
        if (this.again) {
          this.again = false;
          this.wake();
          return;
        }
        this.timer = setTimeout(() => this.wake(), Math.min(LOOK_MS, this.config.retryMs));
        this.timer.unref();
      });
  }

  /** Every due message delivered in this process, then resolves (the demo, and tests). */
  async drain(): Promise<void> {
    while (this.round) await this.round;
    this.wake();
    while (this.round) await this.round;
  }

  /** Failed messages queued again (the back office's "Try again"): how many. */
  async retry(ids: string[] | "all"): Promise<number> {
    const rows = await this.db.transaction().execute(async (trx) => {
      const again = await retryFailed(trx, ids);
      for (const row of again) await this.tell(trx, row);
      return again;
    });
    if (rows.length > 0) this.wake();
    return rows.length;
  }

  /** A delivery is under way: the instance must stay registered as alive until it ends. */
  get busy(): boolean {
    return this.delivering || this.unnoted.size > 0;
  }

  /** Claims nothing more; waits (briefly) for a delivery under way, so that it is marked. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.round,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (!this.delivering) this.delivery.close();
  }

  private async deliverDue(): Promise<void> {
    if (!(await this.noteAnswers())) return;
    await this.takeOverStopped();
    while (!this.closed) {
      const mail = await claimNext(this.db, this.instance.id);
      if (!mail) return;
      this.delivering = true;
      try {
        this.unnoted.set(mail.id, { mail, outcome: await this.delivery.deliver(mail) });
      } finally {
        this.delivering = false;
      }
      if (!(await this.noteAnswers())) return;
    }
  }

  /**
   * Notes each answer in the database (sent, failed, or due again later); one the database refused
   * stays in memory and is noted at the next round, before anything else is sent: this instance
   * still holds its claim, so nobody sends it again meanwhile. True when everything is noted.
   */
  private async noteAnswers(): Promise<boolean> {
    for (const [id, { mail, outcome }] of this.unnoted) {
      try {
        await this.note(mail, outcome);
        this.unnoted.delete(id);
      } catch (error) {
        this.log.error({ err: error, mail: id }, "the mail server's answer could not be noted; noted again later");
        return false;
      }
    }
    return true;
  }

  private async note(mail: MailRow, outcome: DeliveryOutcome): Promise<void> {
    const givenUp = outcome.outcome === "delayed" && mail.attempts >= this.config.maxAttempts;
    const reason = outcome.outcome === "sent" ? "" : outcome.reason;
    const why = givenUp ? `${reason} (gave up after ${mail.attempts} attempts)` : reason;
    await this.db.transaction().execute(async (trx) => {
      const changed =
        outcome.outcome === "sent"
          ? await markSent(trx, mail.id, this.instance.id)
          : outcome.outcome === "refused" || givenUp
            ? await markFailed(trx, mail.id, this.instance.id, why)
            : await markDelayed(
                trx,
                mail.id,
                this.instance.id,
                why,
                nextAttemptAt(Date.now(), mail.attempts, this.config.retryMs),
              );
      if (changed) await this.tell(trx, changed);
    });
    const about = { mail: mail.id, kind: mail.kind };
    if (outcome.outcome === "sent") this.log.info(about, "email sent");
    else if (outcome.outcome === "refused" || givenUp)
      this.log.error({ ...about, reason: why }, "an email failed: the mail server refused it or the attempts ran out");
    else this.log.warn({ ...about, reason: why, attempts: mail.attempts }, "an email waits to be tried again");
  }

  /** Messages claimed by instances that stopped are due again (or fail, after too many such tries). */
  private async takeOverStopped(): Promise<void> {
    const holders = (await claimants(this.db)).filter((id) => id !== this.instance.id);
    if (holders.length === 0) return;
    const owners = new Map(
      (await this.db.selectFrom("upload_owners").selectAll().where("id", "in", holders).execute()).map((row) => [
        row.id,
        row,
      ]),
    );
    for (const holder of holders) {
      if (this.instance.isAlive(holder, owners.get(holder))) continue;
      const rows = await this.db.transaction().execute(async (trx) => {
        const taken = await takeOver(trx, holder, this.config.maxAttempts);
        for (const row of taken) await this.tell(trx, row);
        return taken;
      });
      if (rows.length > 0)
        this.log.warn({ mails: rows.length, instance: holder }, "took over the emails of an instance that stopped");
    }
  }

  private async tell(trx: Transaction<Database>, mail: MailRow): Promise<void> {
    for (const listener of this.listeners.get(mail.kind) ?? []) await listener(trx, mail);
  }
}
