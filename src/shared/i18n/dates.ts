/**
 * Dates as a gallery reads them, in her language: English keeps the fair's own words
 * ("10 January 2027 at 09:00 (Europe/Berlin)", shared/zoned-time.ts); the others are written by Intl
 * the language's way ("10. Januar 2027 um 09:00", "2027年1月10日 9:00"), in the edition's zone, named.
 */
import { formatInZone, MONTHS } from "../zoned-time.ts";
import type { Translator } from "./format.ts";

export function timeInZone(t: Translator, at: number | string, timeZone: string): string {
  if (t.language === "en") return formatInZone(at, timeZone, { zone: true });
  const instant = typeof at === "number" ? at : Date.parse(at);
  const time = t.date(instant, { dateStyle: "long", timeStyle: "short", timeZone });
  return t.t("pages.timeInZone", { time, zone: timeZone });
}

/** A calendar day ("2027-02-14"): "14 February 2027", "14. Februar 2027", "2027年2月14日". */
export function longDay(t: Translator, day: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  if (t.language === "en") return `${d} ${MONTHS[m - 1]} ${y}`;
  return t.date(Date.UTC(y, m - 1, d), { dateStyle: "long", timeZone: "UTC" });
}
