/** A review written against an earlier version of an application the gallery changed since. */
import { formatDateTime } from "../labels.ts";

export interface ApplicationVersion {
  version: number;
  changed_at: string | null;
}

export function BeforeChange({
  review,
  application,
}: {
  review: { application_version?: number };
  application: ApplicationVersion;
}) {
  const written = review.application_version ?? 1;
  if (written >= application.version || !application.changed_at) return null;
  return (
    <p className="review-before-change">
      Written for version {written}, before the change on{" "}
      <time dateTime={application.changed_at}>{formatDateTime(application.changed_at)}</time>.
    </p>
  );
}
