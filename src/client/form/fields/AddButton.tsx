/**
 * Adds an entry to a list. At the limit it stays focusable (aria-disabled, not disabled) and
 * says why nothing more can be added. Errors about the list itself show above it.
 */
import type { ReactNode } from "react";
import { errorIdOf } from "../field-ids.ts";
import { useFieldErrors } from "../state/hooks.ts";
import { describedBy, FieldError } from "./FieldError.tsx";

export function AddButton(props: {
  id: string;
  children: ReactNode;
  atLimit: boolean;
  limitMessage: string;
  onAdd(): void;
}) {
  const { id, atLimit } = props;
  const errors = useFieldErrors(id);
  const limitId = `${id}-limit`;
  return (
    <div className={`field add${errors ? " field--error" : ""}`}>
      <FieldError fieldId={id} messages={errors} />
      <button
        type="button"
        id={id}
        className="button button--secondary"
        aria-disabled={atLimit || undefined}
        aria-describedby={describedBy(atLimit && limitId, errors && errorIdOf(id))}
        onClick={atLimit ? undefined : props.onAdd}
      >
        {props.children}
      </button>
      {atLimit && (
        <p id={limitId} className="hint limit">
          {props.limitMessage}
        </p>
      )}
    </div>
  );
}
