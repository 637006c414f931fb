/** The list's address parameters (`?edition=&status=&…&sort=-submitted_at&page=2`), checked. */

import { z } from "zod";
import { MAX_TAG_LENGTH } from "../../../shared/discussion.ts";
import { BOOTH_SIZES, CHOICES } from "../../../shared/limits.ts";
import {
  DISAGREEMENT_SPREAD,
  SORT_COLUMNS,
  type SortKey,
  type StaffListFilter,
  type StaffListOrder,
} from "../../applications/staff-list.ts";
import type { Viewer } from "../../policy/staff.ts";
import { RequestError } from "../../web/request-error.ts";

export const MAX_PER_PAGE = 200;
const DEFAULT_PER_PAGE = 50;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? undefined : v), schema.optional());

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}.`);

const decimal = (name: string) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,6})?$/, `${name} must be a number, such as 2.5 or -0.75.`)
    .transform(Number);

const listParams = z.object({
  edition: optional(z.string().max(64)),
  status: optional(z.string().max(40)),
  choice: optional(z.enum(CHOICES, { message: `choice must be one of ${CHOICES.join(", ")}.` })),
  booth: optional(z.enum(BOOTH_SIZES, { message: `booth must be one of ${BOOTH_SIZES.join(", ")}.` })),
  mentorship: optional(
    z
      .enum(["true", "false", "1", "0"], { message: "mentorship must be true or false." })
      .transform((v) => v === "true" || v === "1"),
  ),
  reviewed_by_me: optional(
    z
      .enum(["true", "false", "1", "0"], { message: "reviewed_by_me must be true or false." })
      .transform((v) => v === "true" || v === "1"),
  ),
  q: optional(z.string().max(200, "The search may have at most 200 characters.")),
  tag: optional(z.string().max(MAX_TAG_LENGTH, `tag may have at most ${MAX_TAG_LENGTH} characters.`)),
  average_min: optional(decimal("average_min")),
  average_max: optional(decimal("average_max")),
  normalized_min: optional(decimal("normalized_min")),
  normalized_max: optional(decimal("normalized_max")),
  spread_min: optional(decimal("spread_min")),
  disagreement: optional(
    z
      .enum(["true", "false", "1", "0"], { message: "disagreement must be 1 or 0." })
      .transform((v) => v === "true" || v === "1"),
  ),
  sort: optional(
    z
      .string()
      .refine(
        (v) => Object.hasOwn(SORT_COLUMNS, v.replace(/^-/, "")),
        `sort must be one of ${Object.keys(SORT_COLUMNS).join(", ")}, with "-" in front for descending.`,
      ),
  ),
  page: optional(whole("page", 1, 1_000_000)),
  per_page: optional(whole("per_page", 1, MAX_PER_PAGE)),
});

export interface ListParams {
  filter: StaffListFilter;
  order: StaffListOrder;
  page: number;
  perPage: number;
}

/** Throws a 400 RequestError naming the wrong parameter. */
export function readListParams(query: unknown, currentEdition: string, viewer: Viewer): ListParams {
  const parsed = listParams.safeParse(query ?? {});
  if (!parsed.success)
    throw new RequestError(400, parsed.error.issues[0]?.message ?? "The list's parameters are wrong.");
  const p = parsed.data;
  const sort = (p.sort ?? "-submitted_at") as string;
  const range = (min: number | undefined, max: number | undefined) =>
    min === undefined && max === undefined ? undefined : { min, max };
  // "Members disagree" is a spread of at least 2; with spread_min too, the higher bound holds.
  const spreadMin = p.disagreement ? Math.max(p.spread_min ?? DISAGREEMENT_SPREAD, DISAGREEMENT_SPREAD) : p.spread_min;
  return {
    filter: {
      edition: p.edition ?? currentEdition,
      status: p.status,
      choice: p.choice,
      booth: p.booth,
      mentorship: p.mentorship,
      q: p.q,
      reviewedByMe: p.reviewed_by_me,
      tag: p.tag?.trim() || undefined,
      average: range(p.average_min, p.average_max),
      normalized: range(p.normalized_min, p.normalized_max),
      spread: range(spreadMin, undefined),
      viewer,
    },
    order: { sort: sort.replace(/^-/, "") as SortKey, descending: sort.startsWith("-") },
    page: p.page ?? 1,
    perPage: p.per_page ?? DEFAULT_PER_PAGE,
  };
}
