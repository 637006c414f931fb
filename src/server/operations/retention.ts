/**
 * RETENTION_DAYS: rejected and withdrawn applications are erased (operations/erase.ts) once this
 * many days have passed since their last status change (status_changes; submitted_at when an
 * application has no recorded change). Runs at start and then daily; unset: never.
 */
import type { Db } from "../store/database.ts";
import { type DataPlaces, eraseApplication } from "./erase.ts";

export const RETAINED_STATUSES = ["rejected", "withdrawn"];
const DAY_MS = 86_400_000;

/** Erases what is due; returns the ids erased. */
export async function eraseExpired(
  db: Db,
  places: DataPlaces,
  retentionDays: number,
  now = Date.now(),
): Promise<string[]> {
  const cutoff = now - retentionDays * DAY_MS;
  const rows = await db
    .selectFrom("applications")
    .leftJoin("status_changes", "status_changes.application_id", "applications.id")
    .select(["applications.id", "applications.submitted_at", (eb) => eb.fn.max("status_changes.at").as("changed_at")])
    .where("applications.status", "in", RETAINED_STATUSES)
    .where("applications.erased_at", "is", null)
    .groupBy(["applications.id", "applications.submitted_at"])
    .execute();
  const due = rows.filter((r) => Number(r.changed_at ?? r.submitted_at) <= cutoff).map((r) => r.id);
  const reason = `Retention: ${RETAINED_STATUSES.join(" or ")} more than ${retentionDays} days ago (RETENTION_DAYS).`;
  for (const id of due) await eraseApplication(db, places, id, reason, { email: null, via: "retention" }, now);
  return due;
}

/** Starts the job: once now, then every day; the returned function stops it. */
export function startRetention(
  db: Db,
  places: DataPlaces,
  retentionDays: number,
  log: (erased: string[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const run = () => eraseExpired(db, places, retentionDays).then((erased) => erased.length > 0 && log(erased), onError);
  run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
