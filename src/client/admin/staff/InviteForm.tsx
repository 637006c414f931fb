/**
 * Inviting a member: her email address, name and role. She gets an email with a one-time link to
 * choose her password; until then the list shows her as invited.
 */
import { type FormEvent, useState } from "react";
import { isEmailAddress } from "../../../shared/api/patterns.ts";
import { useInvite } from "../api/staff.ts";
import { Radios, TextField } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";
import { t } from "../words.ts";

export function InviteForm() {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<"reviewer" | "admin">("reviewer");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [said, setSaid] = useState("");
  const invite = useInvite((member) => {
    setSaid(t("editions.inviteSent", { email: member.email }));
    setEmail("");
    setName("");
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const found: Record<string, string> = {};
    if (!isEmailAddress(email.trim())) found.email = t("editions.inviteEmailProblem");
    if (!name.trim()) found.name = t("editions.inviteNameProblem");
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`invite-${first}`)?.focus();
      return;
    }
    invite.mutate({ email: email.trim(), name: name.trim(), role });
  };

  return (
    <form className="staff-panel" onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">{t("editions.inviteTitle")}</h2>
      <p className="hint">{t("editions.inviteHint")}</p>
      <TextField
        id="invite-email"
        label={t("editions.inviteEmail")}
        problem={problems.email}
        input={{ type: "email", autoComplete: "off", spellCheck: false }}
        value={email}
        onChange={setEmail}
      />
      <TextField
        id="invite-name"
        label={t("editions.inviteName")}
        problem={problems.name}
        input={{ autoComplete: "off", maxLength: 200 }}
        value={name}
        onChange={setName}
      />
      <Radios
        legend={t("editions.inviteRole")}
        name="invite-role"
        value={role}
        options={[
          { value: "reviewer", label: t("editions.inviteReviewer") },
          { value: "admin", label: t("editions.inviteAdmin") },
        ]}
        onChange={setRole}
      />
      <FormActions action={invite} said={said} className="button">
        {t("editions.inviteSend")}
      </FormActions>
    </form>
  );
}
