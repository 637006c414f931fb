/**
 * The end of a back-office form: what went wrong (announced), the submit button that keeps focus
 * while the request is on the way, and the polite line saying what happened.
 */
import type { ReactNode } from "react";
import { PendingButton } from "./PendingButton.tsx";

/** The form's mutation (TanStack Query's shape). */
interface Action {
  isPending: boolean;
  error: Error | null;
}

/**
 * A refusal of a form whose fields show their own messages: what belongs to no field, shown and
 * announced; a field's message is announced with its field when the field takes focus, and once
 * more here for a screen reader that misses the move.
 */
export function FormProblem({ action, general }: { action: Action; general: string }) {
  return (
    <>
      {general && (
        <p className="error-message" role="alert">
          {general}
        </p>
      )}
      <p className="visually-hidden" role="alert">
        {action.error && !general ? action.error.message : ""}
      </p>
    </>
  );
}

export function FormActions({
  action,
  general,
  said,
  className,
  children,
}: {
  action: Action;
  /** Given for a form whose fields show the server's refusal (see FormProblem); else the refusal is shown here. */
  general?: string;
  /** Left out where the form's end closes it (a dialog) and the page says what happened. */
  said?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      {general === undefined ? (
        action.error && (
          <p className="error-message" role="alert">
            {action.error.message}
          </p>
        )
      ) : (
        <FormProblem action={action} general={general} />
      )}
      <PendingButton className={className} pending={action.isPending}>
        {children}
      </PendingButton>
      {said !== undefined && (
        <p className="side-status" role="status">
          {said}
        </p>
      )}
    </>
  );
}
