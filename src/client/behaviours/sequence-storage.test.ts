// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installSequenceClearing } from "./sequence-clearing.ts";
import { installSequenceStorage, readStoredSequence, SEQUENCE_KEYS } from "./sequence-storage.ts";

const SEQUENCE = JSON.stringify(["atelier-lumiere", "casa-marena", "studio-oresund"]);
const removers: (() => void)[] = [];
const stopNavigation = (event: Event) => event.preventDefault(); // jsdom cannot follow links

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "", "/ecosystem");
  Object.defineProperty(window, "scrollY", { value: 1234, configurable: true });
  window.addEventListener("click", stopNavigation);
  document.body.innerHTML = `
    <ul data-sequence-container>
      <li><a id="gallery-casa-marena" href="/ecosystem/casa-marena" data-sequence='${SEQUENCE}'><span>Casa Mareña</span></a></li>
      <li><a id="broken" href="/ecosystem/x" data-sequence="not json">Broken</a></li>
    </ul>`;
});
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  window.removeEventListener("click", stopNavigation);
});

const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

describe("sequence storage", () => {
  it("stores the sequence, the page path, the element id and the scroll position under the four keys", () => {
    removers.push(installSequenceStorage(document, window));
    click("#gallery-casa-marena");
    expect(sessionStorage.getItem("ecosystem.sequence")).toBe(SEQUENCE);
    expect(sessionStorage.getItem("ecosystem.sequence_url")).toBe("/ecosystem");
    expect(sessionStorage.getItem("ecosystem.origin")).toBe("gallery-casa-marena");
    expect(sessionStorage.getItem("ecosystem.scroll")).toBe("1234");
    expect(Object.values(SEQUENCE_KEYS)).toEqual([
      "ecosystem.sequence",
      "ecosystem.sequence_url",
      "ecosystem.origin",
      "ecosystem.scroll",
    ]);
    expect(readStoredSequence(sessionStorage)).toEqual({
      sequence: ["atelier-lumiere", "casa-marena", "studio-oresund"],
      sequenceUrl: "/ecosystem",
      origin: "gallery-casa-marena",
      scroll: 1234,
    });
  });

  it("stores it for a click on anything inside the sequence-aware element", () => {
    removers.push(installSequenceStorage(document, window));
    click("#gallery-casa-marena span");
    expect(sessionStorage.getItem("ecosystem.origin")).toBe("gallery-casa-marena");
  });

  it("stores nothing when the element's sequence is not a JSON list", () => {
    removers.push(installSequenceStorage(document, window));
    click("#broken");
    expect(sessionStorage.length).toBe(0);
  });

  it("is not undone by the clearing behaviour, installed first as the page does", () => {
    removers.push(installSequenceClearing(document, window), installSequenceStorage(document, window));
    click("#gallery-casa-marena");
    expect(sessionStorage.getItem("ecosystem.sequence")).toBe(SEQUENCE);
  });
});
