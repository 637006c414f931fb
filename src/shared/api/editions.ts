/**
 * The editions' routes and their review criteria, as Zod schemas: the server declares them (and is
 * held to them when it answers), the back office parses what it receives with the same ones.
 *   GET   /admin/api/editions                       → editionList (declared in applications-api.ts)
 *   POST  /admin/api/editions                       newEditionBody → 201 editionItem
 *   PATCH /admin/api/editions/<slug>                editionChangeBody → editionItem
 *   POST  /admin/api/editions/<slug>/form           → formEditionChosen
 *   GET   /admin/api/editions/<slug>/criteria       → criteriaList
 *   POST  /admin/api/editions/<slug>/criteria       criterionBody → 201 editionCriterion
 *   PATCH /admin/api/editions/<slug>/criteria/<id>  criterionBody → editionCriterion · DELETE → 204
 */
import { z } from "zod";
import { currentZoneName } from "../time-zones.ts";
import { isTimeZone } from "../zoned-time.ts";

export const REVIEW_MODES = ["all", "assigned"] as const;
/** "all": every member reviews every application; "assigned": each reviewer her assignments. */
export const reviewMode = z.enum(REVIEW_MODES, { error: 'must be "all" or "assigned"' });
export type ReviewMode = z.infer<typeof reviewMode>;

export const PERIOD_STATES = ["open", "upcoming", "closed"] as const;

/** One edition as the back office reads it. */
export const editionItem = z.object({
  slug: z.string(),
  name: z.string(),
  open: z.boolean(),
  state: z.enum(PERIOD_STATES),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  time_zone: z.string(),
  public: z.boolean(),
  review_mode: reviewMode,
  /** Galleries see their decisions and the accepted ones are public; false for an edition made in the back office. */
  decisions_released: z.boolean(),
  applications: z.number().int(),
});
export type Edition = z.infer<typeof editionItem>;

/** GET /admin/api/editions */
export const editionList = z.object({
  items: z.array(editionItem),
  /** The edition the public form applies to (an admin's choice, else the first open): where the list opens. */
  current: z.string(),
  /** Whether an admin chose `current` for the form (else the dates did). */
  form_chosen: z.boolean(),
  /** Her edition: where her back office opens (her last choice, else her open assignments, else the form's). */
  mine: z.string(),
});

export const editionParams = z.object({ slug: z.string().min(1).max(64) });

/**
 * A time with its offset, as typed in the edition's zone; kept a string here so the route can tell
 * a time in the zone's spring-forward gap by what was sent.
 */
const isoWithOffset = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    "must be an ISO 8601 time with an offset, e.g. 2027-01-10T09:00:00+01:00",
  )
  .refine((v) => !Number.isNaN(Date.parse(v)), "is not a real date")
  .nullable();

const editionFields = z.object({
  name: z.string().trim().min(1, "must not be empty").max(200),
  opens_at: isoWithOffset,
  closes_at: isoWithOffset,
  // Kept under its current IANA name (Asia/Kolkata, not Asia/Calcutta): both name the same zone.
  time_zone: z
    .string()
    .max(100)
    .refine(isTimeZone, "must be a time zone such as Europe/Berlin")
    .transform(currentZoneName),
  public: z.boolean({ error: "must be true or false" }),
  review_mode: reviewMode,
  decisions_released: z.boolean({ error: "must be true or false" }),
});

export const newEditionBody = editionFields
  .partial({
    opens_at: true,
    closes_at: true,
    time_zone: true,
    public: true,
    review_mode: true,
    decisions_released: true,
  })
  .extend({ slug: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, "may hold letters, digits, . _ - (at most 64)") });
export type NewEditionBody = z.input<typeof newEditionBody>;

export const editionChangeBody = editionFields.partial();
export type EditionChangeBody = z.input<typeof editionChangeBody>;

/** POST /admin/api/editions/<slug>/form */
export const formEditionChosen = z.object({ current: z.string(), form_chosen: z.literal(true) });

export const criterionParams = editionParams.extend({ id: z.string().min(1).max(64) });

/** A criterion of an edition; `scored` (admins only) tells whether it has scores (then it can be hidden, not deleted). */
export const editionCriterion = z.object({
  id: z.string(),
  label: z.string(),
  hidden: z.boolean(),
  position: z.number().int(),
  scored: z.boolean().optional(),
});
export type EditionCriterion = z.infer<typeof editionCriterion>;

/** GET /admin/api/editions/<slug>/criteria; `reviews_count` for admins only. */
export const criteriaList = z.object({
  items: z.array(editionCriterion),
  reviews_count: z.number().int().optional(),
});

/** A criterion's label (needed to add one), whether it is hidden, and where it stands (from 0). */
export const criterionBody = z.object({
  label: z.string().max(1000).optional(),
  hidden: z.boolean({ error: "must be true or false" }).optional(),
  position: z.number({ error: "must be a whole number from 0" }).int().min(0).optional(),
});
export type CriterionBody = z.infer<typeof criterionBody>;
