/** A fieldset of radios bound to one path; the first radio carries the path as its id. */
import { type ChangeEvent, memo, useCallback } from "react";
import { errorIdOf, hintIdOf } from "../field-ids.ts";
import { useFieldErrors, useFormContext, useValue } from "../state/hooks.ts";
import { describedBy, FieldError } from "./FieldError.tsx";
import { RequiredMark } from "./Label.tsx";

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  path: string;
  legend: string;
  options: readonly RadioOption[];
  required?: boolean;
  hint?: string;
  inline?: boolean;
}

export const radioIdOf = (path: string, index: number, value: string) => (index === 0 ? path : `${path}-${value}`);

export const RadioGroup = memo(function RadioGroup({ path, legend, options, required, hint, inline }: RadioGroupProps) {
  const { form } = useFormContext();
  const value = useValue<string | undefined>(path) ?? "";
  const errors = useFieldErrors(path);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => form.set(path, event.currentTarget.value),
    [form, path],
  );
  return (
    <fieldset
      className={`field radios${inline ? " radios--inline" : ""}${errors ? " field--error" : ""}`}
      aria-describedby={describedBy(hint && hintIdOf(path), errors && errorIdOf(path))}
    >
      <legend className="label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      {hint && (
        <p id={hintIdOf(path)} className="hint">
          {hint}
        </p>
      )}
      <FieldError fieldId={path} messages={errors} />
      <div className="radios__options">
        {options.map((option, i) => {
          const id = radioIdOf(path, i, option.value);
          return (
            <div className="radio" key={option.value}>
              <input
                type="radio"
                id={id}
                name={path}
                value={option.value}
                checked={value === option.value}
                onChange={onChange}
                aria-invalid={errors ? true : undefined}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
});
