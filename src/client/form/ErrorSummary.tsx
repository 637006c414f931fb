/**
 * "There is a problem": every error with a link to its field, in the words shown beside it.
 * Takes focus when a submit is refused; the page title gets an "Error: " prefix meanwhile.
 */
import { type MouseEvent, useEffect, useRef } from "react";
import { t } from "../words.tsx";
import { focusInView } from "./bring-into-view.ts";
import { revealField } from "./reveal-field.ts";
import { type FormContextValue, useFormContext, useSubmission, useSummary } from "./state/hooks.ts";

export const PAGE_TITLE = t("form.pageTitle");

function focusField(event: MouseEvent<HTMLAnchorElement>, context: FormContextValue, fieldId: string) {
  const field = revealField(context, fieldId);
  if (!field) return;
  event.preventDefault();
  // The field's label, hint and error come into view too, not just the control at the screen's edge.
  focusInView(field);
}

export function ErrorSummary() {
  const context = useFormContext();
  const entries = useSummary();
  const focusRequest = useSubmission((s) => s.summaryFocus);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    document.title = entries.length > 0 ? t("form.errorTitle", { title: PAGE_TITLE }) : PAGE_TITLE;
  }, [entries.length]);

  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);

  if (entries.length === 0) return null;
  return (
    <section id="error-summary" className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{t("form.problemHeading")}</h2>
      <ul>
        {entries.map((entry, i) => (
          // The same message may stand at two fields; the position keeps keys unique.
          <li key={`${i}-${entry.fieldId}`}>
            <a href={`#${entry.fieldId}`} onClick={(event) => focusField(event, context, entry.fieldId)}>
              {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
