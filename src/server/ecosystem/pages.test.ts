import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { slugOf } from "../../shared/slug.ts";
import { type ListEntry, picturesSizes, renderListPage } from "./pages.ts";

/** Names and cities like the fair's, numbered so that each is its own gallery with its own address. */
const NAMES = [
  "Galerie Nordlicht",
  "Casa Mareña",
  "Studio Øresund",
  "Kōyō Gallery",
  "Atelier Lumière",
  "Harbour & Finch",
];
const CITIES = ["Berlin", "Mexico City", "Copenhagen", "Tokyo", "Paris", "London"];

export function listEntries(count: number): ListEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} ${i + 1}`;
    return {
      slug: slugOf(name),
      name,
      city: CITIES[i % CITIES.length] as string,
      picture: { src: `/ecosystem/pictures/${randomUUID()}/480.webp`, width: 480, height: 360 },
    };
  });
}

const assets = { scripts: ["/assets/ecosystem-AbCdEf12.js"], preloads: [], styles: ["/assets/ecosystem-AbCdEf12.css"] };

describe("the list page", () => {
  it("at 1,000 galleries stays under 300 KB before compression: the sequence is written once", () => {
    const entries = listEntries(1000);
    const html = renderListPage({ edition: "demo-2027", entries, assets });
    expect(Buffer.byteLength(html)).toBeLessThan(300 * 1024);
    expect(html.split(entries[500]?.slug as string)).toHaveLength(1 + 2); // in the sequence and in its link
  });

  it("grows in proportion to the number of galleries", () => {
    const size = (count: number) =>
      Buffer.byteLength(renderListPage({ edition: "demo-2027", entries: listEntries(count), assets }));
    const perGallery = (size(400) - size(200)) / 200;
    expect((size(1000) - size(800)) / 200).toBeCloseTo(perGallery, -1);
  });

  it("writes the sequence so that reading the attribute gives its JSON back unchanged", () => {
    const entries = listEntries(3);
    entries[1] = { ...(entries[1] as ListEntry), slug: "it's-<b>&" };
    const html = renderListPage({ edition: "demo-2027", entries, assets });
    const attribute = /data-sequence='([^']*)'/.exec(html)?.[1] as string;
    expect(renderListPage({ edition: "demo-2027", entries: [], assets })).toContain('data-sequence="[]"');
    const decoded = attribute
      .replaceAll("&#39;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
    expect(JSON.parse(decoded)).toEqual(entries.map((e) => e.slug));
  });
});

describe("the sizes of a gallery's pictures", () => {
  it("gives a picture alone in its row the full width on a phone and 36rem at most", () => {
    expect(picturesSizes([{ src: "", width: 480, height: 320 }])).toEqual([
      "(max-width: 39rem) calc(100vw - 3rem), 36rem",
    ]);
  });

  it("shares a row's width between its pictures in proportion to their shapes, less the gaps", () => {
    const [wide, tall] = picturesSizes([
      { src: "", width: 480, height: 240 },
      { src: "", width: 240, height: 480 },
    ]);
    // 2 : 0.5 of (72rem − 1rem gap) = 1136 px on a wide screen.
    expect(wide).toBe("(max-width: 40rem) calc(100vw - 3rem), (min-width: 75rem) 909px, calc((100vw - 4rem) * 0.8000)");
    expect(tall).toBe("(max-width: 40rem) calc(100vw - 3rem), (min-width: 75rem) 227px, calc((100vw - 4rem) * 0.2000)");
  });
});
