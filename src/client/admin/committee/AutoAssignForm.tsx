/**
 * Auto-assignment from the progress page: how many reviewers per application, for which sector
 * (one committee per sector), and whether to start over. The outcome is announced: how many
 * assignments were made and which applications are left short of reviewers.
 */
import { type FormEvent, useState } from "react";
import { useAutoAssign } from "../api/committee.ts";
import { FormActions } from "../FormActions.tsx";
import { choiceLabel } from "../labels.ts";
import { t } from "../words.ts";

export function AutoAssignForm({ edition, assignedMode }: { edition: string; assignedMode: boolean }) {
  const [perApplication, setPerApplication] = useState("2");
  const [choice, setChoice] = useState("");
  const [replace, setReplace] = useState(false);
  const [problem, setProblem] = useState("");
  const [said, setSaid] = useState("");
  const assign = useAutoAssign(edition, (answer) => {
    const short =
      answer.short.length === 0
        ? t("decisions.autoAllCovered")
        : t("decisions.autoShort", { count: answer.short.length });
    setSaid(`${t("decisions.autoAssigned", { count: answer.assigned })} ${short}`);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const k = Number(perApplication);
    if (!Number.isInteger(k) || k < 1 || k > 20) {
      setProblem(t("decisions.autoPerApplicationProblem"));
      document.getElementById("auto-per-application")?.focus();
      return;
    }
    setProblem("");
    assign.mutate({ per_application: k, ...(choice ? { choice } : {}), replace });
  };

  return (
    <section className="committee-panel" aria-labelledby="auto-assign">
      <h2 id="auto-assign">{t("decisions.autoTitle")}</h2>
      <p className="hint">
        {t("decisions.autoHint")}
        {!assignedMode && ` ${t("decisions.autoHintAllMode")}`}
      </p>
      <form onSubmit={submit} noValidate aria-labelledby="auto-assign">
        <div className={`field${problem ? " field--error" : ""}`}>
          <label htmlFor="auto-per-application">{t("decisions.autoPerApplication")}</label>
          {problem && (
            <p className="error-message" id="auto-per-application-error">
              {problem}
            </p>
          )}
          <input
            id="auto-per-application"
            className="input committee-panel__number"
            type="text"
            inputMode="numeric"
            value={perApplication}
            aria-invalid={Boolean(problem) || undefined}
            aria-describedby={problem ? "auto-per-application-error" : undefined}
            onChange={(event) => setPerApplication(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="auto-choice">{t("decisions.autoApplications")}</label>
          <select
            id="auto-choice"
            className="input committee-panel__select"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{t("decisions.autoAllSectors")}</option>
            <option value="galleries">{choiceLabel("galleries")}</option>
            <option value="platform">{choiceLabel("platform")}</option>
          </select>
        </div>
        <div className="field checkbox">
          <input
            id="auto-replace"
            type="checkbox"
            checked={replace}
            onChange={(event) => setReplace(event.target.checked)}
          />
          <label htmlFor="auto-replace">{t("decisions.autoReplace")}</label>
        </div>
        <FormActions action={assign} said={said} className="button button--secondary">
          {t("decisions.autoSubmit")}
        </FormActions>
      </form>
    </section>
  );
}
