/**
 * The tokens of the galleries' status links. A token is 192 random bits in base64url; only its
 * SHA-256 is stored, so a copy of the database opens no status page. An application may hold several
 * (the confirmation's link, and each link asked for again): every one of them opens the same page.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";

/** 24 bytes in base64url: 32 characters, nothing else. */
export const STATUS_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function newStatusToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashStatusToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function statusPath(token: string): string {
  return `/status/${token}`;
}

/** `<PUBLIC_URL>/status/<token>`: the link in every email to the gallery. */
export function statusUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${statusPath(token)}`;
}

/** Stores the token's hash for the application (in the caller's transaction when given one). */
export async function saveStatusToken(
  db: Kysely<Database> | Transaction<Database>,
  applicationId: string,
  token: string,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("status_tokens")
    .values({ hash: hashStatusToken(token), application_id: applicationId, created_at: now })
    .execute();
}

/** A new link for a stored application: the token to put in it. */
export async function issueStatusToken(db: Db, applicationId: string, now = Date.now()): Promise<string> {
  const token = newStatusToken();
  await saveStatusToken(db, applicationId, token, now);
  return token;
}

/** The application a token opens; undefined for a malformed or unknown token, or an erased application. */
export async function applicationOfToken(db: Db, token: string): Promise<string | undefined> {
  if (!STATUS_TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom("status_tokens")
    .innerJoin("applications", "applications.id", "status_tokens.application_id")
    .select("applications.id")
    .where("status_tokens.hash", "=", hashStatusToken(token))
    .where("applications.erased_at", "is", null)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The CSRF token of the status page's forms: bound to the page's own token, so it is known only to
 * whoever holds the link, and needs no session (a gallery follows the link from any device).
 */
export function statusFormToken(token: string): string {
  return createHmac("sha256", token).update("status-page-form").digest("base64url");
}

export function isStatusFormToken(token: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(statusFormToken(token));
  return a.length === b.length && timingSafeEqual(a, b);
}
