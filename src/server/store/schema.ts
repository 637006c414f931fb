/** Table types for Kysely; the migrations in migrations.ts create exactly these. */
import type { Generated } from "kysely";

/** An anonymous applicant's session: who may validate and submit, with the CSRF token of that page. */
export interface ApplicantSessionTable {
  id: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
}

export interface ApplicationTable {
  id: string;
  edition: string;
  choice: string;
  sector: string;
  booth: string;
  pitch: string;
  mentorship: number;
  concept: string;
  gallery_name: string;
  gallery_year_founded: number;
  gallery_locations: string;
  gallery_founders: string;
  gallery_contact: string;
  gallery_email: string;
  gallery_website: string;
  gallery_social_media: string;
  gallery_highlights: string;
  gallery_fairs: string;
  tax_company: string;
  tax_address: string;
  tax_number: string;
  tax_contact: string;
  tax_email: string;
  tax_phone: string;
  status: Generated<string>;
  submitted_at: number;
  /** Address of the gallery's public page, given once when the application is accepted. */
  slug: string | null;
  accepted_at: number | null;
  idempotency_key: string | null;
}

export interface ArtistTable {
  application_id: string;
  position: number;
  first_name: string;
  last_name: string;
  nationality: string;
  born: number | null;
  bio: string;
}

export interface ArtworkTable {
  application_id: string;
  artist_position: number;
  position: number;
  title: string;
  meta: string;
  presented: string;
}

export interface GalleryPictureTable {
  application_id: string;
  position: number;
  exhibition_title: string;
  artists: string;
  year: number;
}

export interface FileTable {
  id: string;
  application_id: string;
  /** Dotted path of the file record in the form, e.g. `artists.0.artworks.2` or `proof.1`. */
  record_path: string;
  original_name: string;
  size: number;
  content_type: string;
  sha256: string;
  storage_key: string;
}

export interface PendingUploadTable {
  storage_key: string;
  created_at: number;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  applicant_sessions: ApplicantSessionTable;
  applications: ApplicationTable;
  artists: ArtistTable;
  artworks: ArtworkTable;
  gallery_pictures: GalleryPictureTable;
  files: FileTable;
  pending_uploads: PendingUploadTable;
  rate_limits: RateLimitTable;
}
