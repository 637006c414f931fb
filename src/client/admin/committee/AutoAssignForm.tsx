/**
 * Auto-assignment from the progress page: how many reviewers per application, for which sector
 * (one committee per sector), and whether to start over. The outcome is announced: how many
 * assignments were made and which applications are left short of reviewers.
 */
import { type FormEvent, useState } from "react";
import { useAutoAssign } from "../api/committee.ts";
import { FormActions } from "../FormActions.tsx";
import { plural } from "../labels.ts";

export function AutoAssignForm({ edition, assignedMode }: { edition: string; assignedMode: boolean }) {
  const [perApplication, setPerApplication] = useState("2");
  const [choice, setChoice] = useState("");
  const [replace, setReplace] = useState(false);
  const [problem, setProblem] = useState("");
  const [said, setSaid] = useState("");
  const assign = useAutoAssign(edition, (answer) => {
    const short =
      answer.short.length === 0
        ? "Every application has its reviewers."
        : `${plural(answer.short.length, "application has", "applications have")} fewer reviewers than asked: too few members may review them.`;
    setSaid(`${plural(answer.assigned, "new assignment")}. ${short}`);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const k = Number(perApplication);
    if (!Number.isInteger(k) || k < 1 || k > 20) {
      setProblem("Enter a whole number of reviewers from 1 to 20");
      document.getElementById("auto-per-application")?.focus();
      return;
    }
    setProblem("");
    assign.mutate({ per_application: k, ...(choice ? { choice } : {}), replace });
  };

  return (
    <section className="committee-panel" aria-labelledby="auto-assign">
      <h2 id="auto-assign">Assign reviewers automatically</h2>
      <p className="hint">
        Every open application gets this many reviewers among the active reviewers, the work shared evenly and never
        given to a member with a conflict of interest. Assignments already made are kept.
        {!assignedMode &&
          " This edition is reviewed by every member: assignments take effect once it is reviewed by assignment."}
      </p>
      <form onSubmit={submit} noValidate aria-labelledby="auto-assign">
        <div className={`field${problem ? " field--error" : ""}`}>
          <label htmlFor="auto-per-application">Reviewers per application</label>
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
          <label htmlFor="auto-choice">Applications</label>
          <select
            id="auto-choice"
            className="input committee-panel__select"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">All sectors</option>
            <option value="galleries">Galleries</option>
            <option value="platform">Platform</option>
          </select>
        </div>
        <div className="field checkbox">
          <input
            id="auto-replace"
            type="checkbox"
            checked={replace}
            onChange={(event) => setReplace(event.target.checked)}
          />
          <label htmlFor="auto-replace">Start over: drop the assignments not reviewed yet</label>
        </div>
        <FormActions action={assign} said={said} className="button button--secondary">
          Assign reviewers
        </FormActions>
      </form>
    </section>
  );
}
