/**
 * /admin/queue: the applications of the edition that I have not reviewed yet and have no conflict
 * on, in the list's default order, and apart from them the ones I have reviewed ("7 of 15
 * reviewed"). Each opens with `from=queue`, so previous and next on its page follow the queue.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { editionsQuery, queueQuery } from "../api/queries.ts";
import { formatDateTime, plural } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { queueApplicationHref } from "./queue-href.ts";
import "../applications/list.css";
import "./queue.css";

export function QueuePage() {
  const params = new URLSearchParams(useSearch());
  const asked = params.get("edition") ?? "";
  const editions = useQuery(editionsQuery());
  const edition = asked || editions.data?.current || "";
  const queue = useQuery({ ...queueQuery(edition), enabled: Boolean(edition) || editions.isError });
  const heading = usePageHeading("My queue", "queue");
  const answer = queue.data;

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        My queue{edition && " "}
        {edition && (
          <span className="heading-caption">
            for {editions.data?.items.find((item) => item.slug === edition)?.name || edition}
          </span>
        )}
      </h1>
      <EditionLinks editions={editions.data?.items ?? []} shown={edition} path="/queue" />
      <p className="result-line" role="status">
        {answer
          ? answer.reviewable === 0
            ? "Nothing to review."
            : `${answer.reviewed_count} of ${answer.reviewable} reviewed. ${
                answer.total === 0 ? "Nothing left to review." : `${plural(answer.total, "application")} to review.`
              }`
          : ""}
      </p>
      {queue.isError ? (
        <div className="failure-panel" role="alert">
          <p>{queue.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => queue.refetch()}>
            Try again
          </button>
        </div>
      ) : !answer ? (
        <p>Loading your queue…</p>
      ) : (
        <>
          {answer.total === 0 ? (
            <div className="empty-state">
              <h2>You are through</h2>
              <p>
                You have reviewed every application to {edition || "this edition"} that you can review.{" "}
                <Link href={`/applications${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`}>
                  See all applications
                </Link>
              </p>
            </div>
          ) : (
            <section aria-labelledby="queue-open">
              <h2 id="queue-open">To review</h2>
              <ol className="queue-list">
                {answer.items.map((item) => (
                  <li key={item.id}>
                    <Link href={queueApplicationHref(item.id, edition)}>
                      <bdi>{item.gallery || "Unnamed gallery"}</bdi>
                    </Link>
                    {item.incomplete && <span className="muted"> (your review is missing a new criterion)</span>}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {answer.reviewed_count > 0 && (
            <section aria-labelledby="queue-reviewed" className="queue-reviewed">
              <h2 id="queue-reviewed">Reviewed</h2>
              <ul className="queue-list">
                {answer.reviewed.map((item) => (
                  <li key={item.id}>
                    <Link href={queueApplicationHref(item.id, edition)}>
                      <bdi>{item.gallery || "Unnamed gallery"}</bdi>
                    </Link>{" "}
                    <span className="hint">
                      reviewed <time dateTime={item.reviewed_at}>{formatDateTime(item.reviewed_at)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </>
  );
}
