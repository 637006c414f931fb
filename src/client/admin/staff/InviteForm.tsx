/**
 * Inviting a member: her email address, name and role. She gets an email with a one-time link to
 * choose her password; until then the list shows her as invited.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSend } from "../api/send-json.ts";
import type { StaffAccount } from "../api/types.ts";
import { FormActions } from "../FormActions.tsx";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function InviteForm() {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<"reviewer" | "admin">("reviewer");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [said, setSaid] = useState("");
  const send = useSend();
  const queryClient = useQueryClient();

  const invite = useMutation({
    mutationFn: () => send<StaffAccount>("POST", "/admin/api/staff", { email: email.trim(), name: name.trim(), role }),
    onSuccess: async (member) => {
      setSaid(`Invitation sent to ${member.email}. The link in it works once, within 72 hours.`);
      setEmail("");
      setName("");
      await queryClient.invalidateQueries({ queryKey: ["staff"] });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = "Enter an email address, like name@example.com";
    if (!name.trim()) found.name = "Enter the member's name";
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`invite-${first}`)?.focus();
      return;
    }
    invite.mutate();
  };

  const error = (key: string) =>
    problems[key] ? (
      <p className="error-message" id={`invite-${key}-error`}>
        {problems[key]}
      </p>
    ) : null;

  return (
    <form className="staff-panel" onSubmit={submit} noValidate aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a member</h2>
      <p className="hint">
        She gets an email with a link to choose her password; the link works once, within 72 hours.
      </p>
      <div className={`field${problems.email ? " field--error" : ""}`}>
        <label htmlFor="invite-email">Email</label>
        {error("email")}
        <input
          id="invite-email"
          type="email"
          className="input"
          autoComplete="off"
          spellCheck={false}
          value={email}
          aria-describedby={problems.email ? "invite-email-error" : undefined}
          aria-invalid={Boolean(problems.email) || undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className={`field${problems.name ? " field--error" : ""}`}>
        <label htmlFor="invite-name">Name</label>
        {error("name")}
        <input
          id="invite-name"
          type="text"
          className="input"
          autoComplete="off"
          maxLength={200}
          value={name}
          aria-describedby={problems.name ? "invite-name-error" : undefined}
          aria-invalid={Boolean(problems.name) || undefined}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="field radios">
        <legend className="label">Role</legend>
        <div className="radios__options">
          <label className="radio">
            <input
              type="radio"
              name="invite-role"
              value="reviewer"
              checked={role === "reviewer"}
              onChange={() => setRole("reviewer")}
            />
            Reviewer: reads and reviews applications
          </label>
          <label className="radio">
            <input
              type="radio"
              name="invite-role"
              value="admin"
              checked={role === "admin"}
              onChange={() => setRole("admin")}
            />
            Admin: also decides, runs editions, the committee and the team
          </label>
        </div>
      </fieldset>
      <FormActions action={invite} said={said} className="button">
        Send invitation
      </FormActions>
    </form>
  );
}
