/**
 * The back office's JSON answers still written by hand here (editions, staff accounts); the others'
 * contracts are in src/shared/api/ as Zod schemas, their types inferred from them.
 */

import type { ApplicationsPage, Assignee, StaffName } from "../../../shared/api/applications.ts";
import type { Criterion } from "../../../shared/api/reviews.ts";

/** The list's page, for the floor plan's module until it imports it from shared/api/applications.ts. */
export type { ApplicationsPage };

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

/** Issue 10 (BACKOFFICE-CONTRACT.md): reviews, decisions, the queue, editions and criteria. */

export interface StaffAccount extends Assignee {
  role: "admin" | "reviewer";
  disabled: boolean;
  state: "active" | "invited" | "disabled";
  totp: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

/** GET /admin/api/me: the signed-in member, and whether sign-in asks her for a code. */
export interface MyAccount extends StaffName {
  role: "admin" | "reviewer";
  totp: boolean;
}

/** GET /admin/api/me/totp/new: a key for an authenticator app, not kept until a code made with it is sent. */
export interface NewTotpKey {
  secret: string;
  uri: string;
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

export interface EditionCriterion extends Criterion {
  position: number;
  /** For admins only: whether it has scores (then it can be hidden, not deleted). */
  scored?: boolean;
}
