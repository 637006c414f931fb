/**
 * "Keyboard shortcuts": a modal dialog listing every key of the back office (`keys.ts`), opened by
 * `?` anywhere outside a field or by the header's button; Esc or "Close" gives focus back.
 */
import { useEffect, useRef } from "react";
import { t } from "../words.ts";
import { KEY_GROUPS, type KeyBinding } from "./keys.ts";
import { pageKey } from "./page-keys.ts";
import "./keys.css";

export function KeyHelp() {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus goes back to whatever had it when `?` was pressed, or to the button.
  const returnTo = useRef<HTMLElement | null>(null);

  const open = () => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : opener.current;
    dialog.current?.showModal();
  };

  useEffect(() => {
    const onKeydown = (event: KeyboardEvent) => {
      if (pageKey(event) !== "?") return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeydown);
    return () => document.removeEventListener("keydown", onKeydown);
  }, []);

  return (
    <>
      <button type="button" className="admin-header__button" ref={opener} onClick={open}>
        {t("common.keysButton")} <kbd>?</kbd>
      </button>
      <dialog
        ref={dialog}
        className="confirm-dialog key-help"
        aria-labelledby="key-help-title"
        onClose={() => (returnTo.current ?? opener.current)?.focus()}
      >
        <h2 id="key-help-title">{t("common.keysTitle")}</h2>
        <p>{t("common.keysWhileTyping")}</p>
        {KEY_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`keys-${group.id}`}>
            <h3 id={`keys-${group.id}`}>{t(group.where)}</h3>
            <dl className="key-help__list">
              {group.bindings.map((binding) => (
                <div key={binding.does} className="key-help__row">
                  <dt>
                    {keyNames(binding).map((key, i) => (
                      <span key={key}>
                        {i > 0 && " "}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{t(binding.does)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <form method="dialog" className="actions">
          <button type="submit" className="button button--secondary">
            {t("common.close")}
          </button>
        </form>
      </dialog>
    </>
  );
}

const keyNames = (binding: KeyBinding) => binding.keys.map((key) => (typeof key === "string" ? key : t(key.named)));
