/** A labelled text input or textarea bound to one path of the form. */
import { type ChangeEvent, type HTMLInputAutoCompleteAttribute, memo, useCallback } from "react";
import { clientMessages } from "../client-messages.ts";
import { errorIdOf, hintIdOf } from "../field-ids.ts";
import { useFieldErrors, useFormContext, useValue } from "../state/hooks.ts";
import { describedBy } from "./FieldError.tsx";
import { FieldFrame } from "./FieldFrame.tsx";

export interface TextFieldProps {
  path: string;
  label: string;
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  /** Shows a live count of the trimmed text toward this minimum. */
  minLength?: number;
  type?: "text" | "email" | "tel" | "url";
  inputMode?: "numeric" | "text" | "email" | "tel" | "url";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  width?: "year" | "short" | "full";
}

export const TextField = memo(function TextField(props: TextFieldProps) {
  const { path, label, required, hint, multiline, minLength } = props;
  const { form } = useFormContext();
  const value = useValue<string | undefined>(path) ?? "";
  const errors = useFieldErrors(path);
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(path, event.currentTarget.value),
    [form, path],
  );
  const countId = `${path}-count`;
  const shared = {
    id: path,
    name: path,
    value,
    onChange,
    "aria-required": required || undefined,
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": describedBy(
      hint && hintIdOf(path),
      minLength !== undefined && countId,
      errors && errorIdOf(path),
    ),
    className: `input input--${props.width ?? "full"}${errors ? " input--error" : ""}`,
  };
  return (
    <FieldFrame path={path} label={label} required={required} hint={hint} errors={errors}>
      {multiline ? (
        <textarea rows={props.rows ?? 4} {...shared} />
      ) : (
        <input
          type={props.type ?? "text"}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? "off"}
          spellCheck={props.type === "email" || props.type === "url" ? false : undefined}
          {...shared}
        />
      )}
      {minLength !== undefined && (
        <p id={countId} className="count">
          {clientMessages.characterCount(value.trim().length, minLength)}
        </p>
      )}
    </FieldFrame>
  );
});
