/**
 * One delivery of one message: to the SMTP server of SMTP_URL, or without it as an `.eml` file in
 * DATA_DIR/outbox (the demo and development). The answer says what the outbox does next: the
 * server took it (sent), refused it for good (5xx: failed at once, with its words), or asked to
 * wait (4xx, no connection, a timeout: tried again later).
 */
import { randomUUID } from "node:crypto";
import { rename } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { makePrivateDir, writePrivateFile } from "../store/private-files.ts";
import type { MailTable } from "../store/schema.ts";

export type DeliveryOutcome =
  | { outcome: "sent" }
  | { outcome: "refused"; reason: string }
  | { outcome: "delayed"; reason: string };

type Deliverable = Pick<MailTable, "id" | "recipient" | "subject" | "body" | "raw" | "created_at">;

/** Long enough for a slow server, short enough that a dead one does not hold a delivery for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export interface Delivery {
  deliver(mail: Deliverable): Promise<DeliveryOutcome>;
  close(): void;
}

export function mailDelivery(options: { smtpUrl: string | undefined; from: string; dir: string }): Delivery {
  return options.smtpUrl
    ? new SmtpDelivery(options.smtpUrl, options.from)
    : new FileDelivery(options.dir, options.from);
}

/**
 * The message as it leaves: the same bytes at every attempt, so a receiving side that sees it
 * twice (an instance died between the server's "250" and noting it) can tell by its Message-ID.
 */
function messageOf(mail: Deliverable, from: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.body,
    messageId: messageIdOf(mail.id, from),
    date: new Date(Number(mail.created_at)),
  };
}

/** `<row id@the sender's domain>`: stable for the row, unique across the installation. */
function messageIdOf(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${id}@${domain}>`;
}

/** `Name <address>` → `address`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

class SmtpDelivery implements Delivery {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.from = from;
    // One connection kept open and reused (up to 100 messages): a new one costs the server's
    // greeting (and TLS) each time, 100 ms and more, twenty times the message itself.
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, pool: true, maxConnections: 1 });
  }

  async deliver(mail: Deliverable): Promise<DeliveryOutcome> {
    try {
      await this.transport.sendMail(
        mail.raw === null
          ? messageOf(mail, this.from)
          : { envelope: { from: addressOf(this.from), to: [mail.recipient] }, raw: mail.raw },
      );
      return { outcome: "sent" };
    } catch (error) {
      return judged(error);
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** A refusal is permanent when the server says so (5xx); everything else may pass. */
function judged(error: unknown): DeliveryOutcome {
  const { responseCode, response, message } = error as { responseCode?: number; response?: string; message?: string };
  const reason = (response ?? message ?? String(error)).trim().slice(0, 1000);
  if (typeof responseCode === "number" && responseCode >= 500 && responseCode < 600)
    return { outcome: "refused", reason };
  return { outcome: "delayed", reason };
}

class FileDelivery implements Delivery {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  private readonly dir: string;
  private readonly from: string;

  constructor(dir: string, from: string) {
    this.dir = dir;
    this.from = from;
  }

  async deliver(mail: Deliverable): Promise<DeliveryOutcome> {
    try {
      const raw =
        mail.raw ?? ((await this.composer.sendMail(messageOf(mail, this.from))).message as Buffer).toString("utf8");
      await writeAtomically(path.join(this.dir, `${mail.id}.eml`), raw);
      return { outcome: "sent" };
    } catch (error) {
      // A full or read-only disk passes too: tried again like a server that asks to wait.
      return { outcome: "delayed", reason: (error as Error).message };
    }
  }

  close(): void {}
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await makePrivateDir(path.dirname(file));
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writePrivateFile(temporary, content, { durable: true });
  await rename(temporary, file);
}
