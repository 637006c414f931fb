/** Lists stored applications: one summary line each, newest first. */
import type { Db } from "../store/database.ts";

export interface ApplicationSummary {
  id: string;
  edition: string;
  status: string;
  galleryName: string;
  submittedAt: number;
  /** Set once the application is accepted: its public page is /ecosystem/<slug>. */
  slug: string | null;
}

export interface ApplicationFilter {
  edition?: string;
  /** The gallery's contact email, exactly as stored. */
  contactEmail?: string;
}

/** How many applications an edition has (erased ones included: their anonymised rows stay). */
export async function countApplications(db: Db, edition: string): Promise<number> {
  const row = await db
    .selectFrom("applications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("edition", "=", edition)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listApplications(db: Db, filter: ApplicationFilter = {}): Promise<ApplicationSummary[]> {
  let query = db
    .selectFrom("applications")
    .select(["id", "edition", "status", "gallery_name", "submitted_at", "slug"])
    .orderBy("submitted_at", "desc")
    .orderBy("id");
  if (filter.edition !== undefined) query = query.where("edition", "=", filter.edition);
  if (filter.contactEmail !== undefined) query = query.where("gallery_email", "=", filter.contactEmail);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    edition: row.edition,
    status: row.status,
    galleryName: row.gallery_name,
    submittedAt: row.submitted_at,
    slug: row.slug,
  }));
}
