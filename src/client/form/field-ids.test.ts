import { expect, it } from "vitest";
import { fieldIdFor } from "./field-ids.ts";

it("maps every error path to the id of the element that shows it", () => {
  expect(fieldIdFor("gallery.name")).toBe("gallery.name");
  expect(fieldIdFor("artists.3.artworks.1.title")).toBe("artists.3.artworks.1.title");
  expect(fieldIdFor("artists.3.artworks.1.file")).toBe("artists.3.artworks.1.file");
  expect(fieldIdFor("artists.3.artworks.1.filename")).toBe("artists.3.artworks.1.file");
  expect(fieldIdFor("gallery.pictures.2.file")).toBe("gallery.pictures.2.file");
  expect(fieldIdFor("gallery.pictures.2.year")).toBe("gallery.pictures.2.year");
  expect(fieldIdFor("gallery.pictures")).toBe("gallery.pictures");
  expect(fieldIdFor("proof.4.file")).toBe("proof");
  expect(fieldIdFor("proposal.rendering.0.filename")).toBe("proposal.rendering");
  expect(fieldIdFor("gallery.additional")).toBe("gallery.additional");
  expect(fieldIdFor("sector")).toBe("edition");
});
