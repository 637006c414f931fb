import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugCandidates, slugOf } from "./slug.ts";

describe("a gallery's slug", () => {
  it.each([
    ["Galerie Nordlicht", "galerie-nordlicht"],
    ["Studio Øresund", "studio-oresund"],
    ["Kōyō Gallery", "koyo-gallery"],
    ["Casa Mareña", "casa-marena"],
    ["Galeria Wisła", "galeria-wisla"],
    ["Straße & Søn", "strasse-son"],
    ["  Harbour & Finch!  ", "harbour-finch"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["画廊", "画廊"],
    ["東京画廊", "東京画廊"],
    ["גלריה גורדון", "גלריה-גורדון"],
    ["غاليري أثر", "غاليري-أثر"],
    ["Γκαλερί Αθηνών Art", "γκαλερί-αθηνών-art"],
    ["東京画廊 Tokyo Gallery", "tokyo-gallery"],
    ["Γκαλερί Αθηνών", "γκαλερί-αθηνών"],
    ["국제갤러리!", "국제갤러리"],
    ["!!!", "gallery"],
    ["", "gallery"],
  ])("of %j is %j", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("of a name without Latin letters is never a made-up word with an id (gallery-3f2a9c)", () => {
    expect(slugCandidates("東京画廊", "3f2a9c10-77aa-4c1e-9d2b-0a1b2c3d4e5f")[0]).toBe("東京画廊");
    expect(slugOf("東".repeat(80))).toBe("東".repeat(60));
    // What browsers send and Fastify decodes.
    expect(decodeURIComponent(encodeURI(`/ecosystem/${slugOf("東京画廊")}`))).toBe("/ecosystem/東京画廊");
  });

  it("stays short, without a dangling hyphen", () => {
    const slug = slugOf(`${"a".repeat(59)} b c`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it("never takes an address that is a page of its own (/ecosystem/floor-plan)", () => {
    const candidates = slugCandidates("Floor Plan", "3f2a9c10-77aa-4c1e-9d2b-0a1b2c3d4e5f");
    expect(candidates).not.toContain("floor-plan");
    expect(candidates[0]).toBe("floor-plan-gallery");
    for (const slug of candidates) expect(slug).toMatch(SLUG_PATTERN);
  });

  it("falls back to a growing piece of the application id when the name is taken", () => {
    expect(slugCandidates("Galerie Nordlicht", "3f2a9c10-77aa-4c1e-9d2b-0a1b2c3d4e5f")).toEqual([
      "galerie-nordlicht",
      "galerie-nordlicht-3f2a9c",
      "galerie-nordlicht-3f2a9c1077aa",
      "galerie-nordlicht-3f2a9c1077aa4c1e9d2b0a1b2c3d4e5f",
    ]);
  });
});
