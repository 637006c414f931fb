/** Table types for Kysely; the migrations in migrations.ts create exactly these. */
import type { Generated } from "kysely";
import type { MailState } from "../../shared/api/mail.ts";

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
  /** ISO 3166-1 alpha-2; "" for an application from before the form asked. */
  tax_country: Generated<string>;
  status: Generated<string>;
  submitted_at: number;
  /** Address of the gallery's public page, given once when the application is accepted. */
  slug: string | null;
  accepted_at: number | null;
  idempotency_key: string | null;
  /** Kept with the application so the back office's list sorts and counts without joins. */
  artist_count: Generated<number>;
  artwork_count: Generated<number>;
  /** The gallery name folded (lowercase, no accents), sorted byte by byte on both databases. */
  gallery_sort: Generated<string>;
  /** The name's place in a reader's order (applications/name-order.ts), for sorting only. */
  gallery_order: Generated<string>;
  /** Kept by reviews/store.ts with every review: the list sorts by them without aggregating. */
  review_count: Generated<number>;
  review_average: number | null;
  /** Of review_count, how many score every visible criterion (the others predate a criterion). */
  review_complete_count: Generated<number>;
  /** Set when the personal data was erased (operations/erase.ts); the row stays as an anonymised record. */
  erased_at: number | null;
  /** 1 as first sent; each correction before the deadline adds one (applications/correct.ts). */
  version: Generated<number>;
  /** When the latest correction was stored; null for an application never changed. */
  changed_at: number | null;
  /** The Idempotency-Key of the correction that made this version, if its page sent one. */
  change_key: Generated<string | null>;
  /** The language it was sent in (a code of shared/i18n/languages.ts); a correction keeps it. */
  language: Generated<string>;
}

/** An earlier version of a corrected application: its form as JSON, without the encrypted tax details. */
export interface ApplicationVersionTable {
  application_id: string;
  version: number;
  form: string;
  submitted_at: number;
  replaced_at: number;
}

/** A file an earlier version had and the current one no longer uses; kept until erasure. */
export interface RetiredFileTable extends FileTable {
  /** The last version that used the file. */
  last_version: number;
}

/** Audit of erasures: who (null: the retention job), when, why, and what was removed. */
export interface ErasureTable {
  id: string;
  application_id: string;
  at: number;
  by_email: string | null;
  via: string;
  reason: string;
  file_count: number;
  file_bytes: number;
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
  /** 1 for a PDF with JavaScript or a program launch (kept, and flagged in the back office). */
  active_content: Generated<number>;
}

export interface PendingUploadTable {
  storage_key: string;
  created_at: number;
  /** The process writing the files (upload_owners.id); null in rows written before owners. */
  owner: string | null;
}

/** A running process that may be writing uploads; its row is refreshed while it lives. */
export interface UploadOwnerTable {
  id: string;
  machine: string;
  pid: number;
  seen_at: number;
}

/** The back office's text search: FTS5 on SQLite, a tsvector on PostgreSQL (written through search-index.ts). */
export interface ApplicationSearchTable {
  application_id: string;
  document: string;
}

export type StaffRole = "admin" | "reviewer";

export interface StaffTable {
  id: string;
  /** Lowercase; the account's name at sign-in. */
  email: string;
  name: string;
  role: StaffRole;
  /** `$scrypt$…`, see staff/password.ts. */
  password_hash: string;
  /** Base32 TOTP secret once the member has set up an authenticator app. */
  totp_secret: string | null;
  /** The 30-second step of the last code accepted; an older or equal step is refused (no replay). */
  totp_last_step: number | null;
  disabled: Generated<number>;
  created_at: number;
  last_sign_in_at: number | null;
  /** The edition she last chose in the back office (editions/member-edition.ts); null until she chooses. */
  chosen_edition: string | null;
  /** The back office's language she picked (routes/admin/back-office-language.ts); null: her browser's. */
  language: string | null;
}

/** A staff member's signed-in session; `id` is the SHA-256 of the cookie's value. */
export interface StaffSessionTable {
  id: string;
  staff_id: string;
  csrf_token: string;
  created_at: number;
  expires_at: number;
}

/** The audit log: every sign-in attempt with its outcome, account (as typed) and address. */
export interface StaffSignInTable {
  id: string;
  at: number;
  email: string;
  staff_id: string | null;
  ip: string;
  outcome: string;
}

/** A one-time link to choose a password (invitation or reset); `id` is the SHA-256 of the link's token. */
export interface StaffPasswordLinkTable {
  id: string;
  staff_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The audit log of changes to staff accounts; `by_staff_id` null when made from the command line or by the link's owner. */
export interface StaffAccountEventTable {
  id: string;
  at: number;
  staff_id: string;
  by_staff_id: string | null;
  event: string;
  detail: Generated<string>;
}

/** The edition the public form applies to, as an admin chose it (one row, id 1); none: the rule decides. */
export interface FormEditionTable {
  id: number;
  edition: string;
  chosen_at: number;
  chosen_by: string | null;
}

/** An edition of the fair; times are ms since the epoch, null where the period has no bound. */
export interface EditionTable {
  slug: string;
  name: string;
  opens_at: number | null;
  closes_at: number | null;
  time_zone: string;
  public: number;
  position: number;
  created_at: number;
  /** "all": every member reviews every application; "assigned": each reviewer her assignments. */
  review_mode: ReviewMode;
  /**
   * 1: galleries see their decisions and the accepted ones are on the public pages. Editions made in
   * the back office start at 0; the others (OPEN_EDITIONS, older ones) at 1, the column's default.
   */
  decisions_released: number;
}

export type ReviewMode = "all" | "assigned";

/** Who reviews which application in an edition reviewed in "assigned" mode. */
export interface ReviewAssignmentTable {
  application_id: string;
  staff_id: string;
  assigned_at: number;
}

/** Append-only: every assignment made or taken back, and by whom (null: a tool, such as the demo). */
export interface ReviewAssignmentEventTable {
  id: string;
  application_id: string;
  staff_id: string;
  event: "assigned" | "unassigned";
  by_staff_id: string | null;
  at: number;
}

/** The last reminder of her open reviews each member was sent. */
export interface ReviewReminderTable {
  staff_id: string;
  edition: string;
  open_reviews: number;
  sent_at: number;
}

export interface ReviewCriterionTable {
  id: string;
  edition: string;
  label: string;
  hidden: Generated<number>;
  position: number;
}

export interface ReviewTable {
  application_id: string;
  staff_id: string;
  comment: string;
  /** Mean of the scores over the edition's visible criteria. */
  score: number | null;
  /** 1 when it scores every visible criterion of the edition; 0 once a criterion is added after it. */
  complete: Generated<number>;
  created_at: number;
  updated_at: number;
  /** The application's version when the review was last written. */
  application_version: Generated<number>;
}

export interface ReviewScoreTable {
  application_id: string;
  staff_id: string;
  criterion_id: string;
  score: number;
}

export interface ReviewConflictTable {
  application_id: string;
  staff_id: string;
  note: string;
  at: number;
}

/** Append-only: every declaration and withdrawal of a conflict of interest. */
export interface ReviewConflictEventTable {
  id: string;
  application_id: string;
  staff_id: string;
  event: "conflict_declared" | "conflict_withdrawn";
  /** The member's note when declaring; null when withdrawing. */
  note: string | null;
  at: number;
  /** The admin who recorded it for the member; null when she declared or withdrew it herself. */
  by_staff_id: string | null;
}

/** Append-only history of an application's status. */
export interface StatusChangeTable {
  id: string;
  application_id: string;
  seq: number;
  at: number;
  staff_id: string | null;
  via: string;
  from_status: string;
  to_status: string;
  note: string | null;
}

/** One contribution to the committee's discussion of an application; erased with its application. */
export interface ApplicationCommentTable {
  id: string;
  application_id: string;
  staff_id: string;
  /** Plain text as typed; the back office escapes it and makes its links clickable. */
  text: string;
  at: number;
}

/** A tag shared by the staff; `folded` (trimmed, lowercase) is unique, so "Newcomer" and "newcomer" are one. */
export interface TagTable {
  id: string;
  name: string;
  folded: string;
}

export interface ApplicationTagTable {
  application_id: string;
  tag_id: string;
}

/** A member's private note on an application: only she reads it, in the back office and her exports. */
export interface ApplicationNoteTable {
  application_id: string;
  staff_id: string;
  text: string;
  updated_at: number;
}

/** A live link to an application's status page: the SHA-256 (hex) of the token in the link. */
export interface StatusTokenTable {
  hash: string;
  application_id: string;
  created_at: number;
}

export type LetterDecision = "accepted" | "waitlisted" | "rejected";
/** `queued`: handed to the mail outbox, not yet accepted by the mail server (or waiting to try again). */
export type LetterState = "pending" | "queued" | "sent" | "failed";

/** The text of one decision's letters in an edition; without a row the default text applies. */
export interface LetterTemplateTable {
  edition: string;
  decision: LetterDecision;
  /** A language's code (shared/i18n/languages.ts), or '' for the edition's default template. */
  language: string;
  subject: string;
  body: string;
  updated_at: number;
}

/**
 * One letter in the outbox. The body keeps `{{status_link}}` as it is: the link's token is made
 * when the letter is sent, so no token is ever stored in the clear.
 */
export interface LetterTable {
  id: string;
  application_id: string;
  edition: string;
  decision: LetterDecision;
  to_address: string;
  subject: string;
  body: string;
  state: LetterState;
  created_at: number;
  sent_at: number | null;
  /** Why the mail server refused it, or why it is still waiting. */
  error: string | null;
  /** The mail_outbox row that carries it, once sent. */
  mail_id: string | null;
  /** Who sent it (staff id, null for a tool) and how: its history entry is written once the mail server accepts it. */
  sent_by: string | null;
  sent_via: string | null;
  /** The language of the template it was written from (a code), or null for the edition's default template. */
  template_language: string | null;
}

export type { MailState } from "../../shared/api/mail.ts";

/** One email in the outbox (mail/outbox.ts): queued, claimed by an instance while it is sent, then sent or failed. */
export interface MailTable {
  /** Also the `.eml` file's name without SMTP_URL, and the Message-ID's local part. */
  id: string;
  kind: string;
  recipient: string;
  application_id: string | null;
  subject: string;
  /** Plain text; emptied once sent (it may hold a one-time link). */
  body: string;
  /** A whole message composed by an earlier version, delivered as it is. */
  raw: string | null;
  state: MailState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  /** The instance (upload_owners.id) delivering it while `sending`. */
  claimed_by: string | null;
  claimed_at: number | null;
  created_at: number;
  sent_at: number | null;
}

/** An edition's halls and booths, as readFloorPlan (shared/floor-plan.ts) accepted them. */
export interface FloorPlanTable {
  edition: string;
  /** JSON of a FloorPlan. */
  plan: string;
  updated_at: number;
}

/** Which accepted gallery has which booth of its edition's plan. */
export interface BoothAllocationTable {
  application_id: string;
  edition: string;
  booth_id: string;
  by_staff_id: string | null;
  at: number;
}

/** Append-only: every booth given to a gallery or freed, and by whom (null: a tool, such as the demo). */
export interface BoothEventTable {
  id: string;
  application_id: string;
  event: "booth_allocated" | "booth_freed";
  booth_id: string;
  /** The booth's label when it happened (a later plan may rename it). */
  booth_label: string;
  by_staff_id: string | null;
  via: string;
  at: number;
}

/** A language the installation offers applicants (no rows: all of them; languages/offered.ts). */
export interface OfferedLanguageTable {
  language: string;
}

/** Who invoices: the fair as seller (one row, id 1). */
export interface BillingSettingsTable {
  id: number;
  name: string;
  address: string;
  country: string;
  vat_id: string;
  /** Electronic form, no spaces. */
  iban: string;
  bic: string;
  email: string;
  phone: string;
  updated_at: number;
}

/** An edition's prices; amounts in the currency's minor units, percentages as written ("8.1"). */
export interface EditionFeesTable {
  edition: string;
  currency: string;
  application_fee: number | null;
  fee_required_for_review: number;
  vat_rate: string;
  booth_taxed_at_fair: number;
  price_small: number | null;
  price_medium: number | null;
  price_large: number | null;
  deposit_percent: string;
  payment_days: number;
  discount_first: string | null;
  discount_second: string | null;
  updated_at: number;
}

/** The last invoice number given; its row is locked by every issuing transaction. */
export interface InvoiceCounterTable {
  series: string;
  last_number: number;
}

export type InvoiceStatus = "draft" | "issued" | "cancelled";

export interface InvoiceTable {
  id: string;
  application_id: string;
  edition: string;
  kind: string;
  status: InvoiceStatus;
  /** The number as a whole number and as printed; null while a draft. */
  seq: number | null;
  number: string | null;
  /** YYYY-MM-DD in the edition's zone. */
  issue_date: string | null;
  issued_at: number | null;
  due_date: string | null;
  currency: string;
  net: number;
  vat: number;
  gross: number;
  vat_rule: string;
  vat_category: string;
  vat_rate: string;
  vat_note: string | null;
  /** JSON of the seller and buyer as they were when the invoice was made (issued: as printed). */
  seller: string;
  buyer: string;
  /** ISO 11649 creditor reference (RF…), given with the number. */
  reference: string | null;
  credit_note_for: string | null;
  /** What credit notes took off (a positive sum of their gross). */
  credited: Generated<number>;
  /** What payments brought (a sum of their amounts). */
  paid: Generated<number>;
  paid_at: number | null;
  cancelled_at: number | null;
  cancel_reason: string | null;
  reminded_at: number | null;
  created_at: number;
  created_by: string | null;
}

export interface InvoiceLineTable {
  invoice_id: string;
  position: number;
  description: string;
  /** Hundredths of the unit. */
  quantity: number;
  unit: string;
  unit_price: number;
  net: number;
  vat: number;
}

export interface PaymentImportTable {
  id: string;
  file_name: string;
  format: string;
  entries: number;
  recorded: number;
  at: number;
  by_staff_id: string | null;
}

export type PaymentState = "matched" | "unmatched" | "dismissed";

/** Money received: from a bank statement, by hand or by card; unmatched until a person settles it. */
export interface PaymentTable {
  id: string;
  invoice_id: string | null;
  state: PaymentState;
  amount: number;
  currency: string;
  /** YYYY-MM-DD, as the bank booked it. */
  paid_on: string;
  source: "bank" | "manual" | "card";
  /** What makes an entry of a statement the same when it is imported again. */
  entry_key: string | null;
  reference: string;
  payer: string;
  remittance: string;
  note: string;
  import_id: string | null;
  created_at: number;
  by_staff_id: string | null;
}

/** Append-only: every invoice issued, cancelled, paid or reminded, and every payment recorded. */
export interface BillingEventTable {
  id: string;
  application_id: string;
  invoice_id: string | null;
  event: string;
  amount: number | null;
  currency: string | null;
  note: string | null;
  by_staff_id: string | null;
  via: string;
  at: number;
}

export interface Database {
  gallery_addresses: GalleryAddressTable;
  billing_settings: BillingSettingsTable;
  offered_languages: OfferedLanguageTable;
  edition_fees: EditionFeesTable;
  invoice_counters: InvoiceCounterTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  payment_imports: PaymentImportTable;
  payments: PaymentTable;
  billing_events: BillingEventTable;
  floor_plans: FloorPlanTable;
  booth_allocations: BoothAllocationTable;
  booth_events: BoothEventTable;
  application_comments: ApplicationCommentTable;
  tags: TagTable;
  application_tags: ApplicationTagTable;
  application_notes: ApplicationNoteTable;
  status_tokens: StatusTokenTable;
  letter_templates: LetterTemplateTable;
  letters: LetterTable;
  mail_outbox: MailTable;
  erasures: ErasureTable;
  editions: EditionTable;
  review_criteria: ReviewCriterionTable;
  reviews: ReviewTable;
  review_scores: ReviewScoreTable;
  review_conflicts: ReviewConflictTable;
  review_conflict_events: ReviewConflictEventTable;
  review_assignments: ReviewAssignmentTable;
  review_assignment_events: ReviewAssignmentEventTable;
  review_reminders: ReviewReminderTable;
  status_changes: StatusChangeTable;
  application_search: ApplicationSearchTable;
  staff: StaffTable;
  staff_sessions: StaffSessionTable;
  staff_sign_ins: StaffSignInTable;
  staff_password_links: StaffPasswordLinkTable;
  staff_account_events: StaffAccountEventTable;
  form_edition: FormEditionTable;
  applicant_sessions: ApplicantSessionTable;
  applications: ApplicationTable;
  application_versions: ApplicationVersionTable;
  retired_files: RetiredFileTable;
  artists: ArtistTable;
  artworks: ArtworkTable;
  gallery_pictures: GalleryPictureTable;
  files: FileTable;
  pending_uploads: PendingUploadTable;
  upload_owners: UploadOwnerTable;
}

/** A gallery page's earlier address (migration 342), answered with a redirect to its address now. */
export interface GalleryAddressTable {
  slug: string;
  application_id: string;
}
