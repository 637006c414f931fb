import type { HistoryItem } from "../../../shared/api/applications.ts";

/** Who made a status change, in words: the member's name, or where it came from when no member did. */

const VIA_LABELS: Record<string, string> = {
  cli: "Command line",
  demo: "Demo data",
  applicant: "The applicant",
  card: "Card payment",
};

export function historyActor(item: Pick<HistoryItem, "by" | "via">): string {
  if (item.by) return item.by.name || item.by.email;
  return VIA_LABELS[item.via ?? ""] ?? "Unknown";
}
