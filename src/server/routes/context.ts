/** What every group of routes is given: the configuration, the stores and where the built client is. */
import type { Config } from "../config.ts";
import type { MailOutbox } from "../mail/outbox.ts";
import type { ApplicantSessionStore } from "../store/applicant-sessions.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";
import type { PendingUploads } from "../store/pending-uploads.ts";
import type { ClientFiles } from "../web/client-files.ts";
import type { Metrics } from "../web/metrics.ts";

export interface RouteContext {
  config: Config;
  db: Db;
  store: FileStore;
  applicantSessions: ApplicantSessionStore;
  /** The ledger of uploads this process writes (submit notes its batches there). */
  pending: PendingUploads;
  /** The built browser bundle (index.html, assets and Vite's manifest). */
  clientDir: string;
  /** The pages' scripts, styles and templates: from clientDir, or from Vite's dev server (npm run dev). */
  client: ClientFiles;
  /** What GET /metrics shows the operator's monitoring. */
  metrics: Metrics;
  /** Every email: queued in the database (in the caller's transaction when it has one), delivered by any instance. */
  outbox: MailOutbox;
}
