/** Business constants from the spec (section 9) and the upload limits every layer enforces. */

export const CHOICES = ["galleries", "platform"] as const;
export type Choice = (typeof CHOICES)[number];

export const BOOTH_SIZES = ["small", "medium", "large"] as const;
export type BoothSize = (typeof BOOTH_SIZES)[number];

export const PRESENTED_OPTIONS = ["present", "similar"] as const;

export const MAX_ARTISTS = 50;
export const MAX_ARTWORKS_PER_ARTIST = 50;
export const MIN_BIO_LENGTH = 50;
export const MIN_PITCH_LENGTH = 50;
export const MIN_YEAR = 1800;
export const IMAGE_MAX_SIDE = 2000;
export const PING_INTERVAL_MS = 300_000;
export const UPLOAD_ERROR_FIRST_CLEAR_MS = 5_000;
export const UPLOAD_ERROR_CLEAR_STEP_MS = 300;

/** Caps on free text, so one field cannot fill the database. Long prose fields get more room. */
export const TEXT_CAP = { short: 300, long: 10_000 } as const;

export const MEGABYTE = 1024 * 1024;

export type FileKind = "image" | "document";

/** Types judged by a file's first bytes, never by its name. */
export const ALLOWED_TYPES: Record<FileKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/webp"],
  document: ["application/pdf", "image/jpeg", "image/png", "image/webp"],
};

export interface UploadFieldLimit {
  /** Dotted path of the list in the form, with `#` for an index. */
  readonly path: string;
  readonly kind: FileKind;
  /** Most files in one list (an artwork holds exactly one). */
  readonly maxCount: number;
}

export const UPLOAD_FIELDS = {
  rendering: { path: "proposal.rendering", kind: "document", maxCount: 10 },
  artwork: { path: "artists.#.artworks.#", kind: "image", maxCount: 1 },
  galleryPicture: { path: "gallery.pictures", kind: "image", maxCount: 20 },
  galleryAdditional: { path: "gallery.additional", kind: "document", maxCount: 10 },
  proof: { path: "proof", kind: "document", maxCount: 10 },
} as const satisfies Record<string, UploadFieldLimit>;

/** Sizes the server may override from its environment; the page receives the values in force. */
export interface UploadSizeLimits {
  /** Largest single file, in bytes. */
  maxFileBytes: number;
  /** Largest whole submission, in bytes. */
  maxSubmissionBytes: number;
}

export const DEFAULT_UPLOAD_SIZE_LIMITS: UploadSizeLimits = {
  maxFileBytes: 20 * MEGABYTE,
  maxSubmissionBytes: 2048 * MEGABYTE,
};

export function currentYear(now: Date = new Date()): number {
  return now.getFullYear();
}
