/** A review written against an earlier version of an application the gallery changed since. */

import { formatDateTime } from "../labels.ts";
import { markedWords, timeTag } from "../marked-words.tsx";

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
      {markedWords("reviews.writtenBefore", {
        version: String(written),
        time: timeTag(application.changed_at),
        date: formatDateTime(application.changed_at),
      })}
    </p>
  );
}
