/**
 * The application form's one list of fields: its shape as the browser holds it and the server
 * receives it, and the normalisation of untrusted input into that shape. The wire format's field
 * names, the lists' limits, the file records and the rules' length caps are all derived from it.
 */
import type { z } from "zod";
import { COUNTRY_CODES } from "./countries.ts";
import { aboutField } from "./field-names.ts";
import { filename, flag, list, option, record, size, text } from "./form-fields.ts";
import {
  BOOTH_SIZES,
  CHOICES,
  MAX_ARTISTS,
  MAX_ARTWORKS_PER_ARTIST,
  PRESENTED_OPTIONS,
  TEXT_CAP,
  UPLOAD_FIELDS,
} from "./limits.ts";
import { messages } from "./messages.ts";

const short = () => text(TEXT_CAP.short);
/** Prose and lists, one entry per line. */
const long = () => text(TEXT_CAP.long);

const fileShape = () => ({ filename: filename(TEXT_CAP.short), size: size() });

const fileList = (field: (typeof UPLOAD_FIELDS)[Exclude<keyof typeof UPLOAD_FIELDS, "artwork">]) =>
  list(record(fileShape(), { kind: field.kind, optional: false }), {
    max: field.maxCount,
    tooMany: (listPath) => aboutField(listPath.join("."), messages.tooManyFiles(field.maxCount)),
  });

const artworkSchema = record(
  { ...fileShape(), title: short(), meta: long(), presented: option(PRESENTED_OPTIONS) },
  { kind: UPLOAD_FIELDS.artwork.kind, optional: true },
);

const artistSchema = record({
  first_name: short(),
  last_name: short(),
  nationality: short(),
  born: short(),
  bio: long(),
  artworks: list(artworkSchema, {
    max: MAX_ARTWORKS_PER_ARTIST,
    // The message names the artist the list belongs to: `artists.<i>.artworks`.
    tooMany: (listPath) => messages.tooManyArtworks(Number(listPath[1]) + 1),
  }),
});

const galleryPictureSchema = record(
  { ...fileShape(), exhibition_title: short(), artists: short(), year: short() },
  { kind: UPLOAD_FIELDS.galleryPicture.kind, optional: false },
);

const proposalSchema = record({
  booth: option(BOOTH_SIZES),
  pitch: long(),
  mentorship: flag(),
  concept: long(),
  rendering: fileList(UPLOAD_FIELDS.rendering),
});

const gallerySchema = record({
  name: short(),
  year_founded: short(),
  locations: long(),
  founders: long(),
  contact: short(),
  email: short(),
  website: short(),
  social_media: long(),
  highlights: long(),
  fairs: long(),
  pictures: list(galleryPictureSchema, {
    max: UPLOAD_FIELDS.galleryPicture.maxCount,
    tooMany: (listPath) => aboutField(listPath.join("."), messages.tooManyFiles(UPLOAD_FIELDS.galleryPicture.maxCount)),
  }),
  additional: fileList(UPLOAD_FIELDS.galleryAdditional),
});

const taxSchema = record({
  company: short(),
  address: long(),
  /** ISO 3166-1 alpha-2; asked when the edition charges fees (the VAT depends on it). */
  country: option(COUNTRY_CODES),
  number: short(),
  contact: short(),
  email: short(),
  phone: short(),
});

export const applicationSchema = record({
  edition: short(),
  choice: option(CHOICES),
  /** Sent, but never initialised by the form (spec section 3). */
  sector: short(),
  proposal: proposalSchema,
  artists: list(artistSchema, { max: MAX_ARTISTS, tooMany: () => messages.tooManyArtists }),
  gallery: gallerySchema,
  tax: taxSchema,
  proof: fileList(UPLOAD_FIELDS.proof),
});

/** A file chosen for upload: its name and size; the browser adds the file itself. */
export type FileRecord = Proposal["rendering"][number];
/** An artwork carries its image's file record inline; `filename` is empty when it has none. */
export type Artwork = z.output<typeof artworkSchema>;
export type Artist = z.output<typeof artistSchema>;
export type GalleryPicture = z.output<typeof galleryPictureSchema>;
export type Proposal = z.output<typeof proposalSchema>;
export type Gallery = z.output<typeof gallerySchema>;
export type ApplicationForm = z.output<typeof applicationSchema>;

/** Dotted field path (`artists.0.artworks.1.title`) to its messages: the 422 body's `errors`. */
export type ErrorMap = Record<string, string[]>;

/** Turns any decoded payload into a complete form; unknown fields are dropped. */
export function normalizeApplication(raw: unknown): ApplicationForm {
  return applicationSchema.parse(raw);
}

export function emptyArtwork(): Artwork {
  return { title: "", meta: "", presented: "", filename: "", size: 0 };
}

export function emptyArtist(): Artist {
  return { first_name: "", last_name: "", nationality: "", born: "", bio: "", artworks: [emptyArtwork()] };
}

export function emptyApplication(edition = ""): ApplicationForm {
  return normalizeApplication({ edition, artists: [emptyArtist()] });
}
