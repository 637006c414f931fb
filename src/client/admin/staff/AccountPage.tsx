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
import { t } from "../words.ts";
import { LanguagePanel } from "./LanguagePanel.tsx";
import { TwoStepPanel } from "./TwoStepPanel.tsx";
import "./staff.css";

export function AccountPage() {
  const heading = usePageHeading(t("editions.accountTitle"), "account");
  const { staff } = useStaff();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [said, setSaid] = useState("");
  const change = useChangePassword(() => {
    setCurrent("");
    setPassword("");
    setSaid(t("editions.passwordChanged"));
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    change.mutate({ current_password: current, password });
  };
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("editions.accountTitle")}
      </h1>
      <p>
        {staff.name} ({staff.email})
      </p>
      <form className="staff-panel" onSubmit={submit} noValidate aria-labelledby="password-title">
        <h2 id="password-title">{t("editions.passwordTitle")}</h2>
        <input type="email" name="username" value={staff.email} autoComplete="username" hidden readOnly />
        <TextField
          id="current-password"
          label={t("editions.currentPassword")}
          input={{ type: "password", autoComplete: "current-password" }}
          value={current}
          onChange={setCurrent}
        />
        <TextField
          id="new-password"
          label={t("editions.newPassword")}
          hint={t("editions.newPasswordHint")}
          input={{ type: "password", autoComplete: "new-password" }}
          value={password}
          onChange={setPassword}
        />
        <FormActions action={change} said={said} className="button">
          {t("editions.passwordChange")}
        </FormActions>
      </form>
      <TwoStepPanel />
      <LanguagePanel />
    </>
  );
}
