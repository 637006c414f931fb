/**
 * The committee's discussion of one application: comments, oldest first. Who may read and write is
 * the blind rule (policy/reviews.ts): a reviewer once her own review is in, admins
 * always, never a member with a conflict of interest. Once the application is decided only admins
 * add to it; everyone who could read it still can.
 */
import { randomUUID } from "node:crypto";
import { MAX_COMMENT_LENGTH } from "../../shared/discussion.ts";
import { viewerFactsOfOne } from "../policy/facts.ts";
import { discussionRefusal, mayAddToDiscussion } from "../policy/reviews.ts";
import type { Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import { RequestError } from "../web/request-error.ts";

export interface CommentJson {
  id: string;
  author: { name: string; email: string };
  text: string;
  /** Milliseconds since the epoch. */
  at: number;
}

const REFUSALS = {
  conflict: "You declared a conflict of interest on this application, so its discussion is closed to you.",
  "not-reviewed": "The discussion opens to you once your own review of this application is in.",
} as const;

/** The application's status, or undefined when there is none; throws 403 when the viewer may not take part. */
async function openTo(db: Db, applicationId: string, viewer: Viewer): Promise<{ status: string } | undefined> {
  const [application, facts] = await Promise.all([
    db.selectFrom("applications").select("status").where("id", "=", applicationId).executeTakeFirst(),
    viewerFactsOfOne(db, viewer, applicationId),
  ]);
  if (!application) return undefined;
  const refusal = discussionRefusal(viewer, facts);
  if (refusal) throw new RequestError(403, REFUSALS[refusal]);
  return application;
}

function commentsQuery(db: Db) {
  return db
    .selectFrom("application_comments")
    .innerJoin("staff", "staff.id", "application_comments.staff_id")
    .select([
      "application_comments.id",
      "application_comments.text",
      "application_comments.at",
      "staff.name",
      "staff.email",
    ]);
}

const toJson = (row: { id: string; text: string; at: number; name: string; email: string }): CommentJson => ({
  id: row.id,
  author: { name: row.name, email: row.email },
  text: row.text,
  at: Number(row.at),
});

/** GET …/comments; undefined for an unknown application. */
export async function commentsFor(db: Db, applicationId: string, viewer: Viewer) {
  if (!(await openTo(db, applicationId, viewer))) return undefined;
  const rows = await commentsQuery(db)
    .where("application_comments.application_id", "=", applicationId)
    .orderBy("application_comments.at")
    .orderBy("application_comments.id")
    .execute();
  return { comments: rows.map(toJson) };
}

/** POST …/comments; undefined for an unknown application. */
export async function addComment(
  db: Db,
  applicationId: string,
  viewer: Viewer,
  body: { text?: unknown },
  now = Date.now(),
): Promise<CommentJson | undefined> {
  const text = typeof body.text === "string" ? body.text.trim() : body.text;
  if (typeof text !== "string") throw new RequestError(422, "text must be the comment as text.");
  if (text === "") throw new RequestError(422, "text may not be empty: write the comment first.");
  if (text.length > MAX_COMMENT_LENGTH)
    throw new RequestError(422, `text may have at most ${MAX_COMMENT_LENGTH.toLocaleString("en")} characters.`);
  const application = await openTo(db, applicationId, viewer);
  if (!application) return undefined;
  if (!mayAddToDiscussion(viewer, application.status))
    throw new RequestError(409, "A decision has been made on this application; only admins add to its discussion now.");
  const id = randomUUID();
  await db
    .insertInto("application_comments")
    .values({ id, application_id: applicationId, staff_id: viewer.id, text, at: now })
    .execute();
  return toJson(await commentsQuery(db).where("application_comments.id", "=", id).executeTakeFirstOrThrow());
}
