/** Status changes of an application. Accepting one makes its gallery public: it gets a stable slug and appears on /ecosystem. */
import type { Db } from "../store/database.ts";
import { slugCandidates } from "./slug.ts";

export const ACCEPTED = "accepted";

export type AcceptResult =
  | { outcome: "unknown" }
  | { outcome: "accepted" | "already-accepted"; id: string; galleryName: string; edition: string; slug: string };

export async function acceptApplication(db: Db, id: string, now = Date.now()): Promise<AcceptResult> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom("applications")
      .select(["id", "gallery_name", "edition", "status", "slug"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!application) return { outcome: "unknown" };
    const found = { id, galleryName: application.gallery_name, edition: application.edition };
    if (application.status === ACCEPTED && application.slug)
      return { outcome: "already-accepted", ...found, slug: application.slug };

    const candidates = slugCandidates(application.gallery_name, id);
    const taken = new Set(
      (
        await trx
          .selectFrom("applications")
          .select("slug")
          .where("slug", "in", candidates)
          .where("id", "<>", id)
          .execute()
      ).map((row) => row.slug),
    );
    // The last candidate holds the whole id, which no other application has.
    const slug = candidates.find((c) => !taken.has(c)) ?? (candidates.at(-1) as string);
    await trx
      .updateTable("applications")
      .set({ status: ACCEPTED, accepted_at: now, slug })
      .where("id", "=", id)
      .execute();
    return { outcome: "accepted", ...found, slug };
  });
}
