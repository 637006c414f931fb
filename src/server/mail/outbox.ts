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

export interface MailConfig {
  /** smtp://user:password@host:587 or smtps://…; unset writes `.eml` files only. */
  smtpUrl: string | undefined;
  from: string;
  /** The first wait after a delay; each next one twice as long. */
  retryMs: number;
  /** Attempts before a message the server keeps delaying fails. */
  maxAttempts: number;
}

/** This process among the instances sharing the database (store/upload-owner.ts keeps the register). */
export interface MailInstance {
  id: string;
  isAlive(id: string, row: UploadOwnerTable | undefined, now?: number): boolean;
}

/** Told, in the same transaction, of each change of a message's state (a letter follows its mail). */
export type MailListener = (trx: Transaction<Database>, mail: MailRow) => Promise<void>;

/** How often an instance looks for messages queued elsewhere, due again, or left by a dead instance. */
const LOOK_MS = 5_000;
/** At shutdown, how long a delivery under way may still take before the process stops waiting. */
const CLOSE_WAIT_MS = 10_000;

export class MailOutbox {
  readonly dir: string;
  private readonly db: Db;
  private readonly config: MailConfig;
  private readonly log: FastifyBaseLogger;
  private readonly instance: MailInstance;
  private readonly delivery: Delivery;
  private readonly listeners = new Map<string, MailListener[]>();
  /** Accepted by the server but not yet marked (the database failed): marked before anything else is sent. */
  private readonly unmarked = new Map<string, MailRow>();
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
    return this.delivering || this.unmarked.size > 0;
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
    await this.markAccepted();
    if (this.unmarked.size > 0) return;
    await this.takeOverStopped();
    while (!this.closed) {
      const mail = await claimNext(this.db, this.instance.id);
      if (!mail) return;
      this.delivering = true;
      let outcome: DeliveryOutcome;
      try {
        outcome = await this.delivery.deliver(mail);
      } finally {
        this.delivering = false;
      }
      if (outcome.outcome === "sent") {
        this.unmarked.set(mail.id, mail);
        await this.markAccepted();
        if (this.unmarked.size > 0) return;
      } else await this.settle(mail, outcome);
    }
  }

  /** Marks what the server accepted; on a database error they stay noted here and are marked next round. */
  private async markAccepted(): Promise<void> {
    for (const [id, mail] of this.unmarked) {
      try {
        await this.db.transaction().execute(async (trx) => {
          const sent = await markSent(trx, id, this.instance.id);
          if (sent) await this.tell(trx, sent);
        });
        this.unmarked.delete(id);
        this.log.info({ mail: id, kind: mail.kind }, "email sent");
      } catch (error) {
        this.log.error({ err: error, mail: id }, "an email was sent but could not be marked so; marked again later");
        return;
      }
    }
  }

  private async settle(mail: MailRow, outcome: Exclude<DeliveryOutcome, { outcome: "sent" }>): Promise<void> {
    const givenUp = outcome.outcome === "delayed" && mail.attempts >= this.config.maxAttempts;
    const reason = givenUp ? `${outcome.reason} (gave up after ${mail.attempts} attempts)` : outcome.reason;
    await this.db.transaction().execute(async (trx) => {
      const changed =
        outcome.outcome === "refused" || givenUp
          ? await markFailed(trx, mail.id, this.instance.id, reason)
          : await markDelayed(
              trx,
              mail.id,
              this.instance.id,
              reason,
              nextAttemptAt(Date.now(), mail.attempts, this.config.retryMs),
            );
      if (changed) await this.tell(trx, changed);
    });
    if (outcome.outcome === "refused" || givenUp)
      this.log.error({ mail: mail.id, kind: mail.kind, reason }, "an email failed: the mail server refused it");
    else
      this.log.warn(
        { mail: mail.id, kind: mail.kind, reason, attempts: mail.attempts },
        "an email waits to be tried again",
      );
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
