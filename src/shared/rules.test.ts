import { describe, expect, it } from "vitest";
import { exampleApplication } from "./example-application.ts";
import { aboutField } from "./field-names.ts";
import { TEXT_CAP } from "./limits.ts";
import { messages } from "./messages.ts";
import { validateApplication } from "./rules.ts";

/** The prose fields the README promises 10,000 characters; every other text field gets 300. */
const PROSE = [
  "proposal.pitch",
  "proposal.concept",
  "artists.0.bio",
  "artists.0.artworks.0.meta",
  "gallery.locations",
  "gallery.founders",
  "gallery.social_media",
  "gallery.highlights",
  "gallery.fairs",
  "tax.address",
];

const SHORT = [
  "edition",
  "sector",
  "artists.0.first_name",
  "artists.0.nationality",
  "artists.0.artworks.0.title",
  "artists.0.artworks.0.filename",
  "gallery.name",
  "gallery.website",
  "gallery.pictures.0.exhibition_title",
  "gallery.pictures.0.artists",
  "tax.number",
  "tax.phone",
];

function withText(path: string, value: string) {
  const form = exampleApplication({ artists: 1, artworksPerArtist: 1 });
  const segments = path.split(".");
  let node: Record<string, unknown> = form as unknown as Record<string, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments.at(-1) as string] = value;
  return form;
}

describe("length caps, derived from the form's one list of fields", () => {
  it.each(PROSE)("%s holds 10,000 characters and no more", (path) => {
    expect(validateApplication(withText(path, "x".repeat(TEXT_CAP.long)))[path]).toBeUndefined();
    expect(validateApplication(withText(path, "x".repeat(TEXT_CAP.long + 1)))[path]).toContain(
      aboutField(path, messages.tooLong(TEXT_CAP.long)),
    );
  });

  it.each(SHORT)("%s holds 300 characters and no more", (path) => {
    expect(validateApplication(withText(path, "x".repeat(TEXT_CAP.short)))[path]).toBeUndefined();
    expect(validateApplication(withText(path, "x".repeat(TEXT_CAP.short + 1)))[path]).toContain(
      aboutField(path, messages.tooLong(TEXT_CAP.short)),
    );
  });
});
