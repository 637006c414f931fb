/**
 * What every labelled field of the form shows around its control, in GOV.UK's order: the label, its
 * hint, the field's errors, then the control. The control points at the hint and the errors itself
 * (aria-describedby with hintIdOf/errorIdOf), as only it knows what else describes it.
 */
import type { ReactNode } from "react";
import { hintIdOf } from "../field-ids.ts";
import { FieldError } from "./FieldError.tsx";
import { Label } from "./Label.tsx";

export function FieldFrame(props: {
  path: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  errors: readonly string[] | undefined;
  children: ReactNode;
}) {
  const { path, errors } = props;
  return (
    <div className={`field${errors ? " field--error" : ""}`}>
      <Label htmlFor={path} required={props.required ?? false}>
        {props.label}
      </Label>
      {props.hint && (
        <p id={hintIdOf(path)} className="hint">
          {props.hint}
        </p>
      )}
      <FieldError fieldId={path} messages={errors} />
      {props.children}
    </div>
  );
}
