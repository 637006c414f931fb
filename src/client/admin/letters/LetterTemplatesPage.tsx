/**
 * /admin/editions/<slug>/letters (admins): the text of each decision's letters in the edition, with
 * its placeholders, and a preview filled in with one of the edition's applications.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "wouter";
import { withStatusQuery } from "../api/applications.ts";
import { letterPreviewQuery, letterTemplateQuery, useSaveTemplate } from "../api/letters.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { PendingButton } from "../PendingButton.tsx";
import "./letters.css";
import { DECISION_LABELS, LETTER_DECISIONS, type LetterDecision, PLACEHOLDERS } from "../../../shared/api/letters.ts";

export function LetterTemplatesPage({ slug }: { slug: string }) {
  const heading = usePageHeading(`Letters of ${slug}`, `letters-${slug}`);
  const [decision, setDecision] = useState<LetterDecision>("accepted");
  return (
    <>
      <p>
        <Link href={`/editions/${encodeURIComponent(slug)}`} className="back-link">
          Back to the edition
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Letters of {slug}
      </h1>
      <p>
        Placeholders: {PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}. The status link is made for each gallery when
        its letter is sent. Prepare and send the letters in the{" "}
        <Link href={`/letters?edition=${encodeURIComponent(slug)}`}>outbox</Link>.
      </p>
      <fieldset className="field radios">
        <legend className="label">Decision</legend>
        <div className="radios__options">
          {LETTER_DECISIONS.map((d) => (
            <label className="radio" key={d}>
              <input
                type="radio"
                name="letter-decision"
                value={d}
                checked={decision === d}
                onChange={() => setDecision(d)}
              />
              {DECISION_LABELS[d]}
            </label>
          ))}
        </div>
      </fieldset>
      <TemplateEditor key={decision} edition={slug} decision={decision} />
    </>
  );
}

function TemplateEditor({ edition, decision }: { edition: string; decision: LetterDecision }) {
  const template = useQuery(letterTemplateQuery(edition, decision));
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
  const save = useSaveTemplate(edition, decision, () => setSaid("The template is saved."));
  const firstId = applications.data?.items[0]?.id ?? "";
  const chosen = previewId || firstId;
  // Asked again once the saved template changes.
  const preview = useQuery(
    letterPreviewQuery(edition, decision, chosen, `${template.data?.subject}\n${template.data?.body}`),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    save.mutate({ subject, body });
  };

  if (template.isError) return <p role="alert">{template.error.message}</p>;
  if (!template.data) return <p>Loading the template…</p>;
  return (
    <div className="letters-layout">
      <form onSubmit={submit} className="letters-template">
        <h2>{DECISION_LABELS[decision]}</h2>
        {template.data.default && <p className="hint">This is the default text; saving makes it the edition's own.</p>}
        <div className="field">
          <label htmlFor="template-subject">Subject</label>
          <input
            id="template-subject"
            type="text"
            className="input"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="template-body">Text</label>
          <textarea
            id="template-body"
            className="input letters-textarea"
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
          Save the template
        </PendingButton>
        <p role="status">{said}</p>
      </form>
      <section aria-labelledby="letter-preview" className="letters-preview">
        <h2 id="letter-preview">Preview (as saved)</h2>
        {applications.data && applications.data.items.length === 0 && (
          <p>No application of this edition has this decision yet: there is nothing to preview with.</p>
        )}
        {applications.data && applications.data.items.length > 0 && (
          <div className="field">
            <label htmlFor="preview-application">With the application of</label>
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
            <p>To: {preview.data.to}</p>
            <p>
              <strong>{preview.data.subject}</strong>
            </p>
            <p className="letters-mail__body">{preview.data.body}</p>
          </div>
        )}
      </section>
    </div>
  );
}
