/**
 * A wall-clock time typed in an edition's zone ("2027-03-28T02:30", the back office's
 * `datetime-local` field) as an instant, through the Temporal API (`temporal-polyfill`), which
 * knows the two days a year where a wall-clock time does not exist (the spring-forward gap) or
 * exists twice (the autumn overlap): the first is refused with a message naming the gap, the second
 * asks which. The server checks times sent with an offset the same way (`gapProblem`).
 */
import { Temporal } from "temporal-polyfill";
import { isTimeZone, MONTHS, pad } from "./zoned-time.ts";

/** One of the two instants an autumn wall-clock time names (`offset`: its UTC offset, "+02:00"). */
export interface OverlapChoice {
  iso: string;
  label: string;
  offset: string;
}

/**
 * A clock change's facts, for a message in another language than the English `message`: the time
 * typed ("02:30"), its day ("2027-03-28"), and the wall clock before and after the change.
 */
export interface ClockChange {
  time: string;
  date: string;
  before: string;
  after: string;
}

export type WallClockReading =
  | { iso: string }
  | { problem: "malformed"; message: string }
  | { problem: "gap"; message: string; change: ClockChange }
  | { problem: "overlap"; message: string; change: ClockChange; choices: [OverlapChoice, OverlapChoice] };

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const isoOf = (zoned: Temporal.ZonedDateTime) => zoned.toString({ timeZoneName: "never", smallestUnit: "second" });

const dayInWords = (date: Temporal.PlainDate) => `${date.day} ${MONTHS[date.month - 1]} ${date.year}`;
const timeInWords = (time: Temporal.PlainDateTime) => `${pad(time.hour)}:${pad(time.minute)}`;

/**
 * A `datetime-local` value ("2027-03-28T02:30") in the zone as an instant. A time the clocks skip
 * on a spring-forward day is refused, naming the gap; a time they pass twice in autumn names both.
 */
export function readWallClock(local: string, timeZone: string): WallClockReading {
  let wall: Temporal.PlainDateTime;
  try {
    if (!WALL_CLOCK.test(local) || !isTimeZone(timeZone)) throw new RangeError(local);
    wall = Temporal.PlainDateTime.from(local);
  } catch {
    return { problem: "malformed", message: "Enter a date and time" };
  }
  const earlier = wall.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  const later = wall.toZonedDateTime(timeZone, { disambiguation: "later" });
  if (earlier.epochMilliseconds === later.epochMilliseconds) return { iso: isoOf(earlier) };
  const at = timeInWords(wall);
  const day = dayInWords(wall.toPlainDate());
  // The clock change between the two readings: its wall clock before and after.
  const transition = later.getTimeZoneTransition("previous") as Temporal.ZonedDateTime;
  const after = transition.toPlainDateTime();
  const before = after.subtract({ nanoseconds: later.offsetNanoseconds - earlier.offsetNanoseconds });
  const change = {
    time: at,
    date: wall.toPlainDate().toString(),
    before: timeInWords(before),
    after: timeInWords(after),
  };
  if (later.offsetNanoseconds > earlier.offsetNanoseconds)
    return {
      problem: "gap",
      message: `There is no ${at} on ${day} in ${timeZone}: the clocks go forward from ${change.before} to ${change.after}. Enter a time before or after`,
      change,
    };
  return {
    problem: "overlap",
    message: `${at} comes twice on ${day} in ${timeZone}: the clocks go back from ${change.before} to ${change.after}. Choose which ${at}`,
    change,
    choices: [
      {
        iso: isoOf(earlier),
        label: `${at} at UTC${earlier.offset}, before the clocks go back`,
        offset: earlier.offset,
      },
      { iso: isoOf(later), label: `${at} at UTC${later.offset}, after the clocks go back`, offset: later.offset },
    ],
  };
}

/**
 * For a time sent with an offset (the API): the problem when its wall clock is one the zone skips
 * and its offset is one the zone has around that gap, which is how a time typed in the gap comes
 * out of a naive conversion (02:30 with +01:00 or +02:00 in Berlin). Any other offset (UTC from a
 * machine, say) names an instant plainly, and is taken as it is.
 */
export function gapProblem(iso: string, timeZone: string): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?([+-]\d{2}:\d{2})$/.exec(iso);
  if (!match || !isTimeZone(timeZone)) return undefined;
  const reading = readWallClock(match[1] as string, timeZone);
  if (!("problem" in reading) || reading.problem !== "gap") return undefined;
  const wall = Temporal.PlainDateTime.from(match[1] as string);
  const offsets = (["earlier", "later"] as const).map(
    (d) => wall.toZonedDateTime(timeZone, { disambiguation: d }).offset,
  );
  return offsets.includes(match[2] as string) ? reading.message : undefined;
}
