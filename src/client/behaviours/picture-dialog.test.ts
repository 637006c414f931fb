// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOGS } from "../../shared/i18n/catalogs/index.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { behaviourWordsScript } from "../../shared/i18n/page-words.ts";
import {
  type DialogPicture,
  installPictureDialog,
  OPEN_EVENT,
  type PictureDialog,
  wrapIndex,
} from "./picture-dialog.ts";

// jsdom has <dialog> but not its methods. These stand-ins do only what the spec's
// HTMLDialogElement does to `open` and the close event; modality is checked in Chromium.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

const PICTURES: DialogPicture[] = ["one", "two", "three"].map((n) => ({
  src: `/pictures/${n}.webp`,
  alt: `Exhibition view ${n}`,
  caption: `Caption ${n}`,
}));

let installed: ReturnType<typeof installPictureDialog>;
let dialog: PictureDialog;
/** A page in `language`, with the words the server embeds for its scripts. */
function pageIn(language: Language) {
  document.body.innerHTML = `${behaviourWordsScript(language, CATALOGS[language].pages)}<button id="opener">Open</button>`;
  installed = installPictureDialog(window);
  dialog = installed.dialog();
}
beforeEach(() => pageIn("en"));
afterEach(() => installed.remove());

function open(index: number, pictures = PICTURES) {
  (document.getElementById("opener") as HTMLButtonElement).focus();
  window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: { pictures, index } }));
}
const shown = () => {
  const image = dialog.element.querySelector("img") as HTMLImageElement;
  return {
    src: image.getAttribute("src"),
    alt: image.alt,
    caption: dialog.element.querySelector("figcaption")?.textContent,
  };
};
const press = (key: string, shiftKey = false) =>
  (document.activeElement ?? dialog.element).dispatchEvent(
    new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true }),
  );
const button = (name: "previous" | "next" | "close") =>
  dialog.element.querySelector(`.picture-dialog-${name}`) as HTMLButtonElement;

describe("picture dialog", () => {
  it("wraps modulo the number of pictures", () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
  });

  it("opens on the global event at the given picture, as a dialog element", () => {
    open(1);
    expect(dialog.element.tagName).toBe("DIALOG");
    expect(dialog.isOpen).toBe(true);
    expect(shown()).toEqual({ src: "/pictures/two.webp", alt: "Exhibition view two", caption: "Caption two" });
    expect(dialog.element.textContent).toContain("Picture 2 of 3");
  });

  it("speaks the page's language: its name, its buttons and its counter", () => {
    installed.remove();
    pageIn("de");
    open(1);
    expect(dialog.element.getAttribute("aria-label")).toBe("Bilder");
    expect(dialog.element.querySelector(".picture-dialog-counter")?.textContent).toBe("Bild 2 von 3");
    expect([button("previous"), button("next"), button("close")].map((b) => b.textContent)).toEqual([
      "Vorheriges Bild",
      "Nächstes Bild",
      "Schließen",
    ]);
    installed.remove();
    pageIn("ja");
    open(2);
    expect(dialog.element.querySelector(".picture-dialog-counter")?.textContent).toBe("3枚中3枚目");
    expect(button("close").textContent).toBe("閉じる");
  });

  it("steps back from the first picture to the last, and on from the last to the first, with the arrow keys", () => {
    open(0);
    press("ArrowLeft");
    expect(shown().src).toBe("/pictures/three.webp");
    press("ArrowRight");
    expect(shown().src).toBe("/pictures/one.webp");
    press("ArrowRight");
    expect(shown().src).toBe("/pictures/two.webp");
  });

  it("wraps around at both ends with the buttons too", () => {
    open(2);
    button("next").click();
    expect(dialog.currentIndex).toBe(0);
    button("previous").click();
    expect(dialog.currentIndex).toBe(2);
  });

  it("moves focus into the dialog, keeps Tab inside it and gives focus back to the opener on close", () => {
    open(0);
    expect(dialog.element.contains(document.activeElement)).toBe(true);
    button("close").focus();
    press("Tab");
    expect(document.activeElement).toBe(button("previous"));
    press("Tab", true);
    expect(document.activeElement).toBe(button("close"));
    button("close").click();
    expect(dialog.isOpen).toBe(false);
    expect(document.activeElement?.id).toBe("opener");
  });

  it("keeps only pictures with an address, and opens at the first one for an index out of range", () => {
    open(7, [{ src: "" } as DialogPicture, ...PICTURES, { alt: "no src" } as DialogPicture]);
    expect(dialog.currentIndex).toBe(1); // 7 wraps modulo the 3 usable pictures
    open(Number.NaN);
    expect(dialog.currentIndex).toBe(0);
  });

  it("stays closed for an event without pictures", () => {
    open(0, []);
    expect(dialog.isOpen).toBe(false);
  });

  it("hides the stepping buttons for a single picture", () => {
    open(0, PICTURES.slice(0, 1));
    expect(button("next").hidden).toBe(true);
    expect(button("previous").hidden).toBe(true);
  });
});
