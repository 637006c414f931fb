/**
 * /admin/editions/<slug>/letters (admins): the text of each decision's letters in the edition, with
 * its placeholders, per language (the default template, then each offered language's), and a preview
 * filled in with one of the edition's applications.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { LETTER_DECISIONS, type LetterDecision, PLACEHOLDERS } from "../../../shared/api/letters.ts";
import { type Language, languageName, languageTag } from "../../../shared/i18n/languages.ts";
import { withStatusQuery } from "../api/applications.ts";
import { letterPreviewQuery, letterTemplateQuery, useSaveTemplate } from "../api/letters.ts";
import { Radios } from "../Field.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t, words } from "../words.ts";
import { decisionLabel } from "./mail-types.ts";
import { nameIn } from "./template-language.ts";
import "./letters.css";

export function LetterTemplatesPage({ slug }: { slug: string }) {
  const heading = usePageHeading(t("decisions.templatesTitle", { edition: slug }), `letters-${slug}`);
  const [decision, setDecision] = useState<LetterDecision>("accepted");
  const [language, setLanguage] = useState<Language | null>(null);
  // The default template's answer lists the languages offered and which ones an admin wrote.
  const fallback = useQuery(letterTemplateQuery(slug, decision, null));
  return (
    <>
      <p>
        <Link href={`/editions/${encodeURIComponent(slug)}`} className="back-link">
          {t("decisions.templatesBack")}
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {t("decisions.templatesTitle", { edition: slug })}
      </h1>
      <p>
        {words.parts("decisions.templatesPlaceholders", {
          placeholders: PLACEHOLDERS.map((p) => `{{${p}}}`).join(", "),
          outbox: (chunks) => (
            <Link key="outbox" href={`/letters?edition=${encodeURIComponent(slug)}`}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <Radios
        legend={t("decisions.templatesDecision")}
        name="letter-decision"
        value={decision}
        options={LETTER_DECISIONS.map((d) => ({ value: d, label: decisionLabel(d) }))}
        onChange={setDecision}
      />
      <div className="field">
        <label htmlFor="template-language">{t("decisions.templatesLanguage")}</label>
        <select
          id="template-language"
          className="input"
          aria-describedby="template-language-hint"
          value={language ?? ""}
          onChange={(e) => setLanguage((e.target.value || null) as Language | null)}
        >
          {(fallback.data?.languages ?? [{ language: null, written: false }]).map(({ language: code }) =>
            code ? (
              <option key={code} value={code} lang={languageTag(code)}>
                {languageName(code)}
              </option>
            ) : (
              <option key="" value="">
                {t("decisions.templatesDefault")}
              </option>
            ),
          )}
        </select>
        <p className="hint" id="template-language-hint">
          {t("decisions.templatesLanguageHint")}
        </p>
      </div>
      <TemplateEditor
        key={`${decision}-${language}`}
        edition={slug}
        decision={decision}
        language={language}
        fallbackWritten={fallback.data ? !fallback.data.default : false}
      />
    </>
  );
}

function TemplateEditor({
  edition,
  decision,
  language,
  fallbackWritten,
}: {
  edition: string;
  decision: LetterDecision;
  language: Language | null;
  /** An admin wrote the edition's default template: a language without its own gets that one. */
  fallbackWritten: boolean;
}) {
  const template = useQuery(letterTemplateQuery(edition, decision, language));
  const lang = language ? languageTag(language) : undefined;
  const applications = useQuery(withStatusQuery(edition, decision));
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [said, setSaid] = useState("");
  const [previewId, setPreviewId] = useState("");
  useEffect(() => {
    if (template.data) {
      setSubject(template.data.subject);
      setBody(template.data.body);
    }
  }, [template.data]);
  const save = useSaveTemplate(edition, decision, language, () => setSaid(t("decisions.templateSaved")));
  const firstId = applications.data?.items[0]?.id ?? "";
  const chosen = previewId || firstId;
  // Asked again once the saved template changes.
  const preview = useQuery(
    letterPreviewQuery(edition, decision, language, chosen, `${template.data?.subject}\n${template.data?.body}`),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    save.mutate({ subject, body });
  };

  if (template.isError) return <p role="alert">{template.error.message}</p>;
  if (!template.data) return <p>{t("decisions.templateLoading")}</p>;
  return (
    <div className="letters-layout">
      <form onSubmit={submit} className="letters-template">
        <h2>
          {language
            ? t("decisions.templateHeadingLanguage", {
                decision: decisionLabel(decision),
                language: nameIn(words, language),
              })
            : t("decisions.templateHeadingDefault", { decision: decisionLabel(decision) })}
        </h2>
        {template.data.default && !language && <p className="hint">{t("decisions.templateIsDefault")}</p>}
        {template.data.default && language && (
          <p className="hint">
            {t("decisions.templateNoneInLanguage", {
              language: nameIn(words, language),
              fallback: fallbackWritten ? "edition" : "text",
            })}
          </p>
        )}
        <div className="field">
          <label htmlFor="template-subject">{t("decisions.templateSubject")}</label>
          <input
            id="template-subject"
            type="text"
            className="input"
            lang={lang}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="template-body">{t("decisions.templateText")}</label>
          <textarea
            id="template-body"
            className="input letters-textarea"
            lang={lang}
            rows={14}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        {save.isError && (
          <p className="error-message" role="alert">
            {save.error.message}
          </p>
        )}
        <PendingButton className="button button--secondary" pending={save.isPending}>
          {t("decisions.templateSave")}
        </PendingButton>
        <p role="status">{said}</p>
      </form>
      <section aria-labelledby="letter-preview" className="letters-preview">
        <h2 id="letter-preview">{t("decisions.previewTitle")}</h2>
        {applications.data && applications.data.items.length === 0 && <p>{t("decisions.previewNothing")}</p>}
        {applications.data && applications.data.items.length > 0 && (
          <div className="field">
            <label htmlFor="preview-application">{t("decisions.previewApplication")}</label>
            <select
              id="preview-application"
              className="input"
              value={chosen}
              onChange={(e) => setPreviewId(e.target.value)}
            >
              {applications.data.items.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.gallery}
                </option>
              ))}
            </select>
          </div>
        )}
        {preview.data && (
          <div className="letters-mail">
            <p>{t("decisions.previewTo", { to: preview.data.to })}</p>
            <p lang={lang}>
              <strong>{preview.data.subject}</strong>
            </p>
            <p className="letters-mail__body" lang={lang}>
              {preview.data.body}
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
