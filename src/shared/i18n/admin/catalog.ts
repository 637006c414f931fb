/**
 * What the back office's catalog holds: one part per area of the back office, so several translators
 * (and engineers) can work at once. English's parts are the source: their keys are every language's.
 */

import type { TranslatorOf } from "../format.ts";
import type { Language } from "../languages.ts";
import type { AccountWords } from "./en/account.ts";
import type { ApplicationWords } from "./en/application.ts";
import type { ApplicationsWords } from "./en/applications.ts";
import type { CommonWords } from "./en/common.ts";
import type { DecisionsWords } from "./en/decisions.ts";
import type { EditionsWords } from "./en/editions.ts";
import type { FloorPlanWords } from "./en/floor-plan.ts";
import type { MoneyWords } from "./en/money.ts";
import type { ReviewsWords } from "./en/reviews.ts";
import type { SignInWords } from "./en/sign-in.ts";

export interface AdminCatalog {
  /** The member's own account: the language she reads the back office in. */
  account: AccountWords;
  /** The frame of every back-office page (header, navigation, sign-out, key help, not found), the shared form parts (fields, actions, dialogs) and the labels of stored values. */
  common: CommonWords;
  /** The pages before signing in: sign-in, the second step's code, forgotten and new passwords (server-rendered). */
  signIn: SignInWords;
  /** The list of applications, its filters, columns and exports; my queue; conflicts; comparing applications. */
  applications: ApplicationsWords;
  /** One application read in full, and the viewer of its pictures and documents. */
  application: ApplicationWords;
  /** Scoring an application, the reviews, and the discussion. */
  reviews: ReviewsWords;
  /** The committee's progress, decisions, and the decision letters. */
  decisions: DecisionsWords;
  /** Editions, the languages offered, the staff and the member's own account. */
  editions: EditionsWords;
  /** Fees, invoices, payments and billing settings. */
  money: MoneyWords;
  /** The floor plan: halls, booths and their allocation. */
  floorPlan: FloorPlanWords;
}

export type AdminPart = keyof AdminCatalog;

export const ADMIN_PARTS = [
  "account",
  "common",
  "signIn",
  "applications",
  "application",
  "reviews",
  "decisions",
  "editions",
  "money",
  "floorPlan",
] as const satisfies readonly AdminPart[];

/** A message's key: its part and its name, `common.signOut`. */
export type AdminKey = { [P in AdminPart]: `${P}.${keyof AdminCatalog[P] & string}` }[AdminPart];

/** A translator of the back office's words (the page's, or a test's in a language of its own). */
export type AdminWords = TranslatorOf<AdminKey>;

/** The languages the back office is written in: each member picks hers among them. */
export const BACK_OFFICE_LANGUAGES = ["en", "de"] as const satisfies readonly Language[];

export type BackOfficeLanguage = (typeof BACK_OFFICE_LANGUAGES)[number];

export function isBackOfficeLanguage(value: unknown): value is BackOfficeLanguage {
  return typeof value === "string" && (BACK_OFFICE_LANGUAGES as readonly string[]).includes(value);
}
