/**
 * /admin/account: the signed-in member's own password and two-step sign-in. The current password
 * is asked first; her other sessions end once it is changed, this one stays.
 */
import { type FormEvent, useState } from "react";
import { useChangePassword } from "../api/staff.ts";
import { TextField } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { LanguagePanel } from "./LanguagePanel.tsx";
import { TwoStepPanel } from "./TwoStepPanel.tsx";
import "./staff.css";

export function AccountPage() {
  const heading = usePageHeading("Your account", "account");
  const { staff } = useStaff();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [said, setSaid] = useState("");
  const change = useChangePassword(() => {
    setCurrent("");
    setPassword("");
    setSaid("Your password is changed. Your sessions on other devices have ended.");
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    change.mutate({ current_password: current, password });
  };
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Your account
      </h1>
      <p>
        {staff.name} ({staff.email})
      </p>
      <form className="staff-panel" onSubmit={submit} noValidate aria-labelledby="password-title">
        <h2 id="password-title">Change your password</h2>
        <input type="email" name="username" value={staff.email} autoComplete="username" hidden readOnly />
        <TextField
          id="current-password"
          label="Current password"
          input={{ type: "password", autoComplete: "current-password" }}
          value={current}
          onChange={setCurrent}
        />
        <TextField
          id="new-password"
          label="New password"
          hint="At least 12 characters; not a common password, not your email address."
          input={{ type: "password", autoComplete: "new-password" }}
          value={password}
          onChange={setPassword}
        />
        <FormActions action={change} said={said} className="button">
          Change password
        </FormActions>
      </form>
      <TwoStepPanel />
      <LanguagePanel />
    </>
  );
}
