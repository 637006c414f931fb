/** The new status and an optional note: the decision on one application and the list's bulk change share them. */
import { ALLOWED_TRANSITIONS, isStatus, STATUSES } from "../../../shared/statuses.ts";
import { statusLabel } from "../labels.ts";
import { t } from "../words.ts";

export interface StatusFieldsProps {
  idPrefix: string;
  status: string;
  note: string;
  /** The application's status now: only the statuses it may become are offered. */
  current?: string;
  onStatus(status: string): void;
  onNote(note: string): void;
}

export function StatusFields({ idPrefix, status, note, current, onStatus, onNote }: StatusFieldsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-status`}>{t("decisions.newStatus")}</label>
        <select
          id={`${idPrefix}-status`}
          className="input"
          value={status}
          onChange={(event) => onStatus(event.target.value)}
        >
          <option value="">{t("decisions.chooseAStatus")}</option>
          {(current && isStatus(current) ? ALLOWED_TRANSITIONS[current] : STATUSES).map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-note`}>
          {t("decisions.note")} <span className="required">{t("decisions.optional")}</span>
        </label>
        <textarea
          id={`${idPrefix}-note`}
          className="input"
          rows={2}
          maxLength={2000}
          value={note}
          onChange={(event) => onNote(event.target.value)}
        />
      </div>
    </>
  );
}
