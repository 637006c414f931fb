/** Words about the session, the connection and leaving the page (issue 13), in the page's language. */
import { t } from "../words.tsx";

export const sessionMessages = {
  endedTitle: t("form.sessionEndedTitle"),
  endedSaved: t("form.sessionEndedSaved"),
  endedNotSaved: t("form.sessionEndedNotSaved"),
  reload: t("form.reload"),
  connectionLost: t("form.connectionLost"),
  leavingWhileSending: t("form.leavingWhileSending"),
  keptHere: t("form.keptHere"),
  changedElsewhereTitle: t("form.changedElsewhereTitle"),
  changedElsewhere: (version: number) => t("form.changedElsewhere", { version }),
  openStatusPage: t("form.openStatusPage"),
  changedElsewhereShort: t("form.changedElsewhereShort"),
  whatToDo: t("form.whatToDo"),
} as const;
