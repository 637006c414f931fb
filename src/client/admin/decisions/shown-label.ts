/** What a gallery's status page reads, quoted in the member's language when a change would show there. */
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import type { ShownStatus } from "../../../shared/shown-status.ts";
import { t } from "../words.ts";

const SHOWN_KEYS: Record<ShownStatus, AdminKey> = {
  "being-reviewed": "decisions.shownBeingReviewed",
  accepted: "decisions.shownAccepted",
  waitlisted: "decisions.shownWaitlisted",
  rejected: "decisions.shownRejected",
  withdrawn: "decisions.shownWithdrawn",
};

export const shownLabel = (shown: ShownStatus): string => t(SHOWN_KEYS[shown]);
