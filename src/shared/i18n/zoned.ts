/**
 * Times as a gallery reads them, in its language: in the edition's zone, the zone named. English
 * keeps the fair's own wording (zoned-time.ts: "10 January 2027 at 09:00 (Europe/Berlin)"); the other
 * languages write the date and time as Intl writes them there ("10. Januar 2027 um 09:00").
 */
import { deadlineInWords, formatInZone, isTimeZone } from "../zoned-time.ts";
import type { Translator } from "./format.ts";

const instant = (at: number | string) => (typeof at === "number" ? at : Date.parse(at));

export function timeInZone(
  translator: Translator,
  at: number | string,
  timeZone: string,
  options: { zone?: boolean } = {},
): string {
  if (translator.language === "en") return formatInZone(at, timeZone, options);
  const time = translator.date(instant(at), { dateStyle: "long", timeStyle: "short", timeZone });
  return options.zone ? translator.t("form.timeInZone", { time, zone: timeZone }) : time;
}

/** A deadline in the edition's zone and, where the reader's zone tells another time, in that one too. */
export function deadlineIn(translator: Translator, at: number | string, timeZone: string, readerZone?: string): string {
  if (translator.language === "en") return deadlineInWords(at, timeZone, readerZone);
  const inEdition = timeInZone(translator, at, timeZone, { zone: true });
  if (!readerZone || readerZone === timeZone || !isTimeZone(readerZone)) return inEdition;
  const forReader = timeInZone(translator, at, readerZone);
  if (forReader === timeInZone(translator, at, timeZone)) return inEdition;
  return translator.t("form.deadlineWhereYouAre", { inEdition, forReader, zone: readerZone });
}
