/**
 * Zoned times for the browser and the server: an instant written in an edition's zone for people,
 * with Intl, in words composed the same way everywhere. Reading a wall-clock time typed in a zone
 * is `wall-clock.ts`'s, on the Temporal API: apart, so the applicant's form, which only writes
 * times, never loads the polyfill, and the zones' list (`time-zones.ts`) stays with the back office.
 */

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const pad = (n: number) => String(n).padStart(2, "0");

/** The wall clock of an instant in a zone, as numbers (Intl; the same zone data Temporal reads). */
function wallClockParts(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

const instant = (at: number | string) => (typeof at === "number" ? at : Date.parse(at));

/**
 * "10 January 2027 at 09:00" in the zone (with `zone`, "… (Europe/Berlin)"); "1 Mar 2027, 09:00"
 * in the short form of the editions' table. The same words in the browser and on the server,
 * whatever each one's ICU would say.
 */
export function formatInZone(
  at: number | string,
  timeZone: string,
  options: { short?: boolean; zone?: boolean } = {},
): string {
  const t = wallClockParts(instant(at), timeZone);
  const month = MONTHS[t.month - 1] ?? "";
  const time = `${pad(t.hour)}:${pad(t.minute)}`;
  const text = options.short
    ? `${t.day} ${month.slice(0, 3)} ${t.year}, ${time}`
    : `${t.day} ${month} ${t.year} at ${time}`;
  return options.zone ? `${text} (${timeZone})` : text;
}

/** An instant as the `datetime-local` value of that moment in the zone ("2027-01-15T09:00"); "" without one. */
export function wallClockOf(at: number | string | null | undefined, timeZone: string): string {
  if (at === null || at === undefined || at === "") return "";
  const ms = instant(at);
  if (Number.isNaN(ms) || !isTimeZone(timeZone)) return "";
  const t = wallClockParts(ms, timeZone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
}

/**
 * A deadline as a gallery reads it: in the edition's zone, named, and where the reader's own zone
 * is known and tells another time, in that one too: "15 March 2027 at 18:00 (Europe/Berlin), that
 * is 15 March 2027 at 12:00 where you are (America/New_York)".
 */
export function deadlineInWords(at: number | string, timeZone: string, readerZone?: string): string {
  const inEdition = formatInZone(at, timeZone, { zone: true });
  if (!readerZone || readerZone === timeZone || !isTimeZone(readerZone)) return inEdition;
  const forReader = formatInZone(at, readerZone);
  if (forReader === formatInZone(at, timeZone)) return inEdition;
  return `${inEdition}, that is ${forReader} where you are (${readerZone})`;
}
