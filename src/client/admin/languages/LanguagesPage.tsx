/**
 * /admin/languages (admins): which languages applicants are offered, each named in itself. The
 * form, the status pages and /ecosystem follow within seconds; an application keeps the language it
 * was sent in, whatever is offered later (its page then falls back to the reader's). English is
 * always offered: the spec's own wording, and every reader's last resort.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, languageName, languageTag } from "../../../shared/i18n/languages.ts";
import { offeredLanguagesQuery, useSaveOfferedLanguages } from "../api/languages.ts";
import { FormActions } from "../FormActions.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { t, words } from "../words.ts";
import "./languages.css";

/** English's name for each, beside the language's own: the admin may not read every script. */
const ENGLISH_NAMES: Record<string, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  ja: "Japanese",
  zh: "Simplified Chinese",
};

/** English keeps the fair's own names ("Simplified Chinese"); another language names each its way (Intl). */
function memberName(code: string): string {
  if (words.language === "en" || !isLanguage(code)) return ENGLISH_NAMES[code] ?? code;
  return new Intl.DisplayNames([words.tag], { type: "language" }).of(languageTag(code)) ?? code;
}

function LanguagesForm({ offered }: { offered: string[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(offered));
  const [said, setSaid] = useState("");
  const save = useSaveOfferedLanguages((saved) =>
    setSaid(t("editions.languagesSaved", { languages: saved.offered.map(memberName).join(", ") })),
  );
  const toggle = (code: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    save.mutate({ offered: LANGUAGES.filter((code) => chosen.has(code)) });
  };
  return (
    <form className="languages-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t("editions.languagesLegend")}</legend>
        <ul className="languages-form__list">
          {LANGUAGES.map((code) => {
            const always = code === DEFAULT_LANGUAGE;
            return (
              <li key={code} className="checkbox">
                <input
                  id={`${id}-${code}`}
                  type="checkbox"
                  checked={always || chosen.has(code)}
                  disabled={always}
                  aria-describedby={always ? `${id}-always` : undefined}
                  onChange={() => toggle(code)}
                />
                <label htmlFor={`${id}-${code}`}>
                  <span lang={languageTag(code)}>{languageName(code)}</span>
                  {code !== words.language && <span className="muted"> ({memberName(code)})</span>}
                </label>
              </li>
            );
          })}
        </ul>
        <p id={`${id}-always`} className="hint">
          {t("editions.languagesEnglishAlways")}
        </p>
      </fieldset>
      <FormActions action={save} said={said} className="button button--primary">
        {t("editions.languagesSave")}
      </FormActions>
    </form>
  );
}

export function LanguagesPage() {
  const heading = usePageHeading(t("editions.languagesTitle"), "languages");
  const offered = useQuery(offeredLanguagesQuery());
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("editions.languagesTitle")}
      </h1>
      <p className="languages-intro">{t("editions.languagesIntro")}</p>
      {offered.isError ? (
        <div className="failure-panel" role="alert">
          <p>{offered.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => offered.refetch()}>
            {t("editions.tryAgain")}
          </button>
        </div>
      ) : !offered.data ? (
        <p>{t("editions.languagesLoading")}</p>
      ) : (
        <LanguagesForm offered={offered.data.offered} />
      )}
    </>
  );
}
