import { errorIdOf } from "./field-ids.ts";
import { FieldError } from "./fields/FieldError.tsx";
import { useFieldErrors, useValue } from "./state/hooks.ts";

/** The edition the page applies for; the server's word on it (closed edition) shows here. */
export function EditionNote() {
  const edition = useValue<string>("edition");
  const errors = useFieldErrors("edition");
  return (
    <div className={`field edition${errors ? " field--error" : ""}`}>
      <FieldError fieldId="edition" messages={errors} />
      <p id="edition" tabIndex={-1} aria-describedby={errors ? errorIdOf("edition") : undefined}>
        You are applying for the edition <strong>{edition || "(none open)"}</strong>.
      </p>
    </div>
  );
}
