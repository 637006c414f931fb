/**
 * Admins choose who reviews this application: a checkbox per active member, saved together (PUT
 * …/assignees). The server refuses a member with a conflict of interest, and its message is shown.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSetAssignees } from "../api/committee.ts";
import { staffQuery } from "../api/staff.ts";
import { FormActions } from "../FormActions.tsx";
import { t } from "../words.ts";
import "./committee.css";
import type { Assignee } from "../../../shared/api/applications.ts";

export function AssigneesPanel({ applicationId, assignees }: { applicationId: string; assignees: Assignee[] }) {
  const staff = useQuery(staffQuery());
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(assignees.map((a) => a.id)));
  const [said, setSaid] = useState("");
  const save = useSetAssignees(applicationId, (saved) => {
    const names = saved.map((a) => a.name || a.email);
    setSaid(
      names.length === 0 ? t("decisions.assigneesNone") : t("decisions.assigneesSaved", { names: names.join(", ") }),
    );
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    save.mutate([...chosen]);
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Disabled accounts cannot be assigned; one assigned before it was disabled is still listed.
  const members = (staff.data?.items ?? []).filter((m) => !m.disabled || chosen.has(m.id));

  return (
    <section className="side-panel" aria-labelledby="assignees">
      <h2 id="assignees">{t("decisions.assigneesTitle")}</h2>
      {staff.isError ? (
        <p className="error-message" role="alert">
          {staff.error.message}
        </p>
      ) : !staff.data ? (
        <p>{t("decisions.assigneesLoading")}</p>
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="assignees">
          <fieldset className="assignees">
            <legend className="visually-hidden">{t("decisions.assigneesLegend")}</legend>
            {members.map((member) => (
              <div className="field checkbox" key={member.id}>
                <input
                  id={`assignee-${member.id}`}
                  type="checkbox"
                  checked={chosen.has(member.id)}
                  onChange={(event) => toggle(member.id, event.target.checked)}
                />
                <label htmlFor={`assignee-${member.id}`}>
                  {member.name || member.email}
                  {member.role === "admin" && <span className="muted"> {t("decisions.assigneesAdmin")}</span>}
                </label>
              </div>
            ))}
          </fieldset>
          <FormActions action={save} said={said} className="button button--secondary">
            {t("decisions.assigneesSave")}
          </FormActions>
        </form>
      )}
    </section>
  );
}
