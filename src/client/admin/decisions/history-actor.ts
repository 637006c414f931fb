import type { HistoryItem } from "../../../shared/api/applications.ts";
import type { AdminKey, AdminWords } from "../../../shared/i18n/admin/catalog.ts";

/** Who made a status change, in words: the member's name, or where it came from when no member did. */

const VIA_LABELS: Record<string, AdminKey> = {
  cli: "decisions.byCommandLine",
  demo: "decisions.byDemo",
  applicant: "decisions.byApplicant",
  card: "decisions.byCard",
};

/** `words`: the member's (the page's); a test gives a language's own. */
export function historyActor(item: Pick<HistoryItem, "by" | "via">, words: Pick<AdminWords, "t">): string {
  if (item.by) return item.by.name || item.by.email;
  return words.t(VIA_LABELS[item.via ?? ""] ?? "decisions.byUnknown");
}
