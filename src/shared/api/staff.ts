/**
 * The team's routes (admins only) and a member's own account, as Zod schemas: the server declares
 * them (and is held to them when it answers), the back office parses what it receives with the same ones.
 *   GET   /admin/api/staff              → staffList
 *   POST  /admin/api/staff              inviteBody → 201 staffMember (an email with a one-time link)
 *   PATCH /admin/api/staff/<id>         memberChangeBody → staffMember
 *   POST  /admin/api/staff/<id>/reset   → staffMember (a new one-time link by email)
 *   GET   /admin/api/staff/events       → staffEvents
 *   POST  /admin/api/me/password        passwordChangeBody → 204
 */
import { z } from "zod";
import { emailSchema } from "./patterns.ts";

export const STAFF_ROLES = ["admin", "reviewer"] as const;
export const staffRole = z.enum(STAFF_ROLES, { error: 'must be "admin" or "reviewer"' });

/** A member of staff, by name. */
export const staffName = z.object({ email: z.string(), name: z.string() });

export const staffRef = staffName.extend({ id: z.string() });

/** One account as the team page lists it. */
export const staffMember = staffRef.extend({
  role: staffRole,
  state: z.enum(["active", "invited", "disabled"]),
  disabled: z.boolean(),
  totp: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffMember>;

export const staffList = z.object({ items: z.array(staffMember) });

export const staffParams = z.object({ id: z.string().min(1).max(64) });

/** A name not blank is checked by staff/accounts.ts, which words it. */
export const inviteBody = z.object({
  email: emailSchema,
  name: z.string().max(1000),
  role: staffRole,
});
export type InviteBody = z.infer<typeof inviteBody>;

export const memberChangeBody = z.object({
  role: staffRole.optional(),
  disabled: z.boolean({ error: "must be true or false" }).optional(),
  name: z.string().max(1000).optional(),
});
export type MemberChangeBody = z.infer<typeof memberChangeBody>;

/** A line of the audit log of account changes, newest first. */
export const staffEvent = z.object({
  id: z.string(),
  at: z.string(),
  member: staffRef,
  by: staffRef.nullable(),
  event: z.string(),
  detail: z.string(),
});
export type StaffEvent = z.infer<typeof staffEvent>;

export const staffEvents = z.object({ items: z.array(staffEvent) });

export const passwordChangeBody = z.object({
  current_password: z.string().max(1000),
  password: z.string().max(1000),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
