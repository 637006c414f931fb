import { expect, it } from "vitest";
import { exampleApplication } from "../../shared/example-application.ts";
import type { DraftFile } from "./draft-files.ts";
import { restoredForm } from "./restore-draft.ts";

const kept = (path: string, filename: string): [string, DraftFile] => [
  path,
  { path, id: "old", filename, file: new Blob(["%PDF-1.4"], { type: "application/pdf" }) },
];

it("a restored draft gets back the files that were kept, and lets go of records whose file is gone", () => {
  const draft = exampleApplication({ edition: "old-edition", artists: 1, artworksPerArtist: 2 });
  const files = new Map([
    kept("proof.0", "registration.pdf"),
    kept("artists.0.artworks.1", "artist-1-artwork-2.jpg"),
    // Kept under a name the draft no longer has: not the same file.
    kept("gallery.pictures.0", "something-else.jpg"),
  ]);
  const form = restoredForm(draft, files, "demo-2027");
  expect(form.edition).toBe("demo-2027");
  expect(form.proof.map((r) => [r.filename, r.file?.file.size])).toEqual([["registration.pdf", 8]]);
  expect(form.proposal.rendering).toEqual([]);
  expect(form.gallery.additional).toEqual([]);
  // An artwork without its image is still an artwork; the image is optional.
  expect(form.artists[0]?.artworks.map((w) => [w.title, w.filename, Boolean(w.file)])).toEqual([
    [draft.artists[0]?.artworks[0]?.title, "", false],
    [draft.artists[0]?.artworks[1]?.title, "artist-1-artwork-2.jpg", true],
  ]);
  // A picture keeps its details and waits for its file to be chosen again.
  expect(form.gallery.pictures.map((p) => [p.exhibition_title, p.filename, p.size, Boolean(p.file)])).toEqual([
    [draft.gallery.pictures[0]?.exhibition_title, "", 0, false],
    [draft.gallery.pictures[1]?.exhibition_title, "", 0, false],
  ]);
});
