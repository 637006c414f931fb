/**
 * The demo's decision letters: one prepared and sent for each decided gallery of the (released)
 * edition, written as `.eml` files under DATA_DIR/outbox as a server without SMTP_URL would.
 * A second run finds every decision with its letter and sends nothing.
 */
import type { FastifyBaseLogger } from "fastify";
import { COMMAND_LINE } from "../applications/actor.ts";
import { findEdition } from "../editions/editions.ts";
import { letterMailChanged, prepareLetters, sendLetters } from "../letters/outbox.ts";
import { MailOutbox } from "../mail/outbox.ts";
import { outboxDir } from "../store/data-dir.ts";
import type { Db } from "../store/database.ts";

const QUIET = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

export async function addLettersDemo(
  db: Db,
  config: { dataDir: string; openEditions: string[]; publicUrl: string; mail: { from: string; maxAttempts: number } },
  edition: string,
): Promise<{ prepared: number; sent: number; dir: string }> {
  const row = await findEdition(db, config.openEditions, edition);
  if (!row) return { prepared: 0, sent: 0, dir: "" };
  const dir = outboxDir(config.dataDir);
  // Files only, whatever SMTP_URL says: the demo's galleries are made up.
  const outbox = new MailOutbox(db, { ...config.mail, smtpUrl: undefined, retryMs: 1000 }, dir, QUIET);
  outbox.onChange("letter", letterMailChanged);
  try {
    const prepared = await prepareLetters(db, row);
    const pending = await db
      .selectFrom("letters")
      .select("id")
      .where("edition", "=", edition)
      .where("state", "=", "pending")
      .execute();
    await sendLetters(
      db,
      outbox,
      config.publicUrl,
      pending.map((l) => l.id),
      new Map([[row.slug, row]]),
      { ...COMMAND_LINE, via: "demo" },
      { waitMs: 0 },
    );
    // Delivered here, not by the server later: every letter is an .eml file when the demo ends.
    await outbox.drain();
    const sent = await db
      .selectFrom("letters")
      .select("id")
      .where("id", "in", pending.length ? pending.map((l) => l.id) : [""])
      .where("state", "=", "sent")
      .execute();
    return { prepared, sent: sent.length, dir };
  } finally {
    await outbox.close();
  }
}
