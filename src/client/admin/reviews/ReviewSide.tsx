/**
 * What issue 10 adds to an application's side column: the way on through the queue, the member's
 * review and the others', the committee's discussion, conflicts of interest, the shared tags and
 * the member's private note, and for admins the decision; the history for all.
 */

import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { DecisionPanel } from "../decisions/DecisionPanel.tsx";
import { HistoryList } from "../decisions/HistoryList.tsx";
import { DiscussionPanel } from "../discussion/DiscussionPanel.tsx";
import { NotePanel } from "../discussion/NotePanel.tsx";
import { TagsPanel } from "../discussion/TagsPanel.tsx";
import { formatDateTime, statusLabel } from "../labels.ts";
import { useStaff } from "../layout/staff-context.ts";
import { markedWords, timeTag } from "../marked-words.tsx";
import { t } from "../words.ts";
import { BeforeChange } from "./BeforeChange.tsx";
import { ConflictPanel } from "./ConflictPanel.tsx";
import { NextUnreviewed } from "./NextUnreviewed.tsx";
import { OthersReviews } from "./OthersReviews.tsx";
import { ReviewForm } from "./ReviewForm.tsx";
import { inCriteriaOrder } from "./score-order.ts";
import { isDecided, isoOf } from "./scores.ts";
import { useStickySide } from "./sticky-side.ts";
import "./reviews.css";
import "../discussion/discussion.css";
import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { reviewsQuery } from "../api/reviews.ts";

function ReviewPanel({ application }: { application: ApplicationDetail }) {
  const { staff } = useStaff();
  const reviews = useQuery(reviewsQuery(application.id));
  const data = reviews.data;
  const decided = isDecided(application.status);
  const labelOf = (id: string) => data?.criteria.find((criterion) => criterion.id === id)?.label ?? id;

  return (
    <>
      <section className="side-panel review-panel" aria-labelledby="review">
        <h2 id="review">{t("reviews.review")}</h2>
        {reviews.isError && (
          <p className="error-message" role="alert">
            {t("reviews.reviewsFailed", { reason: reviews.error.message })}
          </p>
        )}
        {!data && !reviews.isError && <p>{t("reviews.loadingReviews")}</p>}
        {data &&
          (data.my_conflict ? (
            <p>{t("reviews.conflictNoReview")}</p>
          ) : decided ? (
            <>
              <p>
                {t("reviews.decidedClosed", {
                  status: application.status,
                  label: statusLabel(application.status).toLowerCase(),
                })}
              </p>
              {data.mine ? (
                <dl className="review-list__scores" aria-label={t("reviews.yourReview")}>
                  {inCriteriaOrder(data.mine.scores, data.criteria).map(([id, score]) => (
                    <div key={id}>
                      <dt>{labelOf(id)}</dt>
                      <dd>{score}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="muted">{t("reviews.didNotReview")}</p>
              )}
            </>
          ) : (
            <>
              {/* A criterion added after she wrote her review: the form shows it empty, to be scored. */}
              {data.mine?.complete === false && (
                <p className="review-missing" id="review-missing">
                  {t("reviews.reviewMissing", { criteria: data.mine.missing?.join(", ") ?? "" })}
                </p>
              )}
              {data.mine && (
                <p className="muted">
                  {markedWords("reviews.reviewedOn", {
                    time: timeTag(isoOf(data.mine.updated_at)),
                    date: formatDateTime(isoOf(data.mine.updated_at)),
                  })}
                </p>
              )}
              {data.mine && <BeforeChange review={data.mine} application={application} />}
              <ReviewForm applicationId={application.id} criteria={data.criteria} mine={data.mine} />
            </>
          ))}
        {data && (
          <OthersReviews
            criteria={data.criteria}
            reviews={data.reviews}
            summary={data.summary}
            waitingForMine={staff.role !== "admin" && !data.mine && !data.my_conflict}
            application={application}
          />
        )}
      </section>
      {data && (
        <DiscussionPanel
          applicationId={application.id}
          closed={
            data.my_conflict
              ? t("reviews.discussionClosedConflict")
              : staff.role !== "admin" && !data.mine
                ? t("reviews.discussionOpensLater")
                : null
          }
          mayWrite={staff.role === "admin" || !decided}
        />
      )}
      {data && (
        <ConflictPanel
          applicationId={application.id}
          mine={data.my_conflict ?? null}
          all={staff.role === "admin" ? data.conflicts : undefined}
        />
      )}
    </>
  );
}

export function ReviewSide({ application }: { application: ApplicationDetail }) {
  const { staff } = useStaff();
  const side = useRef<HTMLDivElement>(null);
  useStickySide(side);
  return (
    <div ref={side} className="review-side">
      <NextUnreviewed next={application.next_unreviewed} edition={application.edition} />
      <ReviewPanel application={application} />
      <TagsPanel applicationId={application.id} edition={application.edition} />
      <NotePanel applicationId={application.id} />
      {staff.role === "admin" && (
        <DecisionPanel
          applicationId={application.id}
          status={application.status}
          edition={application.edition}
          booth={application.proposal.booth}
        />
      )}
      {application.history && <HistoryList history={application.history} />}
    </div>
  );
}
