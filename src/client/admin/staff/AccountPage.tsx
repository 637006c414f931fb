/**
 * /admin/account: the signed-in member's own password and two-step sign-in. The current password
 * is asked first; her other sessions end once it is changed, this one stays.
 */
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useSend } from "../api/send-json.ts";
import { FormActions } from "../FormActions.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { TwoStepPanel } from "./TwoStepPanel.tsx";
import "./staff.css";

export function AccountPage() {
  const heading = usePageHeading("Your account", "account");
  const { staff } = useStaff();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [said, setSaid] = useState("");
  const send = useSend();
  const change = useMutation({
    mutationFn: () => send("POST", "/admin/api/me/password", { current_password: current, password }),
    onSuccess: () => {
      setCurrent("");
      setPassword("");
      setSaid("Your password is changed. Your sessions on other devices have ended.");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    change.mutate();
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
        <div className="field">
          <label htmlFor="current-password">Current password</label>
          <input
            id="current-password"
            type="password"
            className="input"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="new-password">New password</label>
          <p className="hint" id="new-password-hint">
            At least 12 characters; not a common password, not your email address.
          </p>
          <input
            id="new-password"
            type="password"
            className="input"
            autoComplete="new-password"
            aria-describedby="new-password-hint"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <FormActions action={change} said={said} className="button">
          Change password
        </FormActions>
      </form>
      <TwoStepPanel />
    </>
  );
}
