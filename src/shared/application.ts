/**
 * The application form's data, as the browser holds it and as the server receives it,
 * and the normalisation of untrusted input into that shape.
 */
import { z } from "zod";
import { BOOTH_SIZES, CHOICES, PRESENTED_OPTIONS } from "./limits.ts";

/** A file chosen for upload. The browser adds the `file` itself; the wire carries name and size. */
export interface FileRecord {
  filename: string;
  size: number;
}

/** An artwork carries its image's file record inline; `filename` is empty when it has none. */
export interface Artwork extends FileRecord {
  title: string;
  meta: string;
  presented: "" | (typeof PRESENTED_OPTIONS)[number];
}

export interface Artist {
  first_name: string;
  last_name: string;
  nationality: string;
  born: string;
  bio: string;
  artworks: Artwork[];
}

export interface GalleryPicture extends FileRecord {
  exhibition_title: string;
  artists: string;
  year: string;
}

export interface Gallery {
  name: string;
  year_founded: string;
  locations: string;
  founders: string;
  contact: string;
  email: string;
  website: string;
  social_media: string;
  highlights: string;
  fairs: string;
  pictures: GalleryPicture[];
  additional: FileRecord[];
}

export interface Tax {
  company: string;
  address: string;
  number: string;
  contact: string;
  email: string;
  phone: string;
}

export interface Proposal {
  booth: "" | (typeof BOOTH_SIZES)[number];
  pitch: string;
  mentorship: boolean;
  concept: string;
  rendering: FileRecord[];
}

export interface ApplicationForm {
  edition: string;
  choice: "" | (typeof CHOICES)[number];
  /** Sent, but never initialised by the form (spec section 3). */
  sector: string;
  proposal: Proposal;
  artists: Artist[];
  gallery: Gallery;
  tax: Tax;
  proof: FileRecord[];
}

/** Dotted field path (`artists.0.artworks.1.title`) to its messages: the 422 body's `errors`. */
export type ErrorMap = Record<string, string[]>;

// Normalisation never fails: anything malformed becomes an empty value, which the rules
// then report with the spec's message. Length and count limits are the rules' job too.
// NUL never belongs in form text and PostgreSQL refuses it in text columns; multipart bodies
// turn every line break into CRLF (HTML's form encoding), so text is brought back to LF.
const text = z
  .unknown()
  .optional()
  .transform((v) =>
    typeof v === "string" ? v.replaceAll("\0", "").replaceAll("\r\n", "\n") : typeof v === "number" ? String(v) : "",
  );
const oneOf = <T extends readonly string[]>(options: T) =>
  z
    .unknown()
    .optional()
    .transform((v): "" | T[number] => (typeof v === "string" && options.includes(v) ? v : ""));
const flag = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === "1" || v === "true" || v === 1);
const size = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : 0;
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  });
const list = <T extends z.ZodType>(item: T) =>
  z
    .unknown()
    .optional()
    .transform((v) => (Array.isArray(v) ? v : []))
    .pipe(z.array(item));
const record = <T extends z.ZodRawShape>(shape: T) =>
  z
    .unknown()
    .optional()
    .transform((v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {}))
    .pipe(z.object(shape));

/** Longest file name kept; the extension survives the cut. */
export const MAX_FILENAME_LENGTH = 200;

/**
 * A file name safe to store and show: no folders (`../`), no control characters or NUL, no
 * bidirectional overrides that make `cod.exe` read as `exe.doc`, and not absurdly long.
 */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const visible = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
    .replace(/^\.+/, "");
  if (visible.length <= MAX_FILENAME_LENGTH) return visible;
  const dot = visible.lastIndexOf(".");
  const extension = dot > 0 && visible.length - dot <= 10 ? visible.slice(dot) : "";
  return visible.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}

const filename = text.transform(cleanFilename);
const fileShape = { filename, size };
const fileRecord = record(fileShape);

const artwork = record({ ...fileShape, title: text, meta: text, presented: oneOf(PRESENTED_OPTIONS) });

const artist = record({
  first_name: text,
  last_name: text,
  nationality: text,
  born: text,
  bio: text,
  artworks: list(artwork),
});

const galleryPicture = record({ ...fileShape, exhibition_title: text, artists: text, year: text });

export const applicationSchema = record({
  edition: text,
  choice: oneOf(CHOICES),
  sector: text,
  proposal: record({
    booth: oneOf(BOOTH_SIZES),
    pitch: text,
    mentorship: flag,
    concept: text,
    rendering: list(fileRecord),
  }),
  artists: list(artist),
  gallery: record({
    name: text,
    year_founded: text,
    locations: text,
    founders: text,
    contact: text,
    email: text,
    website: text,
    social_media: text,
    highlights: text,
    fairs: text,
    pictures: list(galleryPicture),
    additional: list(fileRecord),
  }),
  tax: record({ company: text, address: text, number: text, contact: text, email: text, phone: text }),
  proof: list(fileRecord),
});

/** Turns any decoded payload into a complete form; unknown fields are dropped. */
export function normalizeApplication(raw: unknown): ApplicationForm {
  return applicationSchema.parse(raw) satisfies ApplicationForm;
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
