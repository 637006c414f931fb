import { describe, expect, it } from "vitest";
import { mailtoHref, websiteHref } from "./contact-links.ts";

describe("the gallery's website and email as links", () => {
  it("links web addresses, with or without a scheme", () => {
    expect(websiteHref("https://galerie-nordlicht.de/en")).toBe("https://galerie-nordlicht.de/en");
    expect(websiteHref("  www.galerie.de ")).toBe("https://www.galerie.de/");
    expect(websiteHref("galerie.de/artists?x=1")).toBe("https://galerie.de/artists?x=1");
    expect(websiteHref("http://example.com:8080")).toBe("http://example.com:8080/");
    expect(websiteHref("müller-galerie.at")).toBe("https://xn--mller-galerie-wob.at/");
  });

  it("never links anything else", () => {
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("data:text/html,<script>")).toBeNull();
    expect(websiteHref("ftp://files.example.com")).toBeNull();
    expect(websiteHref("see our instagram")).toBeNull();
    expect(websiteHref("")).toBeNull();
    expect(websiteHref("localhost")).toBeNull();
  });

  it("links an email address and nothing that only looks like one", () => {
    expect(mailtoHref("info@galerie.de")).toBe("mailto:info@galerie.de");
    expect(mailtoHref("info@galerie")).toBeNull();
    expect(mailtoHref("a b@galerie.de")).toBeNull();
    expect(mailtoHref("info@galerie.de?subject=x<script>")).toBeNull();
  });
});
