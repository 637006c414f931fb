/**
 * A button that keeps keyboard focus while its request is on the way. `disabled` would drop focus
 * to the top of the page in Chromium, so a keyboard user would start again from the skip link; a
 * pending button is `aria-disabled` instead and ignores presses (a click on a submit button, and
 * the Enter of implicit submission, are both cancelled by preventing the click).
 */
import type { MouseEvent, ReactNode } from "react";

export function PendingButton({
  pending,
  type = "submit",
  className,
  onClick,
  children,
}: {
  pending: boolean;
  type?: "submit" | "button";
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const press = (event: MouseEvent) => {
    if (pending) event.preventDefault();
    else onClick?.();
  };
  return (
    <button type={type} className={className} aria-disabled={pending || undefined} onClick={press}>
      {children}
    </button>
  );
}
