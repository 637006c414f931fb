/**
 * Previous and next application of "My queue" around the one shown. The queue holds only what is
 * still to review, so the application just reviewed has left it: its neighbours are then the
 * queue's items on either side of where it stood (the queue's order: newest first, then id).
 */

export interface QueuePlace {
  id: string;
  submitted_at: string;
}

export interface QueueNeighbours {
  previous: string | null;
  next: string | null;
  /** 1-based place in the queue, or 0 when the application is no longer in it. */
  position: number;
  total: number;
}

/** Whether `a` comes before `b` in the queue's order. */
const before = (a: QueuePlace, b: QueuePlace) =>
  a.submitted_at > b.submitted_at || (a.submitted_at === b.submitted_at && a.id > b.id);

export function queueNeighbours(items: readonly QueuePlace[], current: QueuePlace): QueueNeighbours {
  const at = items.findIndex((item) => item.id === current.id);
  if (at >= 0)
    return {
      previous: items[at - 1]?.id ?? null,
      next: items[at + 1]?.id ?? null,
      position: at + 1,
      total: items.length,
    };
  const following = items.findIndex((item) => before(current, item));
  const nextAt = following < 0 ? items.length : following;
  return {
    previous: items[nextAt - 1]?.id ?? null,
    next: items[nextAt]?.id ?? null,
    position: 0,
    total: items.length,
  };
}
