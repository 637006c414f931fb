// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGS } from "../../shared/i18n/catalogs/index.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { behaviourWordsScript } from "../../shared/i18n/page-words.ts";
import { showSequenceNavigation } from "./sequence-navigation.ts";

function galleryPage(slug: string, language: Language = "en") {
  document.body.innerHTML = `${behaviourWordsScript(language, CATALOGS[language].pages)}
    <main data-gallery-slug="${slug}">
      <nav data-sequence-container>
        <a href="/ecosystem" data-sequence-back>Back to all galleries</a>
      </nav>
    </main>`;
  showSequenceNavigation(window);
}

const link = (name: string) => document.querySelector(`[data-sequence-${name}]`) as HTMLAnchorElement | null;

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem("ecosystem.sequence", '["atelier","casa","studio"]');
  sessionStorage.setItem("ecosystem.sequence_url", "/ecosystem");
  sessionStorage.setItem("ecosystem.origin", "gallery-casa");
  sessionStorage.setItem("ecosystem.scroll", "1234");
});

describe("sequence navigation on a gallery page", () => {
  it("links to the neighbours in the stored sequence and back to the list at the stored scroll position", () => {
    galleryPage("casa");
    expect(link("previous")).toMatchObject({
      rel: "prev",
      pathname: "/ecosystem/atelier",
      textContent: "Previous gallery",
    });
    expect(link("next")).toMatchObject({ rel: "next", pathname: "/ecosystem/studio", textContent: "Next gallery" });
    expect(link("back")?.getAttribute("href")).toBe("/ecosystem#scroll-1234");
    // Every link has its address: no placeholder without one.
    expect([...document.querySelectorAll("a")].every((a) => a.hasAttribute("href"))).toBe(true);
  });

  it("names the links in the page's language", () => {
    galleryPage("casa", "fr");
    expect([link("previous")?.textContent, link("next")?.textContent]).toEqual([
      "Galerie précédente",
      "Galerie suivante",
    ]);
  });

  it("has no previous link at the first gallery and no next link at the last", () => {
    galleryPage("atelier");
    expect(link("previous")).toBeNull();
    expect(link("next")).not.toBeNull();
    galleryPage("studio");
    expect(link("previous")).not.toBeNull();
    expect(link("next")).toBeNull();
  });

  it("shows neither, and a plain back link, without a stored sequence or for a gallery outside it", () => {
    galleryPage("elsewhere");
    expect([link("previous"), link("next")]).toEqual([null, null]);
    sessionStorage.clear();
    galleryPage("casa");
    expect([link("previous"), link("next")]).toEqual([null, null]);
    expect(link("back")?.getAttribute("href")).toBe("/ecosystem");
  });

  it("never sends the back link outside the section", () => {
    sessionStorage.setItem("ecosystem.sequence_url", "//evil.example/ecosystem");
    galleryPage("casa");
    expect(link("back")?.getAttribute("href")).toBe("/ecosystem");
  });
});
