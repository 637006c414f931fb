/**
 * On her account page: the language the back office speaks to her (English or German), kept on her
 * account so every device follows it; or her browser's, as before she picked one.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { BACK_OFFICE_LANGUAGES, type BackOfficeLanguage } from "../../../shared/i18n/admin/catalog.ts";
import { meQuery, useKeepMyLanguage } from "../api/me.ts";
import { Radios } from "../Field.tsx";
import { FormActions } from "../FormActions.tsx";
import { LanguageName } from "../language-name.tsx";
import { t } from "../words.ts";

type Choice = BackOfficeLanguage | "browser";

export function LanguagePanel() {
  const me = useQuery(meQuery());
  const [choice, setChoice] = useState<Choice>("browser");
  const [said, setSaid] = useState("");
  const saved = me.data?.language ?? "browser";
  useEffect(() => setChoice(saved), [saved]);
  const keep = useKeepMyLanguage(() => {
    setSaid(t("account.languageSaved"));
    window.location.reload();
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    keep.mutate({ language: choice === "browser" ? null : choice });
  };
  return (
    <form className="staff-panel" onSubmit={submit} noValidate aria-labelledby="language-title">
      <h2 id="language-title">{t("account.languageTitle")}</h2>
      <Radios<Choice>
        legend={t("account.languageLegend")}
        name="language"
        value={choice}
        hint={{ id: "language-hint", text: t("account.languageHint") }}
        options={[
          ...BACK_OFFICE_LANGUAGES.map((code) => ({ value: code, label: <LanguageName code={code} /> })),
          { value: "browser" as const, label: t("account.languageBrowser") },
        ]}
        onChange={setChoice}
      />
      <FormActions action={keep} said={said} className="button">
        {t("account.languageSave")}
      </FormActions>
    </form>
  );
}
