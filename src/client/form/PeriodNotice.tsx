/**
 * Outside the application period the page says so before anyone fills it in: when applications
 * open, or that they closed; inside it, until when (in the edition's zone and, where the browser
 * knows it, the reader's own). The server puts the period in `<meta name="application-period">`
 * (issue 10) and refuses validate and submit outside it.
 */
import { deadlineIn, timeInZone } from "../../shared/i18n/zoned.ts";
import { t, translator } from "../words.tsx";
import "./period-notice.css";

interface Period {
  name: string;
  state: "open" | "upcoming" | "closed";
  opens_at: string | null;
  closes_at: string | null;
  time_zone: string;
}

function readPeriod(): Period | null {
  const raw = document.querySelector<HTMLMetaElement>('meta[name="application-period"]')?.content;
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Period;
  } catch {
    return null;
  }
}

/** "10 January 2027 at 09:00 (Europe/Berlin)", the server's wording, in the page's language. */
function when(iso: string, timeZone: string): string {
  try {
    return timeInZone(translator, iso, timeZone, { zone: true });
  } catch {
    return new Date(iso).toUTCString();
  }
}

/** The browser's zone, when it says one. */
function readerZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export function PeriodNotice() {
  const period = readPeriod();
  if (!period) return null;
  if (period.state === "open") {
    if (!period.closes_at) return null;
    return (
      <div className="period-notice period-notice--open" role="note">
        <p>
          {t("form.periodCloses", {
            edition: period.name,
            deadline: deadlineIn(translator, period.closes_at, period.time_zone, readerZone()),
          })}
        </p>
      </div>
    );
  }
  const text =
    period.state === "upcoming" && period.opens_at
      ? t("form.periodOpens", { edition: period.name, when: when(period.opens_at, period.time_zone) })
      : period.closes_at
        ? t("form.periodClosed", { edition: period.name, when: when(period.closes_at, period.time_zone) })
        : t("form.periodNotOpen", { edition: period.name });
  return (
    <div className="period-notice" role="note">
      <p>{text}</p>
    </div>
  );
}
