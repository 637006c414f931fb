/**
 * Previous and next application within the list the member came from (same filter and sort), or
 * within "My queue" when opened from it (`from=queue`), by link or with `j` and `k`; and the way
 * back to that list at the page holding this application, or to the queue.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { applicationQuery, neighboursQuery } from "../api/applications.ts";
import { queueQuery } from "../api/reviews.ts";
import { type ListState, listSearch, PAGE_SIZE } from "../applications/list-state.ts";
import { markedWords } from "../marked-words.tsx";
import { openedFromQueue, queueApplicationHref, queueHref } from "../queue/queue-href.ts";
import { type QueueNeighbours, queueNeighbours } from "../queue/queue-neighbours.ts";
import { t } from "../words.ts";
import { neighbourKey } from "./neighbour-keys.ts";

export const applicationHref = (id: string, state: ListState) =>
  `/applications/${encodeURIComponent(id)}${listSearch({ ...state, page: 1 })}`;

export function BackToList({ id, state }: { id: string; state: ListState }) {
  const fromQueue = openedFromQueue(useSearch());
  const neighbours = useQuery({ ...neighboursQuery(id, state), enabled: !fromQueue });
  if (fromQueue)
    return (
      <Link href={queueHref(state.edition)} className="back-link">
        {t("application.backToQueue")}
      </Link>
    );
  const position = neighbours.data?.position ?? 0;
  const page = position > 0 ? Math.ceil(position / PAGE_SIZE) : 1;
  return (
    <Link href={`/applications${listSearch({ ...state, page })}`} className="back-link">
      {t("application.backToApplications")}
    </Link>
  );
}

export function NeighbourNav({ id, state }: { id: string; state: ListState }) {
  return openedFromQueue(useSearch()) ? (
    <QueueNav id={id} edition={state.edition} />
  ) : (
    <ListNav id={id} state={state} />
  );
}

function ListNav({ id, state }: { id: string; state: ListState }) {
  const neighbours = useQuery(neighboursQuery(id, state));
  if (!neighbours.data) return null;
  return (
    <Steps
      label={t("application.inThisList")}
      neighbours={neighbours.data}
      href={(target) => applicationHref(target, state)}
    />
  );
}

function QueueNav({ id, edition: asked }: { id: string; edition: string }) {
  const application = useQuery(applicationQuery(id));
  const edition = asked || application.data?.edition || "";
  const queue = useQuery({ ...queueQuery(edition), enabled: Boolean(edition) });
  if (!application.data || !queue.data) return null;
  const neighbours = queueNeighbours(queue.data.items, application.data);
  return (
    <Steps
      label={t("application.inMyQueue")}
      neighbours={neighbours}
      href={(target) => queueApplicationHref(target, edition)}
    >
      {neighbours.position === 0 && (
        <span className="neighbours__position">
          {t("application.leftToReview", { count: String(queue.data.total) })}
        </span>
      )}
    </Steps>
  );
}

function Steps({
  label,
  neighbours,
  href,
  children,
}: {
  label: string;
  neighbours: QueueNeighbours;
  href: (id: string) => string;
  children?: React.ReactNode;
}) {
  const { previous, next, position, total } = neighbours;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

  // Reading through the list goes forward: the next application is fetched before it is asked for.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(applicationQuery(next));
  }, [next, queryClient]);

  useEffect(() => {
    const onKeydown = (event: KeyboardEvent) => {
      const direction = neighbourKey(event);
      const target = direction === "next" ? next : direction === "previous" ? previous : null;
      if (!target) return;
      event.preventDefault();
      navigate(href(target));
    };
    document.addEventListener("keydown", onKeydown);
    return () => document.removeEventListener("keydown", onKeydown);
  }, [previous, next, href, navigate]);

  return (
    <nav className="neighbours" aria-label={label}>
      {previous ? (
        <Link href={href(previous)} rel="prev" className="neighbours__step">
          {t("application.previousApplication")}
        </Link>
      ) : (
        <span className="neighbours__step neighbours__step--none">{t("application.noPreviousApplication")}</span>
      )}
      {position > 0 && (
        <span className="neighbours__position">
          {t("application.positionOf", { position: String(position), total: String(total) })}
        </span>
      )}
      {children}
      {next ? (
        <Link href={href(next)} rel="next" className="neighbours__step">
          {t("application.nextApplication")}
        </Link>
      ) : (
        <span className="neighbours__step neighbours__step--none">{t("application.noNextApplication")}</span>
      )}
      <span className="neighbours__keys hint">
        {markedWords("application.neighbourKeys", { kbd: (chunks) => <kbd>{chunks}</kbd> })}
      </span>
    </nav>
  );
}
