/**
 * The discussion in the artwork viewer's side panel, readable and writable there once her review is
 * in (an admin's at once), as on the application's page: she need not leave the viewer to comment.
 */
import { useQuery } from "@tanstack/react-query";
import { reviewsQuery } from "../api/reviews.ts";
import { DiscussionPanel } from "../discussion/DiscussionPanel.tsx";
import { useStaff } from "../layout/staff-context.ts";
import { isDecided } from "../reviews/scores.ts";
import { t } from "../words.ts";

export function ViewerDiscussion({ applicationId, status }: { applicationId: string; status: string }) {
  const { staff } = useStaff();
  const reviews = useQuery(reviewsQuery(applicationId));
  const data = reviews.data;
  // Before her review (or with a conflict) the page's own panel says why; the viewer stays on the work.
  if (!data || data.my_conflict || (staff.role !== "admin" && !data.mine)) return null;
  return (
    <DiscussionPanel
      applicationId={applicationId}
      closed={null}
      mayWrite={staff.role === "admin" || !isDecided(status)}
      idPrefix="viewer-"
      where={t("application.besideTheArtwork")}
    />
  );
}
