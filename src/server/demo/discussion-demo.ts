/**
 * The committee's discussion in `npm run demo`: a few comments on reviewed applications (one with a
 * link), shared tags on several, and the admin's private note on one. Through the same functions as
 * the API; a second run finds comments in the edition and adds nothing.
 */
import { addComment } from "../discussion/comments.ts";
import { putNote } from "../discussion/notes.ts";
import { setApplicationTags } from "../discussion/tags.ts";
import type { Db } from "../store/database.ts";
import { DEMO_STAFF } from "./back-office.ts";

const TAGS: string[][] = [
  ["strong booth", "newcomer"],
  ["check proof"],
  ["strong booth"],
  ["newcomer"],
  [],
  ["strong booth", "check proof"],
];

export async function addDiscussionDemo(db: Db, edition: string, now = Date.now()): Promise<number> {
  const already = await db
    .selectFrom("application_comments")
    .innerJoin("applications", "applications.id", "application_comments.application_id")
    .select("application_comments.id")
    .where("applications.edition", "=", edition)
    .limit(1)
    .executeTakeFirst();
  if (already) return 0;
  const staff = await db
    .selectFrom("staff")
    .select(["id", "email", "role"])
    .where(
      "email",
      "in",
      DEMO_STAFF.map((m) => m.email),
    )
    .execute();
  const member = (email: string) => {
    const found = staff.find((s) => s.email === email);
    if (!found) throw new Error(`The demo member ${email} is missing.`);
    return { id: found.id, role: found.role };
  };
  const [admin, reviewer, juror] = DEMO_STAFF.map((m) => member(m.email));
  if (!admin || !reviewer || !juror) return 0;
  // Applications all three reviewed and still open, oldest first: each of them takes part.
  const discussed = await db
    .selectFrom("applications")
    .innerJoin("reviews", "reviews.application_id", "applications.id")
    .select("applications.id")
    .where("applications.edition", "=", edition)
    .where("applications.status", "in", ["submitted", "shortlisted"])
    .groupBy(["applications.id", "applications.submitted_at"])
    .having((eb) => eb.fn.countAll(), ">=", 3)
    .orderBy("applications.submitted_at")
    .execute();
  let comments = 0;
  const say = async (who: typeof admin, id: string, text: string, at: number) => {
    await addComment(db, id, who, { text }, at);
    comments++;
  };
  const [first, second] = discussed;
  if (first) {
    await say(
      reviewer,
      first.id,
      "The booth plan is the strongest this year; see also https://example.org/booth-plans/2027.",
      now,
    );
    await say(
      juror,
      first.id,
      "Agreed on the booth. I scored the concept low: the second room repeats the first.",
      now + 60_000,
    );
    await say(
      admin,
      first.id,
      "Let's decide on it in Thursday's meeting. Jun, could you bring the floor plan?",
      now + 120_000,
    );
    await putNote(
      db,
      first.id,
      admin.id,
      { text: "Ask the gallery whether the large works can travel by April." },
      now,
    );
  }
  if (second)
    await say(juror, second.id, "Check the proof documents: the register extract is from 2019.", now + 180_000);

  const tagged = await db
    .selectFrom("applications")
    .select("id")
    .where("edition", "=", edition)
    .where("gallery_email", "like", "applicant-%@demo.example")
    .orderBy("submitted_at")
    .orderBy("id")
    .limit(TAGS.length)
    .execute();
  for (const [i, application] of tagged.entries())
    if ((TAGS[i] ?? []).length > 0) await setApplicationTags(db, application.id, { tags: TAGS[i] });
  return comments;
}
