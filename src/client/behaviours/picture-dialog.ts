/**
 * Behaviour 4: a modal picture dialog, opened anywhere on the page with
 * `window.dispatchEvent(new CustomEvent("picture-dialog:open", {detail: {pictures, index}}))`.
 * Next and previous wrap around at both ends (buttons, ArrowRight, ArrowLeft); Escape, the close
 * button or a click on the backdrop close it, and focus goes back to where it was.
 * Used by the public gallery pages; its words are the page's (words.ts).
 */
import "./picture-dialog.css";
import { type Words, wordsOf } from "./words.ts";

export const OPEN_EVENT = "picture-dialog:open";

export interface DialogPicture {
  src: string;
  alt: string;
  caption: string;
}

export interface OpenDetail {
  pictures: DialogPicture[];
  index: number;
}

/** The index `step` places away from `index`, wrapping modulo the number of pictures (spec section 4). */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

function picturesOf(detail: unknown): DialogPicture[] {
  const list = (detail as { pictures?: unknown } | null)?.pictures;
  if (!Array.isArray(list)) return [];
  return list
    .filter((p): p is Partial<DialogPicture> => typeof p === "object" && p !== null)
    .filter((p) => typeof p.src === "string" && p.src !== "")
    .map((p) => ({ src: p.src as string, alt: String(p.alt ?? ""), caption: String(p.caption ?? "") }));
}

const MARKUP = `<figure class="picture-dialog-figure">
<img class="picture-dialog-image" alt="">
<figcaption class="picture-dialog-caption"></figcaption>
</figure>
<p class="picture-dialog-counter" aria-live="polite"></p>
<div class="picture-dialog-controls">
<button type="button" class="picture-dialog-previous"></button>
<button type="button" class="picture-dialog-next"></button>
<button type="button" class="picture-dialog-close"></button>
</div>`;

export class PictureDialog {
  readonly element: HTMLDialogElement;
  private pictures: DialogPicture[] = [];
  private index = 0;
  private opener: HTMLElement | null = null;

  private readonly doc: Document;
  private readonly t: Words;

  constructor(doc: Document) {
    this.doc = doc;
    this.t = wordsOf(doc);
    const dialog = doc.createElement("dialog");
    dialog.className = "picture-dialog";
    dialog.setAttribute("aria-label", this.t("pictures"));
    // Fixed markup: words and pictures' text only ever go in through textContent and alt.
    dialog.innerHTML = MARKUP;
    this.element = dialog;
    this.part(".picture-dialog-previous").textContent = this.t("previousPicture");
    this.part(".picture-dialog-next").textContent = this.t("nextPicture");
    this.part(".picture-dialog-close").textContent = this.t("closePictures");
    this.part(".picture-dialog-previous").addEventListener("click", () => this.step(-1));
    this.part(".picture-dialog-next").addEventListener("click", () => this.step(1));
    this.part(".picture-dialog-close").addEventListener("click", () => dialog.close());
    dialog.addEventListener("keydown", (event) => this.onKeydown(event));
    dialog.addEventListener("click", (event) => this.onClick(event));
    dialog.addEventListener("close", () => this.onClose());
    doc.body.append(dialog);
  }

  get currentIndex(): number {
    return this.index;
  }

  get isOpen(): boolean {
    return this.element.open;
  }

  open(pictures: DialogPicture[], index: number): void {
    if (pictures.length === 0) return;
    this.pictures = pictures;
    this.index = wrapIndex(Number.isInteger(index) ? index : 0, 0, pictures.length);
    this.show();
    if (this.element.open) return;
    const active = this.doc.activeElement as HTMLElement | null;
    this.opener = active && active !== this.doc.body ? active : null;
    this.element.showModal();
    this.part(".picture-dialog-close").focus();
  }

  step(by: number): void {
    if (this.pictures.length === 0) return;
    this.index = wrapIndex(this.index, by, this.pictures.length);
    this.show();
  }

  private part<T extends HTMLElement = HTMLElement>(selector: string): T {
    return this.element.querySelector(selector) as T;
  }

  private show(): void {
    const picture = this.pictures[this.index] as DialogPicture;
    const image = this.part<HTMLImageElement>(".picture-dialog-image");
    image.src = picture.src;
    image.alt = picture.alt;
    this.part(".picture-dialog-caption").textContent = picture.caption;
    this.part(".picture-dialog-counter").textContent = this.t("pictureOfCount", {
      n: this.index + 1,
      count: this.pictures.length,
    });
    const single = this.pictures.length < 2;
    this.part<HTMLButtonElement>(".picture-dialog-previous").hidden = single;
    this.part<HTMLButtonElement>(".picture-dialog-next").hidden = single;
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      this.step(event.key === "ArrowRight" ? 1 : -1);
    } else if (event.key === "Tab") {
      this.keepFocusInside(event);
    }
  }

  /** The modal dialog makes the page inert, but Tab could still leave for the browser's own controls. */
  private keepFocusInside(event: KeyboardEvent): void {
    const focusable = [...this.element.querySelectorAll<HTMLButtonElement>("button")].filter((b) => !b.hidden);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && this.doc.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && this.doc.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  /** A click on the dialog element itself, outside its box, is a click on the backdrop. */
  private onClick(event: MouseEvent): void {
    if (event.target !== this.element) return;
    const box = this.element.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) this.element.close();
  }

  private onClose(): void {
    const opener = this.opener;
    this.opener = null;
    if (opener?.isConnected) opener.focus();
  }
}

/** Creates the dialog on first use. Returns the remover of the event listener. */
export function installPictureDialog(win: Window = window): { dialog: () => PictureDialog; remove: () => void } {
  let dialog: PictureDialog | undefined;
  const get = () => {
    dialog ??= new PictureDialog(win.document);
    return dialog;
  };
  const onOpen = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    get().open(picturesOf(detail), Number((detail as { index?: unknown } | null)?.index ?? 0));
  };
  win.addEventListener(OPEN_EVENT, onOpen);
  return { dialog: get, remove: () => win.removeEventListener(OPEN_EVENT, onOpen) };
}
