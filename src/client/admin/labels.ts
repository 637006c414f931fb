/** The words the back office shows for stored values, in the member's language (the values stay as stored). */
import type { AdminKey, AdminWords } from "../../shared/i18n/admin/catalog.ts";
import { isStatus, type Status } from "../../shared/statuses.ts";
import { words } from "./words.ts";

const STATUS_KEYS: Record<Status, AdminKey> = {
  submitted: "common.statusSubmitted",
  shortlisted: "common.statusShortlisted",
  accepted: "common.statusAccepted",
  waitlisted: "common.statusWaitlisted",
  rejected: "common.statusRejected",
  withdrawn: "common.statusWithdrawn",
};

const CHOICE_KEYS: Record<string, AdminKey> = {
  galleries: "common.choiceGalleries",
  platform: "common.choicePlatform",
};

const BOOTH_KEYS: Record<string, AdminKey> = {
  small: "common.boothSmall",
  medium: "common.boothMedium",
  large: "common.boothLarge",
};

const capitalised = (value: string) => (value ? value[0]?.toUpperCase() + value.slice(1) : "");

/** `own` is the page's words unless a test gives a language of its own. */
export const statusLabel = (status: string, own: AdminWords = words) =>
  isStatus(status) ? own.t(STATUS_KEYS[status]) : capitalised(status);

export function choiceLabel(choice: string, own: AdminWords = words): string {
  const key = CHOICE_KEYS[choice];
  if (key) return own.t(key);
  return capitalised(choice) || own.t("common.choiceNotGiven");
}

/** A platform application has no booth: the list shows "platform" in its place. */
export function boothLabel(booth: string, own: AdminWords = words): string {
  const key = BOOTH_KEYS[booth];
  return own.t(key ?? "common.choicePlatform");
}

export function mentorshipLabel(mentorship: string, own: AdminWords = words): string {
  if (mentorship === "true") return own.t("common.mentorshipWanted");
  if (mentorship === "false") return own.t("common.mentorshipNone");
  return "";
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/**
 * "3 Mar 2027, 14:05" (German "3. März 2027, 14:05") in the member's own time zone; the ISO text
 * stays in `<time datetime>`. English is written the British way, day first, as it always was.
 */
export function formatDateTime(iso: string, own: AdminWords = words): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return own.language === "en" ? new Intl.DateTimeFormat("en-GB", DATE_TIME).format(date) : own.date(date, DATE_TIME);
}
