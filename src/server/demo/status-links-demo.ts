/**
 * The demo's status pages: a fresh link for each decided application of the edition, printed by
 * `npm run demo` so the galleries' side can be opened at once. Only a token's hash is stored, so an
 * earlier run's links cannot be printed again: each run adds new ones (the earlier keep working).
 */
import { issueStatusToken, statusUrl } from "../status-page/tokens.ts";
import type { Db } from "../store/database.ts";

export interface DemoStatusLink {
  gallery: string;
  status: string;
  url: string;
}

export async function addStatusLinksDemo(db: Db, edition: string, publicUrl: string): Promise<DemoStatusLink[]> {
  const decided = await db
    .selectFrom("applications")
    .select(["id", "gallery_name", "status"])
    .where("edition", "=", edition)
    .where("status", "in", ["accepted", "waitlisted", "rejected"])
    .orderBy("status")
    .orderBy("gallery_sort")
    .execute();
  const links: DemoStatusLink[] = [];
  for (const application of decided)
    links.push({
      gallery: application.gallery_name,
      status: application.status,
      url: statusUrl(publicUrl, await issueStatusToken(db, application.id)),
    });
  return links;
}
