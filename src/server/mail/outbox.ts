/**
 * Mail that must not be lost and must not hold up the submission: written to DATA_DIR/outbox
 * first, then delivered. Without SMTP_URL the `.eml` file in DATA_DIR/outbox is the delivery (the
 * embedded default works with no mail server). With SMTP_URL each message waits in
 * `outbox/queue/` until the server accepts it, is then kept as `outbox/sent/<name>.eml`, and a
 * failure is logged and retried (every minute, and at the next start) until it goes through.
 */
import { randomUUID } from "node:crypto";
import { readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { makePrivateDir, writePrivateFile } from "../store/private-files.ts";
import type { MailMessage } from "./confirmation.ts";

export interface MailConfig {
  /** smtp://user:password@host:587 or smtps://…; unset writes `.eml` files only. */
  smtpUrl: string | undefined;
  from: string;
}

interface Queued {
  envelope: { from: string; to: string[] };
  raw: string;
}

export class MailOutbox {
  private readonly queueDir: string;
  private readonly sentDir: string;
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  private readonly smtp: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private flushAgain = false;
  private readonly writing = new Set<Promise<void>>();
  private closed = false;

  readonly dir: string;
  private readonly config: MailConfig;
  private readonly log: FastifyBaseLogger;
  private readonly retryMs: number;

  constructor(dir: string, config: MailConfig, log: FastifyBaseLogger, retryMs = 60_000) {
    this.dir = dir;
    this.config = config;
    this.log = log;
    this.retryMs = retryMs;
    this.queueDir = path.join(dir, "queue");
    this.sentDir = path.join(dir, "sent");
    this.smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  /** Writes the message durably and starts its delivery; resolves once it is written, never waits for SMTP. */
  send(message: MailMessage, name: string = randomUUID()): Promise<void> {
    // Tracked so that closing waits for it: a shutdown right after a submission still leaves its mail on disk.
    const written = this.write(message, name);
    this.writing.add(written);
    void written.catch(() => undefined).finally(() => this.writing.delete(written));
    return written;
  }

  private async write(message: MailMessage, name: string): Promise<void> {
    const composed = await this.composer.sendMail({ from: this.config.from, ...message });
    const raw = (composed.message as Buffer).toString("utf8");
    if (!this.smtp) {
      await writeAtomically(path.join(this.dir, `${name}.eml`), raw);
      return;
    }
    const queued: Queued = { envelope: { from: addressOf(this.config.from), to: [message.to] }, raw };
    await writeAtomically(path.join(this.queueDir, `${name}.json`), JSON.stringify(queued));
    void this.flush();
  }

  /** Delivers every queued message; what fails stays queued and is tried again later. */
  flush(): Promise<void> {
    if (!this.smtp || this.closed) return Promise.resolve();
    if (this.flushing) {
      // A message queued while a round is under way may be after its listing: one more round takes it.
      this.flushAgain = true;
      return this.flushing;
    }
    this.flushing = (async () => {
      do {
        this.flushAgain = false;
        await this.deliverQueued();
      } while (this.flushAgain && !this.closed);
    })().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  /** Stops retrying; waits for messages still being written (not for SMTP deliveries, which resume at the next start). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await Promise.allSettled([...this.writing]);
    this.smtp?.close();
  }

  private async deliverQueued(): Promise<void> {
    const smtp = this.smtp;
    if (!smtp) return;
    let names: string[];
    try {
      names = (await readdir(this.queueDir)).filter((n) => n.endsWith(".json")).sort();
    } catch {
      return; // No queue yet: nothing was ever sent.
    }
    let failed = false;
    for (const name of names) {
      const file = path.join(this.queueDir, name);
      try {
        const queued = JSON.parse(await readFile(file, "utf8")) as Queued;
        await smtp.sendMail({ envelope: queued.envelope, raw: queued.raw });
        await writeAtomically(path.join(this.sentDir, name.replace(/\.json$/, ".eml")), queued.raw);
        await rm(file, { force: true });
        this.log.info({ mail: name }, "email sent");
      } catch (error) {
        failed = true;
        this.log.error({ err: error, mail: name }, "sending an email failed; it stays queued and is retried");
      }
    }
    if (failed && !this.closed) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.flush(), this.retryMs);
      this.timer.unref();
    }
  }
}

/**
 * Every copy of the message `name` in the outbox at `dir`: written, queued, sent, or half-written
 * by a process that died. Erasure removes them; a queued message is then never sent.
 */
export async function removeMail(dir: string, name: string): Promise<void> {
  for (const folder of [dir, path.join(dir, "queue"), path.join(dir, "sent")]) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const file of names)
      if (file.startsWith(`${name}.`)) await rm(path.join(folder, file), { force: true, recursive: true });
  }
}

/** `Name <address>` → `address`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await makePrivateDir(path.dirname(file));
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writePrivateFile(temporary, content, { durable: true });
  await rename(temporary, file);
}
