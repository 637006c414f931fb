/**
 * The application period on the applicant's calls: validate and submit answer 403 with the
 * edition's dates outside it. What counts is when the request started, so a submission still
 * uploading when the period closes is accepted.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../store/database.ts";
import { cachedEditions, type EditionRow, periodJson, periodRefusal } from "./editions.ts";
import { cachedFormEdition } from "./form-edition.ts";

const startedAt = new WeakMap<FastifyRequest, number>();

/** onRequest hook: notes when the request arrived (before its body is read). */
export async function stampRequestStart(request: FastifyRequest): Promise<void> {
  startedAt.set(request, Date.now());
}

export const requestStart = (request: FastifyRequest) => startedAt.get(request) ?? Date.now();

export function refusal(edition: EditionRow, at: number) {
  const message = periodRefusal(edition, at);
  if (!message) return undefined;
  const { opens_at, closes_at, time_zone } = periodJson(edition, at);
  return { message, opens_at, closes_at, time_zone };
}

/**
 * Before the body is read: when no edition is open, refuse at once with the current edition's
 * dates (no point uploading gigabytes to hear it afterwards).
 */
export function refuseWhenNothingOpen(db: Db, openEditions: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const at = requestStart(request);
    const current = await cachedFormEdition(db, openEditions, at);
    const refused = current && refusal(current, at);
    if (refused) return reply.code(403).header("connection", "close").send(refused);
  };
}

/** After the body: the form's own edition, when it is a known one outside its period. */
export async function refusalFor(db: Db, openEditions: readonly string[], edition: string, at: number) {
  const found = (await cachedEditions(db, openEditions)).find((e) => e.slug === edition);
  return found && refusal(found, at);
}

export async function knownEditions(db: Db, openEditions: readonly string[]): Promise<string[]> {
  return (await cachedEditions(db, openEditions)).map((e) => e.slug);
}
