/**
 * A back-office form in a dialog, about one thing (an invoice, a payment): its title, what the
 * admin should know, the form, and "Close". The form is the caller's, keyed by the thing so it
 * starts afresh for the next one; once it is done the dialog closes and the page says what
 * happened. The page opens the dialog (showModal) after choosing the thing.
 */
import type { ReactNode, RefObject } from "react";
import { t } from "./words.ts";

export function FormDialog<Thing>({
  dialog,
  titleId,
  thing,
  title,
  onDone,
  children,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  titleId: string;
  /** What the dialog is about; null while none is chosen. */
  thing: Thing | null;
  title: (thing: Thing) => ReactNode;
  onDone: (said: string) => void;
  /** What to know and the form, given `done` for the form's own onDone. */
  children: (thing: Thing, done: (said: string) => void) => ReactNode;
}) {
  const done = (said: string) => {
    dialog.current?.close();
    onDone(said);
  };
  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
      {thing !== null && (
        <>
          <h2 id={titleId}>{title(thing)}</h2>
          {children(thing, done)}
          <p>
            <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
              {t("common.close")}
            </button>
          </p>
        </>
      )}
    </dialog>
  );
}
