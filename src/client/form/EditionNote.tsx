import { rich, t } from "../words.tsx";
import { errorIdOf } from "./field-ids.ts";
import { FieldError } from "./fields/FieldError.tsx";
import { useFieldErrors, useValue } from "./state/hooks.ts";

/** The page's edition by name, as the server put it in a meta tag; a draft of another edition shows its slug. */
function editionName(slug: string): string {
  const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";
  return slug === meta("edition") ? meta("edition-name") || slug : slug;
}

/** The edition the page applies for; the server's word on it (closed edition) shows here. */
export function EditionNote() {
  const edition = useValue<string>("edition");
  const errors = useFieldErrors("edition");
  return (
    <div className={`field edition${errors ? " field--error" : ""}`}>
      <FieldError fieldId="edition" messages={errors} />
      <p id="edition" tabIndex={-1} aria-describedby={errors ? errorIdOf("edition") : undefined}>
        {rich("form.applyingFor", {
          edition: edition ? editionName(edition) : t("form.noEditionOpen"),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
    </div>
  );
}
