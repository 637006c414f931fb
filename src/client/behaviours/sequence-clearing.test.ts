// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installSequenceClearing } from "./sequence-clearing.ts";

let remove: () => void;
const stopNavigation = (event: Event) => event.preventDefault(); // jsdom cannot follow links

beforeEach(() => {
  for (const [key, value] of Object.entries({
    "ecosystem.sequence": '["a","b"]',
    "ecosystem.sequence_url": "/ecosystem",
    "ecosystem.origin": "gallery-a",
    "ecosystem.scroll": "800",
    "unrelated.key": "kept",
  }))
    sessionStorage.setItem(key, value);
  document.body.innerHTML = `
    <header><a id="to-list" href="/ecosystem">Galleries</a> <a id="to-form" href="/">Apply</a>
      <a id="to-gallery" href="/ecosystem/b"><span id="inner">B</span></a></header>
    <nav data-sequence-container><div><a id="next" href="/ecosystem/b">Next gallery</a></div></nav>`;
  window.addEventListener("click", stopNavigation);
  remove = installSequenceClearing(document, window);
});
afterEach(() => {
  remove();
  window.removeEventListener("click", stopNavigation);
  sessionStorage.clear();
});

const click = (id: string) => (document.getElementById(id) as HTMLElement).click();
const ecosystemKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith("ecosystem."));

describe("sequence clearing", () => {
  it.each(["to-list", "to-gallery", "inner"])(
    "a click on a link to /ecosystem outside a sequenced container (#%s) clears the stored sequence",
    (id) => {
      click(id);
      expect(ecosystemKeys()).toEqual([]);
      expect(sessionStorage.getItem("unrelated.key")).toBe("kept");
    },
  );

  it("keeps it for a link inside [data-sequence-container], however deep", () => {
    click("next");
    expect(ecosystemKeys()).toHaveLength(4);
  });

  it("keeps it for a link elsewhere", () => {
    click("to-form");
    expect(ecosystemKeys()).toHaveLength(4);
  });
});
