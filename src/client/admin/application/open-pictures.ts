/** Opens the shared picture dialog (behaviours/picture-dialog.ts) on a list of pictures, at one of them. */
import { type DialogPicture, OPEN_EVENT, type OpenDetail } from "../../behaviours/picture-dialog.ts";

export function openPictures(opener: HTMLElement, pictures: DialogPicture[], index: number): void {
  // Safari does not focus a clicked button; the dialog gives focus back to whatever had it.
  opener.focus({ preventScroll: true });
  const detail: OpenDetail = { pictures, index };
  window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail }));
}
