/**
 * One labelled field of a back-office form: its label, its hint and the message about it (the
 * page's own check, or a server's refusal naming the field), tied to the input by id so that the
 * hint and the message are heard with it and a wrong field is marked invalid.
 */
import type { InputHTMLAttributes, ReactNode } from "react";

/** What ties an input to its field: its id, its hint and message, whether it is wrong. */
export interface FieldAria {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export interface FieldProps {
  id: string;
  label: string;
  /** Shown under the label as `<id>-hint`. */
  hint?: ReactNode;
  /** What is wrong with it, shown as `<id>-error`; nothing when it is right. */
  problem?: string;
  /** A hint of the form's outside the field (one said once for several fields) that describes it too. */
  describedBy?: string;
  /** The message is announced as it appears (focus stays where it was, e.g. after an upload). */
  announce?: boolean;
  className?: string;
  /** The input (input, select or textarea), given the attributes that tie it to its hint and message. */
  children: (aria: FieldAria) => ReactNode;
}

export function Field({ id, label, hint, problem, describedBy, announce, className, children }: FieldProps) {
  const described = [problem ? `${id}-error` : "", hint ? `${id}-hint` : "", describedBy ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`field${problem ? " field--error" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="error-message" id={`${id}-error`} role={announce ? "alert" : undefined}>
          {problem}
        </p>
      )}
      {children({ id, "aria-describedby": described || undefined, "aria-invalid": problem ? true : undefined })}
    </div>
  );
}

/** A field of one line of text: an amount (`inputMode="decimal"`), an invoice number, a name. */
export function TextField({
  value,
  onChange,
  input,
  ...field
}: Omit<FieldProps, "children"> & {
  value: string;
  onChange: (value: string) => void;
  input?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    "inputMode" | "maxLength" | "autoComplete" | "spellCheck" | "type" | "className" | "readOnly"
  >;
}) {
  return (
    <Field {...field}>
      {(aria) => (
        <input
          type="text"
          className="input"
          {...aria}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Focuses a field (a refusal is about it), so the keyboard is where the fix goes, the whole field in view. */
export function focusField(id: string): void {
  requestAnimationFrame(() => {
    const field = document.getElementById(id);
    field?.focus({ preventScroll: true });
    field?.closest(".field")?.scrollIntoView({ block: "nearest" });
  });
}

/** One choice of a few, each a radio with its words: a fieldset with its legend (and a hint). */
export function Radios<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  hint?: { id: string; text: ReactNode };
}) {
  return (
    <fieldset className="field radios" aria-describedby={hint?.id}>
      <legend className="label">{legend}</legend>
      {hint && (
        <p className="hint" id={hint.id}>
          {hint.text}
        </p>
      )}
      <div className="radios__options">
        {options.map((option) => (
          <label className="radio" key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
