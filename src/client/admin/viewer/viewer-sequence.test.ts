import { describe, expect, it } from "vitest";
import { adminWords } from "../../../../test-support/admin-words.ts";
import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { viewerSequence } from "./viewer-sequence.ts";

let counter = 0;
function picture(type = "image/jpeg") {
  const id = `file-${++counter}`;
  const shown = type.startsWith("image/");
  return {
    id,
    type,
    url: `/admin/files/${id}`,
    ...(shown ? { thumbnail_url: `/admin/files/${id}/thumbnail`, screen_url: `/admin/files/${id}/screen` } : {}),
  };
}

/** The example application as the staff API sends it: file fields on every record. */
function detail(): ApplicationDetail {
  const form = exampleApplication({ artists: 2, artworksPerArtist: 2, galleryPictures: 1 });
  const artists = form.artists.map((artist) => ({
    ...artist,
    artworks: artist.artworks.map((artwork) => ({ ...artwork, ...picture() })),
  }));
  return {
    ...form,
    id: "app-1",
    status: "submitted",
    language: "en",
    submitted_at: "2027-01-01T00:00:00.000Z",
    version: 1,
    changed_at: null,
    slug: null,
    history: [],
    next_unreviewed: null,
    artists,
    proposal: {
      ...form.proposal,
      rendering: [
        { filename: "plan.pdf", size: 1, ...picture("application/pdf") },
        { filename: "booth.png", size: 1, ...picture("image/png") },
      ],
    },
    gallery: {
      ...form.gallery,
      pictures: form.gallery.pictures.map((p) => ({ ...p, ...picture() })),
      additional: [],
    },
    proof: [],
  } as ApplicationDetail;
}

describe("the viewer's sequence", () => {
  it("holds artworks in artist order, then gallery pictures, then renderings that are images", () => {
    const application = detail();
    const second = application.artists[1];
    if (second?.artworks[0]) Object.assign(second.artworks[0], { id: null, url: null, thumbnail_url: undefined });
    const items = viewerSequence(application, adminWords("en"));
    expect(items.map((item) => [item.kind, item.artistIndex])).toEqual([
      ["artwork", 0],
      ["artwork", 0],
      ["artwork", 1],
      ["gallery", null],
      ["rendering", null],
    ]);
    expect(items[4]?.title).toBe("booth.png");
    const first = application.artists[0];
    expect(items[0]).toMatchObject({
      title: first?.artworks[0]?.title,
      artist: `${first?.first_name} ${first?.last_name}`,
      label: `${first?.artworks[0]?.title} by ${first?.first_name} ${first?.last_name}`,
    });
    expect(items[0]?.screen).toMatch(/\/screen$/);
    expect(items[0]?.full).toMatch(/^\/admin\/files\/file-\d+$/);
  });

  it("names the pictures in the member's language", () => {
    const application = detail();
    const first = application.artists[0];
    if (first?.artworks[1]) first.artworks[1].title = " ";
    const items = viewerSequence(application, adminWords("de"));
    expect(items[0]?.label).toBe(`${first?.artworks[0]?.title} von ${first?.first_name} ${first?.last_name}`);
    expect(items[1]?.title).toBe("Werk 2");
    expect(items.find((item) => item.kind === "gallery")?.label).toMatch(/^Galeriebild /);
    expect(items.find((item) => item.kind === "rendering")?.label).toBe("Standentwurf booth.png");
  });
});
