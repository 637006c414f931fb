/** Whether an artwork will hang at the fair or stands for similar work, as the juror reads it. */
import { t } from "../words.ts";

export const PRESENTED_LABELS = {
  present: t("application.presentedPresent"),
  similar: t("application.presentedSimilar"),
  "": "",
} as const;
