/** A labelled select bound to one path of the form, with an empty first option ("Choose…"). */
import { type ChangeEvent, memo, useCallback } from "react";
import { t } from "../../words.tsx";
import { errorIdOf, hintIdOf } from "../field-ids.ts";
import { useFieldErrors, useFormContext, useValue } from "../state/hooks.ts";
import { describedBy } from "./FieldError.tsx";
import { FieldFrame } from "./FieldFrame.tsx";

export interface SelectFieldProps {
  path: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}

export const SelectField = memo(function SelectField(props: SelectFieldProps) {
  const { path, label, required, hint, options } = props;
  const { form } = useFormContext();
  const value = useValue<string | undefined>(path) ?? "";
  const errors = useFieldErrors(path);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => form.set(path, event.currentTarget.value),
    [form, path],
  );
  return (
    <FieldFrame path={path} label={label} required={required} hint={hint} errors={errors}>
      <select
        id={path}
        name={path}
        value={value}
        onChange={onChange}
        autoComplete={props.autoComplete ?? "off"}
        aria-required={required || undefined}
        aria-invalid={errors ? true : undefined}
        aria-describedby={describedBy(hint && hintIdOf(path), errors && errorIdOf(path))}
        className={`input input--short${errors ? " input--error" : ""}`}
      >
        <option value="">{t("form.choose")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});
