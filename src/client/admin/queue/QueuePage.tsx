/**
 * /admin/queue: the applications of the edition that I have not reviewed yet and have no conflict
 * on, in the list's default order, and apart from them the ones I have reviewed ("7 of 15
 * reviewed", the progress page's numbers), those outside my assignments apart again. Each opens
 * with `from=queue`, so previous and next on its page follow the queue. Without an edition in the
 * address it is mine (layout/my-edition.ts). "You are through" only when I am: with nothing of
 * mine here, "No applications in <edition>" and a link to the edition that holds my work.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { editionsQuery } from "../api/editions.ts";
import { formatDateTime, plural } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { useChooseEdition, useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { queueApplicationHref } from "./queue-href.ts";
import "../applications/list.css";
import "./queue.css";
import { queueQuery } from "../api/reviews.ts";

export function QueuePage() {
  const params = new URLSearchParams(useSearch());
  const asked = params.get("edition") ?? "";
  const editions = useQuery(editionsQuery());
  const edition = useMyEdition(asked);
  const choose = useChooseEdition();
  const queue = useQuery({ ...queueQuery(edition), enabled: Boolean(edition) || editions.isError });
  const heading = usePageHeading("My queue", "queue");
  const answer = queue.data;
  const editionName =
    answer?.edition?.name || editions.data?.items.find((item) => item.slug === edition)?.name || edition;
  const mine = answer ? answer.reviewed.filter((item) => !item.outside_assignments) : [];
  const others = answer ? answer.reviewed.filter((item) => item.outside_assignments) : [];

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        My queue{edition && " "}
        {edition && <span className="heading-caption">for {editionName}</span>}
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
          {answer.total === 0 && answer.reviewed_count > 0 ? (
            <div className="empty-state">
              <h2>You are through</h2>
              <p>
                You have reviewed every application to {editionName || "this edition"} that you can review.{" "}
                <Link href={`/applications${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`}>
                  See all applications
                </Link>
              </p>
            </div>
          ) : answer.total === 0 ? (
            <div className="empty-state">
              <h2>No applications in {editionName || "this edition"}</h2>
              <p>
                Nothing here waits for your review
                {answer.work_elsewhere ? (
                  <>
                    . Your work is in{" "}
                    <Link
                      href={`/queue?edition=${encodeURIComponent(answer.work_elsewhere.slug)}`}
                      onClick={() => answer.work_elsewhere && choose(answer.work_elsewhere.slug)}
                    >
                      {answer.work_elsewhere.name || answer.work_elsewhere.slug}
                    </Link>{" "}
                    ({plural(answer.work_elsewhere.open, "application")} to review).
                  </>
                ) : (
                  ", and nothing in any other edition."
                )}
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
          {mine.length > 0 && (
            <section aria-labelledby="queue-reviewed" className="queue-reviewed">
              <h2 id="queue-reviewed">Reviewed</h2>
              <ul className="queue-list">
                {mine.map((item) => (
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
          {others.length > 0 && (
            <section aria-labelledby="queue-others" className="queue-reviewed">
              <h2 id="queue-others">Reviewed outside your assignments</h2>
              <p className="hint">Not counted in your progress.</p>
              <ul className="queue-list">
                {others.map((item) => (
                  <li key={item.id}>
                    <Link href={`/applications/${encodeURIComponent(item.id)}`}>
                      {item.gallery || "Unnamed gallery"}
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
