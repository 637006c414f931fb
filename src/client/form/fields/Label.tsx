import type { ReactNode } from "react";
import { clientMessages } from "../client-messages.ts";

export function RequiredMark({ required }: { required?: boolean | undefined }) {
  return required ? <span className="required"> {clientMessages.required}</span> : null;
}

export function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="label">
      {children}
      <RequiredMark required={required} />
    </label>
  );
}
