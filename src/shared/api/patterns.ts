/**
 * The two patterns every side checks the same way: a record's id (a UUID as the database makes it)
 * and an email address. Written once, for the routes' schemas, the shared rules and the back office.
 */
import { z } from "zod";

export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Something, an @, something with a dot: what a person can be told is wrong without a round trip. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest address SMTP carries (RFC 5321's path limit, less the brackets). */
export const EMAIL_MAX_LENGTH = 320;

export const isEmailAddress = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** An email address in a body (surrounding spaces forgiven). */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: `must be at most ${EMAIL_MAX_LENGTH} characters` })
  .regex(EMAIL_PATTERN, { error: "must be an email address such as name@gallery.com" });
