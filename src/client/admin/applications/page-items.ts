/** The page links of a long list, as GOV.UK's pagination shows them: 1 … 4 5 6 … 20. */

export type PageItem = number | "gap";

export function pageItems(current: number, pages: number): PageItem[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    // A gap of one page shows that page rather than an ellipsis standing for it.
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}
