/**
 * /admin/queue: the applications of the edition that I have not reviewed yet and have no conflict
 * on, in the list's default order, and apart from them the ones I have reviewed ("7 of 15
 * reviewed", the progress page's numbers), those outside my assignments apart again. Each opens
 * with `from=queue`, so previous and next on its page follow the queue. Without an edition in the
 * address it is mine (layout/my-edition.ts). "You are through" only when I am: with nothing of
 * mine here, "No applications in <edition>" and a link to the edition that holds my work.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { editionsQuery } from "../api/editions.ts";
import { formatDateTime } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { useChooseEdition, useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { t, words } from "../words.ts";
import { queueApplicationHref } from "./queue-href.ts";
import "../applications/list.css";
import "./queue.css";
import { queueQuery } from "../api/reviews.ts";

/** "reviewed 3 Mar 2027, 14:05", the moment also as `<time datetime>`. */
function ReviewedAt({ iso }: { iso: string }) {
  return (
    <>
      {words.parts<ReactNode>("applications.queueReviewedAt", {
        date: formatDateTime(iso),
        time: (chunks) => (
          <time key="time" dateTime={iso}>
            {chunks}
          </time>
        ),
      })}
    </>
  );
}

export function QueuePage() {
  const params = new URLSearchParams(useSearch());
  const asked = params.get("edition") ?? "";
  const editions = useQuery(editionsQuery());
  const edition = useMyEdition(asked);
  const choose = useChooseEdition();
  const queue = useQuery({ ...queueQuery(edition), enabled: Boolean(edition) || editions.isError });
  const heading = usePageHeading(t("applications.queueTitle"), "queue");
  const answer = queue.data;
  const editionName =
    answer?.edition?.name || editions.data?.items.find((item) => item.slug === edition)?.name || edition;
  const mine = answer ? answer.reviewed.filter((item) => !item.outside_assignments) : [];
  const others = answer ? answer.reviewed.filter((item) => item.outside_assignments) : [];

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("applications.queueTitle")}
        {edition && " "}
        {edition && (
          <span className="heading-caption">{t("applications.queueHeadingEdition", { edition: editionName })}</span>
        )}
      </h1>
      <EditionLinks editions={editions.data?.items ?? []} shown={edition} path="/queue" />
      <p className="result-line" role="status">
        {answer
          ? answer.reviewable === 0
            ? t("applications.queueNothing")
            : t("applications.queueProgress", {
                // Written as they always were, without grouping.
                reviewed: String(answer.reviewed_count),
                reviewable: String(answer.reviewable),
                left:
                  answer.total === 0
                    ? t("applications.queueNothingLeft")
                    : t("applications.queueLeft", { count: answer.total }),
              })
          : ""}
      </p>
      {queue.isError ? (
        <div className="failure-panel" role="alert">
          <p>{queue.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => queue.refetch()}>
            {t("common.tryAgain")}
          </button>
        </div>
      ) : !answer ? (
        <p>{t("applications.queueLoading")}</p>
      ) : (
        <>
          {answer.total === 0 && answer.reviewed_count > 0 ? (
            <div className="empty-state">
              <h2>{t("applications.queueThroughTitle")}</h2>
              <p>
                {t("applications.queueThroughText", { edition: editionName || t("applications.thisEdition") })}{" "}
                <Link href={`/applications${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`}>
                  {t("applications.queueSeeAll")}
                </Link>
              </p>
            </div>
          ) : answer.total === 0 ? (
            <div className="empty-state">
              <h2>{t("applications.queueEmptyTitle", { edition: editionName || t("applications.thisEdition") })}</h2>
              <p>
                {answer.work_elsewhere
                  ? words.parts<ReactNode>("applications.queueWorkElsewhere", {
                      edition: answer.work_elsewhere.name || answer.work_elsewhere.slug,
                      count: answer.work_elsewhere.open,
                      link: (chunks) => {
                        const elsewhere = answer.work_elsewhere;
                        return (
                          <Link
                            key="link"
                            href={`/queue?edition=${encodeURIComponent(elsewhere?.slug ?? "")}`}
                            onClick={() => elsewhere && choose(elsewhere.slug)}
                          >
                            {chunks}
                          </Link>
                        );
                      },
                    })
                  : t("applications.queueNothingElsewhere")}
              </p>
            </div>
          ) : (
            <section aria-labelledby="queue-open">
              <h2 id="queue-open">{t("applications.queueToReview")}</h2>
              <ol className="queue-list">
                {answer.items.map((item) => (
                  <li key={item.id}>
                    <Link href={queueApplicationHref(item.id, edition)}>
                      <bdi>{item.gallery || t("common.unnamedGallery")}</bdi>
                    </Link>
                    {item.incomplete && <span className="muted">{t("applications.queueIncomplete")}</span>}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {mine.length > 0 && (
            <section aria-labelledby="queue-reviewed" className="queue-reviewed">
              <h2 id="queue-reviewed">{t("applications.queueReviewed")}</h2>
              <ul className="queue-list">
                {mine.map((item) => (
                  <li key={item.id}>
                    <Link href={queueApplicationHref(item.id, edition)}>
                      <bdi>{item.gallery || t("common.unnamedGallery")}</bdi>
                    </Link>{" "}
                    <span className="hint">
                      <ReviewedAt iso={item.reviewed_at} />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="queue-others" className="queue-reviewed">
              <h2 id="queue-others">{t("applications.queueOthers")}</h2>
              <p className="hint">{t("applications.queueOthersHint")}</p>
              <ul className="queue-list">
                {others.map((item) => (
                  <li key={item.id}>
                    <Link href={`/applications/${encodeURIComponent(item.id)}`}>
                      {item.gallery || t("common.unnamedGallery")}
                    </Link>{" "}
                    <span className="hint">
                      <ReviewedAt iso={item.reviewed_at} />
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
