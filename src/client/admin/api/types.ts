/**
 * The back office's JSON answers (BACKOFFICE-CONTRACT.md): the application in the form's own shape,
 * each file record gaining where to fetch it.
 */

import type { BillingEvent } from "../../../shared/api/billing.ts";
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
  /** Issue 10: editions in the database. Optional until every server answers with them. */
  name?: string;
  opens_at?: string | null;
  closes_at?: string | null;
  time_zone?: string;
  public?: boolean;
  /** "all": every member reviews every application; "assigned": each reviewer her assignments. */
  review_mode?: ReviewMode;
  /** Galleries see their decisions and the accepted ones are public; false for an edition made in the back office. */
  decisions_released?: boolean;
  state?: "open" | "upcoming" | "closed";
}

export type ReviewMode = "all" | "assigned";

export interface EditionsAnswer {
  items: Edition[];
  /** The edition the public form applies to (an admin's choice, else the first open): where the list opens. */
  current: string;
  /** Whether an admin chose `current` for the form (else the dates did). */
  form_chosen?: boolean;
  /** Her edition: where her back office opens (her last choice, else her open assignments, else the form's). */
  mine?: string;
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
  /** Issue 10: how many reviews, their overall average, and the caller's own overall score. */
  /** Null (count and average) while the member may not see the others' reviews. */
  reviews?: number | null;
  /** Of `reviews`, those that score every criterion (a criterion added later leaves the others incomplete). */
  complete_reviews?: number | null;
  average?: number | null;
  my_score?: number | null;
  /** Highest review score minus the lowest; null with fewer than two reviews, and as `average`. */
  spread?: number | null;
  /** Mean of the reviews' scores standardised per member over the edition; null as `average`. */
  normalized?: number | null;
  tags?: string[];
  /** Its fee is awaited before review: "Awaiting payment" (only admins ever see such a row). */
  awaiting_payment?: boolean;
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
  /** Only beside thumbnail_url: at most 1600 px on its longest side, for the artwork viewer. */
  screen_url?: string;
  /** Only on a PDF with JavaScript or a program launch. */
  active_content?: true;
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
  /** 1 as first sent; each correction by the gallery before the deadline adds one. */
  version: number;
  /** When the gallery last changed it (null: never). */
  changed_at: string | null;
  proposal: StoredProposal;
  artists: StoredArtist[];
  gallery: StoredGallery;
  /** Admins only: for a reviewer the key is absent. */
  tax?: ApplicationForm["tax"];
  proof: StoredFile[];
} & ApplicationDecisionFields;

/** Issue 10 (BACKOFFICE-CONTRACT.md): reviews, decisions, the queue, editions and criteria. */

export interface StaffName {
  email: string;
  name: string;
}

export interface HistoryItem {
  /** Milliseconds since the epoch. */
  at: number;
  /** Null for a change made on the command line (`via: "cli"`). */
  by: StaffName | null;
  via?: string;
  from: string;
  to: string;
  /** Null for a member with a conflict of interest on the application. */
  note: string | null;
  /**
   * Set on a conflict of interest declared or withdrawn, or a member assigned or unassigned (admins
   * only); `from` and `to` are then empty.
   */
  event?:
    | "conflict_declared"
    | "conflict_withdrawn"
    | "assigned"
    | "unassigned"
    | "booth_allocated"
    | "booth_freed"
    | BillingEvent;
  /** On a booth event: the booth given or freed, by its label at the time. */
  booth?: { id: string; label: string };
  /** On an assignment event: who was assigned or unassigned (`by` is the admin who did it). */
  member?: StaffName;
  /** On a billing event (admins only): the invoice, and the amount in its currency. */
  invoice?: { id: string; number: string | null };
  amount?: { value: string; currency: string };
}

export interface ApplicationDecisionFields {
  history?: HistoryItem[];
  next_unreviewed?: string | null;
  /** Admins only: who is assigned to review it. */
  assignees?: Assignee[];
}

export interface Assignee extends StaffName {
  id: string;
}

export interface StaffAccount extends Assignee {
  role: "admin" | "reviewer";
  disabled: boolean;
  state: "active" | "invited" | "disabled";
  totp: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

/** A line of the audit log of account changes. */
export interface StaffEvent {
  id: string;
  at: string;
  member: Assignee;
  by: Assignee | null;
  event: string;
  detail: string;
}

export interface MemberProgress extends Assignee {
  role: "admin" | "reviewer";
  /** Her work: reviewed + open. */
  assigned: number;
  /** Reviewed of her work. */
  reviewed: number;
  /** What her queue holds. */
  open: number;
  /** Reviewed outside her work (not assigned to her), shown apart. */
  other_reviews: number;
  conflicts: number;
  last_review_at: string | null;
}

export interface ProgressAnswer {
  members: MemberProgress[];
  applications: { total: number; fully_reviewed: number; without_review: number };
}

export interface AutoAssignAnswer {
  assigned: number;
  short: string[];
  members: (Assignee & { assigned: number })[];
}

export interface RemindersAnswer {
  sent: number;
  skipped: { id: string; email: string; reason: string }[];
}

export interface Criterion {
  id: string;
  label: string;
  hidden: boolean;
}

export interface Review {
  scores: Record<string, number>;
  comment: string | null;
  updated_at: string | number;
  /** The application's version the review was written against. */
  application_version?: number;
  /** The reviewer's mean review score over the edition. */
  member_mean?: number | null;
  /** False once a criterion was added after it was written; `missing` names those it lacks. */
  complete?: boolean;
  missing?: string[];
}

export interface OthersReview extends Review {
  reviewer: StaffName;
}

export interface CriterionSummary {
  average: number;
  min: number;
  max: number;
}

export interface ReviewSummary {
  count: number;
  /** What the averages are made of: how many reviews, and how many of them complete. */
  reviews?: number;
  complete_reviews?: number;
  average: number | null;
  per_criterion: Record<string, CriterionSummary>;
  min: number | null;
  max: number | null;
}

export interface Conflict {
  reviewer: StaffName;
  note: string | null;
  at: string | number;
}

export interface ReviewsAnswer {
  criteria: Criterion[];
  mine: Review | null;
  reviews: OthersReview[];
  summary: ReviewSummary | null;
  /** Admins only. */
  conflicts?: Conflict[];
  /** The caller's own declaration, when they made one. */
  my_conflict?: { note: string | null; at: string | number } | null;
}

export interface QueueItem {
  id: string;
  gallery: string;
  submitted_at: string;
  /** Back in the queue: the member's review lacks a criterion added after she wrote it. */
  incomplete?: boolean;
}

export interface QueueAnswer {
  /** Still to review, newest first. */
  items: QueueItem[];
  total: number;
  /** Reviewed by me, newest first; those outside my assignments marked. */
  reviewed: (QueueItem & { reviewed_at: string; outside_assignments?: boolean })[];
  /** Reviewed of my work. */
  reviewed_count: number;
  /** My work: reviewed and still to review. */
  reviewable: number;
  /** Reviewed outside my assignments. */
  other_reviews?: number;
  /** The edition it is of. */
  edition?: { slug: string; name: string };
  /** With nothing here: the edition where my queue holds work. */
  work_elsewhere?: { slug: string; name: string; open: number } | null;
}

/** One applicant of an edition, for declaring conflicts: the gallery's name only. */
export interface Applicant {
  id: string;
  gallery: string;
  conflict: { note: string; at: string } | null;
}

export interface StatusAnswer {
  id: string;
  status: string;
  history: HistoryItem[];
}

export interface BulkStatusAnswer {
  updated: string[];
  unchanged: string[];
}

export interface EditionCriterion extends Criterion {
  position: number;
  /** For admins only: whether it has scores (then it can be hidden, not deleted). */
  scored?: boolean;
}

/** One contribution to an application's discussion. */
export interface DiscussionComment {
  id: string;
  author: StaffName;
  text: string;
  at: number;
}

export interface CommentsAnswer {
  comments: DiscussionComment[];
}

export interface TagsAnswer {
  tags: string[];
}

export interface TagCount {
  name: string;
  count: number;
}

export interface NoteAnswer {
  text: string;
  updated_at: number | null;
}
