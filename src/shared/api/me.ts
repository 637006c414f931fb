/**
 * The signed-in member's own session and account, as Zod schemas: the server declares them (and is
 * held to them when it answers), the back office parses what it receives with the same ones.
 *   POST   /admin/sign-in            signInBody (form or JSON) → signedIn · 401/429 {message}
 *   POST   /admin/sign-out           (nothing) → 204, or 303 to the sign-in page from the form
 *   POST   /admin/set-password/<t>   setPasswordBody → signedIn (or 204 when a code is asked for next)
 *   POST   /admin/forgot-password    forgotPasswordBody → 202 {message}
 *   GET    /admin/api/me             → myAccount
 *   PUT    /admin/api/me/language    myLanguageBody → 204
 *   GET    /admin/api/me/totp/new    → newTotpKey
 *   POST   /admin/api/me/totp        totpSetUpBody → 204
 *   DELETE /admin/api/me/totp        totpRemoveBody → 204
 */
import { z } from "zod";
import { BACK_OFFICE_LANGUAGES } from "../i18n/admin/catalog.ts";

/** Longer than any password, code or address a person types: a bound before scrypt, not a rule. */
const TYPED_MAX = 4096;
const typed = z.string().max(TYPED_MAX, { error: `must be at most ${TYPED_MAX} characters` });

export const myAccount = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(["admin", "reviewer"]),
  /** Sign-in asks her for a code from an authenticator app. */
  totp: z.boolean(),
  /** The back office's language she picked; null while it follows her browser. */
  language: z.enum(BACK_OFFICE_LANGUAGES).nullable(),
});

/** Her pick of the back office's language; null to follow her browser again. */
export const myLanguageBody = z.object({ language: z.enum(BACK_OFFICE_LANGUAGES).nullable() });
export type MyLanguageBody = z.infer<typeof myLanguageBody>;

/** A key for an authenticator app, not kept until a code made with it is sent. */
export const newTotpKey = z.object({ secret: z.string(), uri: z.string() });
export type NewTotpKey = z.infer<typeof newTotpKey>;

/**
 * Every field may be missing or empty here: the route says which one is needed and why, in the
 * words the account page shows (me.ts).
 */
export const totpSetUpBody = z.object({
  secret: typed.optional(),
  code: typed.optional(),
  current_password: typed.optional(),
  current_code: typed.optional(),
});
export type TotpSetUpBody = z.infer<typeof totpSetUpBody>;

export const totpRemoveBody = z.object({ code: typed.optional() });

/**
 * The sign-in form's fields (urlencoded from the page, JSON from a client): the password step, or
 * the code step with the `pending` token the page carried from the password step.
 */
export const signInBody = z
  .object({
    email: typed.optional(),
    password: typed.optional(),
    totp: typed.optional(),
    next: typed.optional(),
    pending: typed.optional(),
  })
  .nullish();

/** POST /admin/set-password/<token>: the new password (form or JSON); the rules are the route's to word. */
export const setPasswordBody = z.object({ password: typed.optional() }).nullish();

/** POST /admin/forgot-password: the address a link should go to (form or JSON). */
export const forgotPasswordBody = z.object({ email: typed.optional() }).nullish();

/** Signed in (JSON): who, and the token every later change must carry as X-CSRF-Token. */
export const signedIn = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(["admin", "reviewer"]),
  csrf_token: z.string(),
});

/** A refusal: the sign-in's one message, a code needed (`totp_required`) or an app to set up first. */
export const signInRefused = z.object({
  message: z.string(),
  totp_required: z.literal(true).optional(),
  totp_setup_required: z.literal(true).optional(),
});
