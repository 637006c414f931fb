/**
 * The mail outbox's delivery rate on one instance (SQLite): 300 queued messages delivered to a
 * real SMTP server on this machine, against the same queue writing `.eml` files (no SMTP_URL) in
 * the same run. Budget: SMTP ≤ 3 × the files' time per message (the queue's own cost is shared;
 * what remains is the SMTP exchange over the pooled connection).
 *   npm run bench -- mail          BENCH_MAILS=300
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { MailOutbox } from "../src/server/mail/outbox.ts";
import { insertMail } from "../src/server/mail/queue.ts";
import { migrate, openDatabase } from "../src/server/store/database.ts";
import { startSmtp } from "../test-support/smtp-server.ts";
import { sized } from "./support.ts";

const MAILS = sized("BENCH_MAILS", 300, 10);
const RATIO_BUDGET = 3;
const QUIET = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** Milliseconds per message, from the first claim to the last mark. */
async function deliver(smtpUrl: string | undefined): Promise<number> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-mail-"));
  const db = openDatabase({ dataDir });
  try {
    await migrate(db);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < MAILS; i++)
        await insertMail(trx, {
          kind: "status-link",
          to: `gallery-${i}@gallery.example`,
          subject: `The page of your application ${i}`,
          text: "Dear gallery,\n\nyour link: https://apply.fair.example/status/0123456789abcdef0123456789abcdef\n".repeat(
            3,
          ),
        });
    });
    const outbox = new MailOutbox(
      db,
      { smtpUrl, from: "Art fair <office@fair.example>", retryMs: 60_000, maxAttempts: 10 },
      path.join(dataDir, "outbox"),
      QUIET,
    );
    const started = performance.now();
    await outbox.drain();
    const ms = performance.now() - started;
    await outbox.close();
    const sent = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("state", "=", "sent")
      .executeTakeFirstOrThrow();
    if (Number(sent.n) !== MAILS) throw new Error(`only ${sent.n} of ${MAILS} messages sent`);
    return ms / MAILS;
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const smtp = await startSmtp();
  try {
    // Alternating, medians of three: the machine's load moves both alike.
    const files: number[] = [];
    const viaSmtp: number[] = [];
    for (let round = 0; round < 3; round++) {
      files.push(await deliver(undefined));
      viaSmtp.push(await deliver(smtp.url));
    }
    if (smtp.received.length !== 3 * MAILS) throw new Error(`the SMTP server took ${smtp.received.length} messages`);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number;
    const ratio = median(viaSmtp) / median(files);
    return {
      messages: MAILS,
      "load average at start": os.loadavg()[0]?.toFixed(1) ?? "",
      ".eml files (ms per message, baseline)": median(files).toFixed(1),
      "SMTP (ms per message)": median(viaSmtp).toFixed(1),
      "SMTP / files": `${ratio.toFixed(2)} (budget ≤ ${RATIO_BUDGET}: ${ratio <= RATIO_BUDGET ? "met" : "missed"})`,
    };
  } finally {
    await smtp.close();
  }
}
