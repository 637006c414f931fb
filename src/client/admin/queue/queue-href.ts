/** An application opened from "My queue" keeps `from=queue`, so previous and next follow the queue. */

export const FROM_QUEUE = "queue";

export const queueApplicationHref = (id: string, edition: string) =>
  `/applications/${encodeURIComponent(id)}?from=${FROM_QUEUE}${edition ? `&edition=${encodeURIComponent(edition)}` : ""}`;

export const queueHref = (edition: string) => `/queue${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`;

export const openedFromQueue = (search: string) => new URLSearchParams(search).get("from") === FROM_QUEUE;
