/**
 * The back office's applications: the editions, the list, one application, its place in the list,
 * the member's edition and the erasure, as Zod schemas the server declares and the back office
 * parses with.
 *   GET  /admin/api/editions                          → editionList (shared/api/editions.ts)
 *   GET  /admin/api/applications?…                    → applicationsPage (list-params.ts reads the query)
 *   GET  /admin/api/applications/<id>                 → applicationDetail
 *   GET  /admin/api/applications/<id>/neighbours?…    → neighbours
 *   PUT  /admin/api/me/edition     myEditionBody      → 204
 *   POST /admin/api/applications/<id>/erase eraseBody → erased
 */
import { z } from "zod";
import type {
  ApplicationForm,
  Artist,
  Artwork,
  FileRecord,
  Gallery,
  GalleryPicture,
  Proposal,
} from "../application.ts";
import { LANGUAGES } from "../i18n/languages.ts";
import { BOOTH_SIZES, CHOICES } from "../limits.ts";
import type { BillingEvent } from "./billing.ts";

/**
 * An application's address. Its pattern is the route's to check, not the schema's: an address that
 * names no application is answered 404 as an unknown one, so a reviewer learns nothing from it.
 */
export const applicationParams = z.object({ id: z.string().max(200) });

/** An edition's address (`/editions/<slug>/…`); an unknown one is the route's 404. */
export const editionParams = z.object({ slug: z.string().max(200) });

/** 204 No Content: nothing to parse. */
export const noContent = z.undefined().describe("no content");

export const staffName = z.object({ email: z.string(), name: z.string() });

export const assignee = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type Assignee = z.infer<typeof assignee>;

export const applicationRow = z.object({
  id: z.string(),
  gallery: z.string(),
  choice: z.enum([...CHOICES, ""]),
  /** Empty for platform applications. */
  booth: z.enum([...BOOTH_SIZES, ""]),
  status: z.string(),
  /** ISO 8601, UTC. */
  submitted_at: z.string(),
  artists: z.number().int(),
  artworks: z.number().int(),
  edition: z.string(),
  mentorship: z.boolean(),
  /** Null (count and scores) while the member may not see the others' reviews. */
  reviews: z.number().int().nullable(),
  /** Of `reviews`, those that score every criterion (a criterion added later leaves the others incomplete). */
  complete_reviews: z.number().int().nullable(),
  average: z.number().nullable(),
  my_score: z.number().nullable(),
  /** Highest review score minus the lowest; null with fewer than two reviews, and as `average`. */
  spread: z.number().nullable(),
  /** Mean of the reviews' scores standardised per member over the edition; null as `average`. */
  normalized: z.number().nullable(),
  tags: z.array(z.string()),
  /** The language it was sent in (`en`, `de`, … `zh`). */
  language: z.enum(LANGUAGES),
  /** Its fee is awaited before review: "Awaiting payment" (only admins ever see such a row). */
  awaiting_payment: z.boolean().optional(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationsPage = z.object({
  items: z.array(applicationRow),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type ApplicationsPage = z.infer<typeof applicationsPage>;

export const neighbours = z.object({
  previous: z.string().nullable(),
  next: z.string().nullable(),
  /** 1-based within the list's filter and sort; 0 when the application is not in it. */
  position: z.number().int(),
  total: z.number().int(),
});
export type Neighbours = z.infer<typeof neighbours>;

const BILLING_EVENTS = [
  "invoice_issued",
  "invoice_cancelled",
  "credit_note_issued",
  "payment_recorded",
  "invoice_paid",
  "invoice_reminded",
] as const satisfies readonly BillingEvent[];

export const historyItem = z.object({
  /** Milliseconds since the epoch. */
  at: z.number(),
  /** Null for a change made on the command line (`via: "cli"`). */
  by: staffName.nullable(),
  via: z.string(),
  from: z.string(),
  to: z.string(),
  /** Null for a member with a conflict of interest on the application. */
  note: z.string().nullable(),
  /** A conflict, an assignment, a booth or a billing event (admins only); `from` and `to` are then empty. */
  event: z
    .enum([
      "conflict_declared",
      "conflict_withdrawn",
      "assigned",
      "unassigned",
      "booth_allocated",
      "booth_freed",
      ...BILLING_EVENTS,
    ])
    .optional(),
  /** On a booth event: the booth given or freed, by its label at the time. */
  booth: z.object({ id: z.string(), label: z.string() }).optional(),
  /** On an assignment event (or a conflict an admin recorded for her): the member. */
  member: staffName.optional(),
  /** On a billing event: the invoice, and the amount in its currency. */
  invoice: z.object({ id: z.string(), number: z.string().nullable() }).optional(),
  amount: z.object({ value: z.string(), currency: z.string() }).optional(),
});
export type HistoryItem = z.infer<typeof historyItem>;

/**
 * One application: the form's own shape (src/shared/application.ts, each file record gaining where
 * to fetch it) and what the back office adds. The form's part is the applicant's contract, checked
 * where it is stored; here it passes through whole, and its type is written below.
 */
const applicationDetailFields = z.object({
  id: z.string(),
  status: z.string(),
  submitted_at: z.string(),
  /** 1 as first sent; each correction by the gallery before the deadline adds one. */
  version: z.number().int(),
  /** When the gallery last changed it (null: never). */
  changed_at: z.string().nullable(),
  /** Set once accepted: the public page is /ecosystem/<slug>. */
  slug: z.string().nullable(),
  /** The language it was sent in: its status page, emails and letters speak it. */
  language: z.enum(LANGUAGES),
  history: z.array(historyItem),
  next_unreviewed: z.string().nullable(),
  /** Admins only: who is assigned to review it. */
  assignees: z.array(assignee).optional(),
});
export const applicationDetail = z.looseObject(applicationDetailFields.shape);

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
type StoredGalleryPicture = GalleryPicture & StoredFileFields;
export type StoredArtist = Omit<Artist, "artworks"> & { artworks: StoredArtwork[] };
export type StoredProposal = Omit<Proposal, "rendering"> & { rendering: StoredFile[] };
export type StoredGallery = Omit<Gallery, "pictures" | "additional"> & {
  pictures: StoredGalleryPicture[];
  additional: StoredFile[];
};

export type ApplicationDetail = Omit<ApplicationForm, "proposal" | "artists" | "gallery" | "tax" | "proof"> &
  z.infer<typeof applicationDetailFields> & {
    proposal: StoredProposal;
    artists: StoredArtist[];
    gallery: StoredGallery;
    /** Admins only: for a reviewer the key is absent. */
    tax?: ApplicationForm["tax"];
    proof: StoredFile[];
  };

/** PUT /admin/api/me/edition: the edition her back office opens on from now on. */
export const myEditionBody = z.object({
  edition: z
    .string({ error: "must be an edition's slug" })
    .min(1, { error: "must be an edition's slug" })
    .max(64, { error: "must be an edition's slug" }),
});

export const MAX_ERASE_REASON_LENGTH = 2000;

/** POST /admin/api/applications/<id>/erase: why (kept in the erasure's record). */
export const eraseBody = z.object({
  reason: z.string().optional(),
});

export const erased = z.object({
  id: z.string(),
  /** Milliseconds since the epoch. */
  erased_at: z.number(),
  /** How many stored files went with it. */
  files: z.number().int(),
});
