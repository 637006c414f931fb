// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from "vitest";
import { OPEN_EVENT, type OpenDetail } from "./picture-dialog.ts";
import { installPictureOpeners } from "./picture-openers.ts";

let remove: () => void;
const opened: OpenDetail[] = [];
const record = (event: Event) => opened.push((event as CustomEvent<OpenDetail>).detail);

beforeEach(() => {
  document.body.innerHTML = `<div data-gallery-layout><div>
    ${[1, 2, 3]
      .map(
        (n) =>
          `<button id="p${n}" data-picture-src="/large/${n}.webp" data-picture-alt="View ${n}" data-picture-caption="Show ${n}"><img alt=""></button>`,
      )
      .join("")}
  </div></div>`;
  remove = installPictureOpeners(window);
  window.addEventListener(OPEN_EVENT, record);
});
afterEach(() => {
  remove();
  window.removeEventListener(OPEN_EVENT, record);
  opened.length = 0;
});

it("a click on a picture opens the dialog at that picture, with every picture of the layout, from the focused picture", () => {
  (document.querySelector("#p2 img") as HTMLElement).click();
  expect(opened).toEqual([
    {
      index: 1,
      pictures: [1, 2, 3].map((n) => ({ src: `/large/${n}.webp`, alt: `View ${n}`, caption: `Show ${n}` })),
    },
  ]);
  expect(document.activeElement?.id).toBe("p2");
});
