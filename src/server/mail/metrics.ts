/** The outbox on /metrics: how many emails of the installation wait, went out, and failed (read from the database at each scrape). */
import type { Db } from "../store/database.ts";
import type { Metrics } from "../web/metrics.ts";
import { type MailCounts, mailCounts } from "./queue.ts";

export function registerMailMetrics(metrics: Metrics, db: Db): void {
  let counts: MailCounts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  metrics.beforeRender(async () => {
    counts = await mailCounts(db);
  });
  metrics.gauge(
    "art_fair_mail_queued",
    "Emails in the outbox not yet accepted by the mail server (waiting, or being sent), of every instance.",
    () => counts.queued + counts.sending,
  );
  metrics.gauge("art_fair_mail_sent", "Emails the mail server accepted (or written as .eml files).", () => counts.sent);
  metrics.gauge(
    "art_fair_mail_failed",
    'Emails refused by the mail server or given up after every retry: see "Failed mail" in the back office.',
    () => counts.failed,
  );
}
