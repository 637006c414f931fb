// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { neighbourKey } from "./neighbour-keys.ts";

const press = (target: Element, key: string, init: KeyboardEventInit = {}) => {
  let direction: ReturnType<typeof neighbourKey> = null;
  const listen = (event: KeyboardEvent) => {
    direction = neighbourKey(event);
  };
  document.addEventListener("keydown", listen);
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }));
  document.removeEventListener("keydown", listen);
  return direction;
};

beforeEach(() => {
  document.body.innerHTML = `
    <h1 tabindex="-1">Galerie Nordlicht</h1>
    <input type="search" id="search"><textarea id="note"></textarea><select id="status"></select>
    <div contenteditable="true" id="editable"></div>
    <dialog id="pictures"></dialog>`;
});

const element = (selector: string) => document.querySelector(selector) as Element;

describe("j and k", () => {
  it("j is the next application and k the previous", () => {
    expect(press(element("h1"), "j")).toBe("next");
    expect(press(document.body, "k")).toBe("previous");
    expect(press(document.body, "l")).toBeNull();
  });

  it("do nothing while the member types in a field", () => {
    for (const field of ["#search", "#note", "#status", "#editable"]) {
      expect(press(element(field), "k")).toBeNull();
      expect(press(element(field), "j")).toBeNull();
    }
  });

  it("do nothing with a modifier held, in capitals, or while a picture dialog is open", () => {
    expect(press(document.body, "k", { ctrlKey: true })).toBeNull();
    expect(press(document.body, "k", { metaKey: true })).toBeNull();
    expect(press(document.body, "j", { altKey: true })).toBeNull();
    expect(press(document.body, "J", { shiftKey: true })).toBeNull();
    element("#pictures").setAttribute("open", "");
    expect(press(document.body, "j")).toBeNull();
    expect(press(document.body, "k")).toBeNull();
  });
});
