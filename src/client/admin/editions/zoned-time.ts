/**
 * An edition's period is typed as wall-clock time in the edition's own time zone (the browser's
 * `datetime-local` field) and stored as ISO 8601 with the offset that zone had at that moment.
 */
import { currentZoneNames } from "../../../shared/time-zones.ts";

function wallClock(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
}

/** Minutes east of UTC that the zone had at that instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClock(instant, timeZone) - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** "2027-03-01T09:00" in Europe/Berlin → "2027-03-01T09:00:00+01:00"; "" for an empty or malformed value. */
export function zonedToIso(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match || !isTimeZone(timeZone)) return "";
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // Twice: the offset at the guess may differ from the offset at the answer around a clock change.
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  instant = asUtc - offsetMinutes(instant, timeZone) * 60_000;
  return `${local}:00${offsetText(offsetMinutes(instant, timeZone))}`;
}

/** An ISO time as the `datetime-local` value of that moment in the zone; "" when there is none. */
export function isoToZoned(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant) || !isTimeZone(timeZone)) return "";
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 16);
}

/** "1 Mar 2027, 09:00 (Europe/Berlin)" for the editions' table. */
export function formatZoned(iso: string | null | undefined, timeZone: string): string {
  const local = isoToZoned(iso, timeZone);
  if (!local) return "";
  const [date, time] = local.split("T");
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  return `${day.format(new Date(`${date}T00:00:00Z`))}, ${time}`;
}

/** Every zone by its current IANA name (Asia/Kolkata, Europe/Kyiv), UTC first. */
export function timeZones(): string[] {
  return currentZoneNames(Intl.supportedValuesOf("timeZone"));
}
