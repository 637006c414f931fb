/**
 * /admin/queue: the applications of the edition that I have not reviewed yet and have no conflict
 * on, in the list's default order. Each opens with "Next unreviewed" on its page.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { editionsQuery, queueQuery } from "../api/queries.ts";
import { plural } from "../labels.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import "../applications/list.css";

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
        {edition && <span className="heading-caption">for {edition}</span>}
      </h1>
      {editions.data && editions.data.items.length > 1 && (
        <nav className="edition-switch" aria-label="Editions">
          <ul className="edition-switch__list">
            {editions.data.items.map((item) => (
              <li key={item.slug}>
                <Link
                  href={`/queue?edition=${encodeURIComponent(item.slug)}`}
                  aria-current={item.slug === edition ? "page" : undefined}
                  className="edition-switch__link"
                >
                  {item.name || item.slug}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="result-line" role="status">
        {answer
          ? answer.total === 0
            ? "Nothing left to review."
            : `${plural(answer.total, "application")} to review.`
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
      ) : answer.total === 0 ? (
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
        <ol className="queue-list">
          {answer.items.map((item) => (
            <li key={item.id}>
              <Link href={`/applications/${encodeURIComponent(item.id)}`}>{item.gallery || "Unnamed gallery"}</Link>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
