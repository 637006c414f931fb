// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { installSequenceClearing } from "./sequence-clearing.ts";
import { installSequenceStorage, nameSequenceEntries, readStoredSequence, SEQUENCE_KEYS } from "./sequence-storage.ts";

const SEQUENCE = JSON.stringify(["atelier-lumiere", "casa-marena", "studio-oresund"]);
const removers: (() => void)[] = [];
const stopNavigation = (event: Event) => event.preventDefault(); // jsdom cannot follow links

beforeEach(() => {
  sessionStorage.clear();
  history.replaceState(null, "", "/ecosystem");
  Object.defineProperty(window, "scrollY", { value: 1234, configurable: true });
  window.addEventListener("click", stopNavigation);
  // The list as the server writes it: the sequence once on the container, each link only its place.
  document.body.innerHTML = `
    <ul data-sequence-container data-sequence='${SEQUENCE}'>
      <li><a href="/ecosystem/atelier-lumiere" data-sequence-place="0"><span>Atelier Lumière</span> Paris</a></li>
      <li><a href="/ecosystem/casa-marena" data-sequence-place="1"><span>Casa Mareña</span> Mexico City</a></li>
      <li><a href="/ecosystem/studio-oresund" data-sequence-place="2"><span>Studio Øresund</span> Malmö</a></li>
    </ul>
    <ul data-sequence-container data-sequence="not json">
      <li><a id="broken" href="/ecosystem/x" data-sequence-place="0">Broken</a></li>
    </ul>`;
  nameSequenceEntries(document);
});
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  window.removeEventListener("click", stopNavigation);
});

const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();

describe("sequence storage", () => {
  it("names each entry after its place in the container's sequence, as the list's HTML leaves ids out", () => {
    expect([...document.querySelectorAll("[data-sequence-place]")].map((a) => a.id)).toEqual([
      "gallery-atelier-lumiere",
      "gallery-casa-marena",
      "gallery-studio-oresund",
      "broken",
    ]);
  });

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
