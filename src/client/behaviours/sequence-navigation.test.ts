// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { showSequenceNavigation } from "./sequence-navigation.ts";

function galleryPage(slug: string) {
  document.body.innerHTML = `
    <main data-gallery-slug="${slug}">
      <nav data-sequence-container>
        <a href="/ecosystem" data-sequence-back>Back to all galleries</a>
        <a hidden data-sequence-previous>Previous gallery</a>
        <a hidden data-sequence-next>Next gallery</a>
      </nav>
    </main>`;
  showSequenceNavigation(window);
}

const link = (name: string) => document.querySelector(`[data-sequence-${name}]`) as HTMLAnchorElement;

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
    expect(link("previous")).toMatchObject({ hidden: false, pathname: "/ecosystem/atelier" });
    expect(link("next")).toMatchObject({ hidden: false, pathname: "/ecosystem/studio" });
    expect(link("back").getAttribute("href")).toBe("/ecosystem#scroll-1234");
  });

  it("has no previous link at the first gallery and no next link at the last", () => {
    galleryPage("atelier");
    expect(link("previous").hidden).toBe(true);
    expect(link("next").hidden).toBe(false);
    galleryPage("studio");
    expect(link("previous").hidden).toBe(false);
    expect(link("next").hidden).toBe(true);
  });

  it("shows neither, and a plain back link, without a stored sequence or for a gallery outside it", () => {
    galleryPage("elsewhere");
    expect([link("previous").hidden, link("next").hidden]).toEqual([true, true]);
    sessionStorage.clear();
    galleryPage("casa");
    expect([link("previous").hidden, link("next").hidden]).toEqual([true, true]);
    expect(link("back").getAttribute("href")).toBe("/ecosystem");
  });

  it("never sends the back link outside the section", () => {
    sessionStorage.setItem("ecosystem.sequence_url", "//evil.example/ecosystem");
    galleryPage("casa");
    expect(link("back").getAttribute("href")).toBe("/ecosystem");
  });
});
