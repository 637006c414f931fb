/**
 * The reviews export (admins): one row per review of the edition, with the gallery, the member,
 * when, the overall score and whether it covers every visible criterion, each criterion's score in
 * the edition's order, and the comment.
 */
import { seesReviewSql } from "../policy/reviews.ts";
import type { Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import { timeColumns } from "./columns.ts";
import type { CsvColumn } from "./csv.ts";

export interface ReviewRow {
  applicationId: string;
  gallery: string;
  status: string;
  reviewer: string;
  reviewerEmail: string;
  updatedAt: number;
  score: number | null;
  /** False when it lacks a visible criterion added after it was written (reviews/scores.ts). */
  complete: boolean;
  comment: string;
  scores: Map<string, number>;
}

export function reviewColumns(
  criteria: readonly { id: string; label: string; hidden: boolean }[],
  timeZone: string,
): CsvColumn<ReviewRow>[] {
  return [
    { header: "Application id", value: (r) => r.applicationId },
    { header: "Gallery", value: (r) => r.gallery },
    { header: "Status", value: (r) => r.status },
    { header: "Reviewer", value: (r) => r.reviewer },
    { header: "Reviewer email", value: (r) => r.reviewerEmail },
    ...timeColumns<ReviewRow>("Reviewed at", (r) => r.updatedAt, timeZone),
    { header: "Score", value: (r) => r.score },
    { header: "Complete", value: (r) => (r.complete ? "yes" : "no") },
    ...criteria.map(
      (c): CsvColumn<ReviewRow> => ({
        header: c.hidden ? `${c.label} (hidden)` : c.label,
        value: (r) => r.scores.get(c.id),
      }),
    ),
    { header: "Comment", value: (r) => r.comment },
  ];
}

/** Read in pages of 500 reviews, by gallery then member, so a large edition streams. */
export async function* reviewRows(db: Db, edition: string, viewer: Viewer): AsyncGenerator<ReviewRow> {
  const PAGE = 500;
  for (let offset = 0; ; offset += PAGE) {
    const reviews = await db
      .selectFrom("reviews")
      .innerJoin("applications", "applications.id", "reviews.application_id")
      .innerJoin("staff", "staff.id", "reviews.staff_id")
      .select([
        "reviews.application_id",
        "reviews.staff_id",
        "reviews.score",
        "reviews.complete",
        "reviews.comment",
        "reviews.updated_at",
        "applications.gallery_name",
        "applications.status",
        "staff.name",
        "staff.email",
      ])
      .where("applications.edition", "=", edition)
      // The blind rule: an admin with a conflict of interest on an application sees no other
      // member's review of it, here as everywhere.
      .where(seesReviewSql(viewer))
      .orderBy("applications.gallery_name")
      .orderBy("applications.id")
      .orderBy("staff.email")
      .limit(PAGE)
      .offset(offset)
      .execute();
    if (reviews.length === 0) return;
    const scores = await db
      .selectFrom("review_scores")
      .select(["application_id", "staff_id", "criterion_id", "score"])
      .where(
        "application_id",
        "in",
        reviews.map((r) => r.application_id),
      )
      .execute();
    for (const r of reviews)
      yield {
        applicationId: r.application_id,
        gallery: r.gallery_name,
        status: r.status,
        reviewer: r.name,
        reviewerEmail: r.email,
        updatedAt: Number(r.updated_at),
        score: r.score === null ? null : Number(r.score),
        complete: Number(r.complete) === 1,
        comment: r.comment,
        scores: new Map(
          scores
            .filter((s) => s.application_id === r.application_id && s.staff_id === r.staff_id)
            .map((s) => [s.criterion_id, Number(s.score)]),
        ),
      };
    if (reviews.length < PAGE) return;
  }
}
