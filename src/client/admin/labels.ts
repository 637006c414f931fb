/** The words the back office shows for stored values. */
import { isStatus, STATUS_LABELS } from "../../shared/statuses.ts";

const CHOICE_LABELS: Record<string, string> = { galleries: "Galleries", platform: "Platform" };

const BOOTH_LABELS: Record<string, string> = { small: "Small", medium: "Medium", large: "Large" };

const capitalised = (value: string) => (value ? value[0]?.toUpperCase() + value.slice(1) : "");

export const statusLabel = (status: string) => (isStatus(status) ? STATUS_LABELS[status] : capitalised(status));
export const choiceLabel = (choice: string) => CHOICE_LABELS[choice] ?? (capitalised(choice) || "Not given");
/** A platform application has no booth: the list shows "platform" in its place. */
export const boothLabel = (booth: string) => BOOTH_LABELS[booth] ?? "Platform";
export const mentorshipLabel = (mentorship: string) =>
  mentorship === "true" ? "Wants mentorship" : mentorship === "false" ? "No mentorship" : "";

const dateTime = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "3 Mar 2027, 14:05" in the member's own time zone; the ISO text stays in `<time datetime>`. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
}
