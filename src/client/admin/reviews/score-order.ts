/** A review's scores in the edition's order of its criteria (as the criteria editor sets it), not the order they were stored in. */
export function inCriteriaOrder(
  scores: Record<string, number>,
  criteria: readonly { id: string }[],
): [string, number][] {
  const known = criteria.filter((c) => c.id in scores).map((c): [string, number] => [c.id, scores[c.id] as number]);
  const placed = new Set(known.map(([id]) => id));
  return [...known, ...Object.entries(scores).filter(([id]) => !placed.has(id))];
}
