/**
 * Who applied to an edition, for declaring conflicts of interest before the assignment runs: each
 * application's id and gallery name only (nothing of scores, counts or tax), with the member's own
 * conflict on it. Every member may read it (policy/staff.ts, seesApplicants).
 */
import type { Db } from "../store/database.ts";

export interface Applicant {
  id: string;
  gallery: string;
  /** Her conflict of interest on it, or null. */
  conflict: { note: string; at: string } | null;
}

export async function applicantsOf(db: Db, edition: string, staffId: string): Promise<Applicant[]> {
  const rows = await db
    .selectFrom("applications")
    .leftJoin("review_conflicts", (join) =>
      join
        .onRef("review_conflicts.application_id", "=", "applications.id")
        .on("review_conflicts.staff_id", "=", staffId),
    )
    .select(["applications.id", "applications.gallery_name", "review_conflicts.note", "review_conflicts.at"])
    .where("applications.edition", "=", edition)
    .execute();
  // Sorted here: SQLite and PostgreSQL collate names differently, and "Atelier Ø" must sit in one place.
  const byName = new Intl.Collator("en", { sensitivity: "base" });
  rows.sort((a, b) => byName.compare(a.gallery_name, b.gallery_name) || (a.id < b.id ? -1 : 1));
  return rows.map((r) => ({
    id: r.id,
    gallery: r.gallery_name,
    conflict: r.at === null ? null : { note: r.note ?? "", at: new Date(Number(r.at)).toISOString() },
  }));
}
