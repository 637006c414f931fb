/**
 * The back office's JSON answers (BACKOFFICE-CONTRACT.md): the application in the form's own shape,
 * each file record gaining where to fetch it.
 */
import type {
  ApplicationForm,
  Artist,
  Artwork,
  FileRecord,
  Gallery,
  GalleryPicture,
  Proposal,
} from "../../../shared/application.ts";
import type { BoothSize, Choice } from "../../../shared/limits.ts";

export interface Edition {
  slug: string;
  open: boolean;
  applications: number;
}

export interface EditionsAnswer {
  items: Edition[];
  /** The first open edition: where the list opens. */
  current: string;
}

export interface ApplicationRow {
  id: string;
  gallery: string;
  choice: Choice | "";
  /** Empty for platform applications. */
  booth: BoothSize | "";
  status: string;
  /** ISO 8601, UTC. */
  submitted_at: string;
  artists: number;
  artworks: number;
  edition: string;
  mentorship: boolean;
}

export interface ApplicationsPage {
  items: ApplicationRow[];
  total: number;
  page: number;
  pages: number;
}

export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based within the list's filter and sort. */
  position: number;
  total: number;
}

/** What every stored file record gains. An artwork without an image has nulls here and an empty filename. */
export interface StoredFileFields {
  id: string | null;
  /** The type detected from the file's bytes. */
  type: string | null;
  url: string | null;
  /** Only for JPEG, PNG and WebP. */
  thumbnail_url?: string;
}

export type StoredFile = FileRecord & StoredFileFields;
export type StoredArtwork = Artwork & StoredFileFields;
export type StoredGalleryPicture = GalleryPicture & StoredFileFields;
export type StoredArtist = Omit<Artist, "artworks"> & { artworks: StoredArtwork[] };
export type StoredProposal = Omit<Proposal, "rendering"> & { rendering: StoredFile[] };
export type StoredGallery = Omit<Gallery, "pictures" | "additional"> & {
  pictures: StoredGalleryPicture[];
  additional: StoredFile[];
};

export type ApplicationDetail = Omit<ApplicationForm, "proposal" | "artists" | "gallery" | "tax" | "proof"> & {
  id: string;
  status: string;
  submitted_at: string;
  proposal: StoredProposal;
  artists: StoredArtist[];
  gallery: StoredGallery;
  /** Admins only: for a reviewer the key is absent. */
  tax?: ApplicationForm["tax"];
  proof: StoredFile[];
};
