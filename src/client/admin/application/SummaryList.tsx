/** Label and value pairs, as GOV.UK's summary list shows them; an empty value says so rather than leaving a gap. */
import type { ReactNode } from "react";
import { t } from "../words.ts";

export interface SummaryRow {
  label: string;
  value: ReactNode;
  /** Keep the applicant's line breaks (locations, fairs, addresses). */
  lines?: boolean;
}

const isEmpty = (value: ReactNode) => value === "" || value === null || value === undefined;

export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="summary-list">
      {rows.map((row) => (
        <div key={row.label} className="summary-list__row">
          <dt>{row.label}</dt>
          {/* dir="auto": the applicant's words in any script, each value keeping its own direction. */}
          <dd className={row.lines ? "lines" : undefined} dir={typeof row.value === "string" ? "auto" : undefined}>
            {isEmpty(row.value) ? <span className="muted">{t("application.notGiven")}</span> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Prose the applicant wrote, line breaks kept; "Not given" when empty. */
export function Prose({ text }: { text: string }) {
  return text.trim() ? (
    <p className="lines prose" dir="auto">
      {text}
    </p>
  ) : (
    <p className="muted">{t("application.notGiven")}</p>
  );
}
