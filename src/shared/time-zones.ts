/**
 * Zoned times for the browser and the server: time zones by name, and an instant written in a
 * zone for people (Intl). Reading a wall-clock time typed in a zone is `wall-clock.ts`'s, on the
 * Temporal API: apart, so the applicant's form, which only writes times, never loads the polyfill.
 */

/**
 * Current IANA names for the zones that ICU (Node's and the browsers' Intl) still lists under their
 * old names: a director looks for Asia/Kolkata and Europe/Kyiv, not Asia/Calcutta and Europe/Kiev.
 * Both spellings name the same zone everywhere, so a stored old name keeps working.
 */
const RENAMED: Record<string, string> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Macao": "Asia/Macau",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ujung_Pandang": "Asia/Makassar",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

export function currentZoneName(zone: string): string {
  return RENAMED[zone] ?? zone;
}

/** Every zone Intl knows, by its current name, sorted, with UTC. */
export function currentZoneNames(zones: readonly string[]): string[] {
  const names = new Set(zones.map(currentZoneName));
  names.add("UTC");
  return [...names].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every zone by its current IANA name (Asia/Kolkata, Europe/Kyiv), UTC first. */
export function timeZones(): string[] {
  return currentZoneNames(Intl.supportedValuesOf("timeZone"));
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
