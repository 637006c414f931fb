/**
 * On a gallery page, a click on an exhibition picture opens the picture dialog at that picture,
 * with every picture of the same layout to step through.
 */
import { type DialogPicture, OPEN_EVENT, type OpenDetail } from "./picture-dialog.ts";

const OPENER = "[data-picture-src]";

function pictureOf(button: Element): DialogPicture {
  return {
    src: button.getAttribute("data-picture-src") ?? "",
    alt: button.getAttribute("data-picture-alt") ?? "",
    caption: button.getAttribute("data-picture-caption") ?? "",
  };
}

export function installPictureOpeners(win: Window = window): () => void {
  const doc = win.document;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(OPENER);
    const layout = button?.closest("[data-gallery-layout]");
    if (!button || !layout) return;
    const buttons = [...layout.querySelectorAll(OPENER)];
    // Safari does not focus a clicked button; the dialog gives focus back to whatever had it.
    (button as HTMLElement).focus({ preventScroll: true });
    const detail: OpenDetail = { pictures: buttons.map(pictureOf), index: buttons.indexOf(button) };
    win.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail }));
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
