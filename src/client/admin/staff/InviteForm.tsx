/**
 * Inviting a member: her email address, name and role. She gets an email with a one-time link to
 * choose her password; until then the list shows her as invited.
 */
import { type FormEvent, useState } from "react";
import { isEmailAddress } from "../../../shared/api/patterns.ts";
import { useInvite } from "../api/staff.ts";
import { Radios, TextField } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";

export function InviteForm() {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<"reviewer" | "admin">("reviewer");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [said, setSaid] = useState("");
  const invite = useInvite((member) => {
    setSaid(`Invitation sent to ${member.email}. The link in it works once, within 72 hours.`);
    setEmail("");
    setName("");
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const found: Record<string, string> = {};
    if (!isEmailAddress(email.trim())) found.email = "Enter an email address, like name@example.com";
    if (!name.trim()) found.name = "Enter the member's name";
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
      <h2 id="invite-title">Invite a member</h2>
      <p className="hint">
        She gets an email with a link to choose her password; the link works once, within 72 hours.
      </p>
      <TextField
        id="invite-email"
        label="Email"
        problem={problems.email}
        input={{ type: "email", autoComplete: "off", spellCheck: false }}
        value={email}
        onChange={setEmail}
      />
      <TextField
        id="invite-name"
        label="Name"
        problem={problems.name}
        input={{ autoComplete: "off", maxLength: 200 }}
        value={name}
        onChange={setName}
      />
      <Radios
        legend="Role"
        name="invite-role"
        value={role}
        options={[
          { value: "reviewer", label: "Reviewer: reads and reviews applications" },
          { value: "admin", label: "Admin: also decides, runs editions, the committee and the team" },
        ]}
        onChange={setRole}
      />
      <FormActions action={invite} said={said} className="button">
        Send invitation
      </FormActions>
    </form>
  );
}
