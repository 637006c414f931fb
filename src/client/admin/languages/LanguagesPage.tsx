/**
 * /admin/languages (admins): which languages applicants are offered, each named in itself. The
 * form, the status pages and /ecosystem follow within seconds; an application keeps the language it
 * was sent in, whatever is offered later (its page then falls back to the reader's). English is
 * always offered: the spec's own wording, and every reader's last resort.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { DEFAULT_LANGUAGE, LANGUAGES, languageName, languageTag } from "../../../shared/i18n/languages.ts";
import { offeredLanguagesQuery, useSaveOfferedLanguages } from "../api/languages.ts";
import { FormActions } from "../FormActions.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
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

function LanguagesForm({ offered }: { offered: string[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(() => new Set(offered));
  const [said, setSaid] = useState("");
  const save = useSaveOfferedLanguages((saved) =>
    setSaid(`Saved. Applicants are offered ${saved.offered.map((code) => ENGLISH_NAMES[code] ?? code).join(", ")}.`),
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
        <legend>Languages offered to applicants</legend>
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
                  {code !== "en" && <span className="muted"> ({ENGLISH_NAMES[code]})</span>}
                </label>
              </li>
            );
          })}
        </ul>
        <p id={`${id}-always`} className="hint">
          English is always offered: it is the form's own wording, and what a reader gets when her language is not
          offered.
        </p>
      </fieldset>
      <FormActions action={save} said={said} className="button button--primary">
        Save languages
      </FormActions>
    </form>
  );
}

export function LanguagesPage() {
  const heading = usePageHeading("Languages", "languages");
  const offered = useQuery(offeredLanguagesQuery());
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Languages
      </h1>
      <p className="languages-intro">
        The application form, the status pages, the public gallery pages and the emails to galleries are written in
        these languages. A reader gets the one she chooses on the page, else her browser's, else English. An application
        keeps the language it was sent in.
      </p>
      {offered.isError ? (
        <div className="failure-panel" role="alert">
          <p>{offered.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => offered.refetch()}>
            Try again
          </button>
        </div>
      ) : !offered.data ? (
        <p>Loading the languages…</p>
      ) : (
        <LanguagesForm offered={offered.data.offered} />
      )}
    </>
  );
}
