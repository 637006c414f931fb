/**
 * One field of a money form: its label, hint and the server's message about it (a 422 names the
 * field), tied to the input by id so that the message is heard with it.
 */
import type { InputHTMLAttributes, ReactNode } from "react";

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  problem?: string;
  className?: string;
  /** The input, given the attributes that tie it to its hint and message. */
  children: (aria: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}

export function MoneyField({ id, label, hint, problem, className, children }: FieldProps) {
  const described = [problem ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${problem ? " field--error" : ""}${className ? ` ${className}` : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="error-message" id={`${id}-error`}>
          {problem}
        </p>
      )}
      {children({ id, "aria-describedby": described || undefined, "aria-invalid": problem ? true : undefined })}
    </div>
  );
}

/** A field of one line of text: an amount (`inputMode="decimal"`), an invoice number, a note. */
export function MoneyTextField({
  value,
  onChange,
  input,
  ...field
}: Omit<FieldProps, "children"> & {
  value: string;
  onChange: (value: string) => void;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "maxLength" | "autoComplete" | "spellCheck">;
}) {
  return (
    <MoneyField {...field}>
      {(aria) => (
        <input
          {...aria}
          {...input}
          type="text"
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </MoneyField>
  );
}

/** Focuses the field a refusal is about, so the keyboard is where the fix goes. */
export function focusField(id: string): void {
  requestAnimationFrame(() => {
    const field = document.getElementById(id);
    field?.focus({ preventScroll: true });
    field?.closest(".field")?.scrollIntoView({ block: "nearest" });
  });
}
