/** The words for a booth's stored size, in the member's language. */
import type { BoothSize } from "../../../shared/limits.ts";
import { t } from "../words.ts";

export const SIZE_LABELS: Record<BoothSize, string> = {
  small: t("floorPlan.sizeSmall"),
  medium: t("floorPlan.sizeMedium"),
  large: t("floorPlan.sizeLarge"),
};
