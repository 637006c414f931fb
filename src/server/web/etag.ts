/**
 * Validators for pages that are the same for everybody: an ETag from the page's bytes, and 304 Not
 * Modified when the browser already holds them, so a revalidation costs a few header lines.
 * Weak (`W/`), because the page may travel compressed or not and stays the same page.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export function etagOf(body: string): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match holds this tag (compared weakly, as RFC 9110 asks for GET) or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** Sends `body` with its ETag, or 304 without it when the request's If-None-Match already names it. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: string) {
  const etag = etagOf(body);
  reply.header("etag", etag);
  if (reply.statusCode === 200 && matchesIfNoneMatch(request.headers["if-none-match"], etag))
    return reply.code(304).send();
  return reply.send(body);
}
