/**
 * The committee's discussion, tags and private notes, as Zod schemas the server declares and the
 * back office parses with (routes/admin/discussion-api.ts).
 *   GET · POST /admin/api/applications/<id>/comments  textBody → comment (201) · commentsAnswer
 *   GET · PUT  /admin/api/applications/<id>/tags      tagsBody → tagsAnswer
 *   GET · PUT  /admin/api/applications/<id>/note      textBody → noteAnswer
 *   GET /admin/api/tags?edition= → tagCounts · PATCH /admin/api/tags/<name> renameTagBody → tagRenamed · DELETE → 204
 */
import { z } from "zod";
import { staffName } from "./applications.ts";

/**
 * A comment's or a note's text. Its rules (not empty, how long) are discussion/comments.ts's and
 * notes.ts's, whose refusals name the field as the tests and the pages know them ("text may …").
 */
export const textBody = z.object({ text: z.unknown().optional() }).nullish();

export const comment = z.object({
  id: z.string(),
  author: staffName,
  text: z.string(),
  /** Milliseconds since the epoch. */
  at: z.number(),
});
export type DiscussionComment = z.infer<typeof comment>;

export const commentsAnswer = z.object({ comments: z.array(comment) });
export type CommentsAnswer = z.infer<typeof commentsAnswer>;

/** The application's tags become exactly these (discussion/tags.ts checks each name). */
export const tagsBody = z.object({ tags: z.unknown().optional() }).nullish();

export const tagsAnswer = z.object({ tags: z.array(z.string()) });

export const noteAnswer = z.object({
  text: z.string(),
  /** Milliseconds since the epoch; null when she has no note on it. */
  updated_at: z.number().nullable(),
});
export type NoteAnswer = z.infer<typeof noteAnswer>;

export const tagsQuery = z.object({ edition: z.string().max(200).optional() });

export const tagCount = z.object({ name: z.string(), count: z.number().int() });

export const tagCounts = z.object({ items: z.array(tagCount) });

export const tagParams = z.object({ name: z.string().max(200) });

/** The tag's new name (discussion/tags.ts checks it); another tag's name merges the two. */
export const renameTagBody = z.object({ name: z.unknown().optional() }).nullish();

export const tagRenamed = z.object({ name: z.string() });
