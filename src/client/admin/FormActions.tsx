/**
 * The end of a back-office form: what went wrong (announced), the submit button that keeps focus
 * while the request is on the way, and the polite line saying what happened.
 */
import type { ReactNode } from "react";
import { PendingButton } from "./PendingButton.tsx";

export function FormActions({
  action,
  said,
  className,
  children,
}: {
  /** The form's mutation (TanStack Query's shape). */
  action: { isPending: boolean; error: Error | null };
  said: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <>
      {action.error && (
        <p className="error-message" role="alert">
          {action.error.message}
        </p>
      )}
      <PendingButton className={className} pending={action.isPending}>
        {children}
      </PendingButton>
      <p className="side-status" role="status">
        {said}
      </p>
    </>
  );
}
