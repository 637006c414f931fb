/**
 * The back office's one confirmation dialog, before anything that reaches outside or cannot be
 * taken back (letters, a release of the decisions, the public form's edition, a status the gallery
 * sees at once, reminders, an erasure): its title asks the question with the count, its body says
 * what will happen, and nothing is sent before "confirm". Escape or "Cancel" closes it unchanged;
 * either way the focus returns to the button that opened it.
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { PendingButton } from "./PendingButton.tsx";
import { t } from "./words.ts";

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, with what and how many: "Send 6 letters to 6 galleries?" */
  title: string;
  /** The confirming button's words: the action itself ("Send 6 letters"), never "OK". */
  confirmLabel: string;
  /** What will happen, and to whom. */
  children?: ReactNode;
  pending?: boolean;
  /** The server's refusal, shown in the dialog so the admin can try again or cancel. */
  error?: string;
  onConfirm(): void;
  /** Closed without confirming: Escape or "Cancel". */
  onCancel(): void;
}

export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  children,
  pending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // The element that had focus when the dialog opened: the button that asked.
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const stillOpen = useRef(open);
  stillOpen.current = open;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const closed = () => {
    const back = opener.current;
    opener.current = null;
    // The opener may be gone (the list it stood in changed): then the focus stays where the page puts it.
    if (back instanceof HTMLElement && back.isConnected) back.focus();
    if (stillOpen.current) onCancel();
  };

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId} onClose={closed}>
      <h2 id={titleId}>{title}</h2>
      {children}
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <PendingButton type="button" className="button button--secondary" pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </PendingButton>
        <button type="button" className="button button--plain" onClick={() => dialog.current?.close()}>
          {t("common.cancel")}
        </button>
      </div>
    </dialog>
  );
}
