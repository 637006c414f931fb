import { t } from "../words.ts";

/**
 * "Columns": a disclosure with a checkbox per column the reader may hide. A native details/summary,
 * so it opens with Enter or Space and every checkbox is reached with Tab.
 */
export interface ColumnChoice {
  id: string;
  label: string;
  shown: boolean;
  /** Hidden until chosen (column-choice.ts): not counted as hidden by the reader. */
  optional?: boolean;
}

export function ColumnChooser({
  choices,
  onChoose,
}: {
  choices: ColumnChoice[];
  onChoose(id: string, shown: boolean): void;
}) {
  const hidden = choices.filter((choice) => !choice.shown && !choice.optional).length;
  return (
    <details className="column-chooser">
      <summary className="column-chooser__summary">
        {t("applications.columns")}
        {hidden > 0 && (
          <span className="column-chooser__count">{t("applications.columnsHidden", { count: hidden })}</span>
        )}
      </summary>
      <fieldset className="column-chooser__fields">
        <legend className="visually-hidden">{t("applications.columnsShown")}</legend>
        {choices.map((choice) => (
          <div key={choice.id} className="column-chooser__choice">
            <input
              type="checkbox"
              id={`column-${choice.id}`}
              checked={choice.shown}
              onChange={(event) => onChoose(choice.id, event.target.checked)}
            />
            <label htmlFor={`column-${choice.id}`}>{choice.label}</label>
          </div>
        ))}
      </fieldset>
    </details>
  );
}
