/** The name a stored file leaves the server under carries the extension of the type its bytes are. */
import { describe, expect, it } from "vitest";
import { ALLOWED_TYPES } from "../../shared/limits.ts";
import { downloadName, nameWithoutExtension, typeExtension } from "./download-name.ts";

describe("downloadName", () => {
  it.each([
    ["a PDF uploaded as an HTML application", "evil.hta", "application/pdf", "evil.pdf"],
    ["a PDF under a name with no extension", "Handelsregister", "application/pdf", "Handelsregister.pdf"],
    ["a PDF whose name ends in a date, not an extension", "Scan 12.05.2024", "application/pdf", "Scan 12.05.2024.pdf"],
    ["a PNG named as a JPEG", "artist-1-artwork-1.jpg", "image/png", "artist-1-artwork-1.png"],
    ["a JPEG under either of its extensions, as typed", "IMG_0001.JPEG", "image/jpeg", "IMG_0001.JPEG"],
    ["a JPEG as .jpg", "photo.jpg", "image/jpeg", "photo.jpg"],
    ["a WebP named as a program", "picture.exe", "image/webp", "picture.webp"],
    ["a name with two extensions", "invoice.pdf.hta", "application/pdf", "invoice.pdf.pdf"],
    ["a PDF whose name is only an extension", "hta", "application/pdf", "hta.pdf"],
    ["an empty name", "", "application/pdf", "file.pdf"],
    ["a type nothing opens by itself", "notes.hta", "application/x-unknown", "notes.bin"],
  ])("%s: %s as %s → %s", (_why, name, type, expected) => {
    expect(downloadName(name, type)).toBe(expected);
  });

  it("knows an extension for every type an upload may have", () => {
    for (const type of new Set(Object.values(ALLOWED_TYPES).flat())) expect(typeExtension(type)).not.toBe(".bin");
  });
});

describe("typeExtension and nameWithoutExtension, for paths built from titles (ZIP exports)", () => {
  it("keeps a right extension as the applicant spelt it, lowercased, and gives the type's own otherwise", () => {
    expect(typeExtension("image/jpeg", "a.JPEG")).toBe(".jpeg");
    expect(typeExtension("image/jpeg", "a.hta")).toBe(".jpg");
    expect(typeExtension("application/pdf")).toBe(".pdf");
  });

  it("drops a name's extension, not the digits after a dot", () => {
    expect(nameWithoutExtension("evil.hta")).toBe("evil");
    expect(nameWithoutExtension("Scan 12.05.2024")).toBe("Scan 12.05.2024");
    expect(nameWithoutExtension("no-extension")).toBe("no-extension");
  });
});
