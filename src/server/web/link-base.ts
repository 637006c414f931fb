/**
 * Where links in emails to staff point: the origin the request reached. One place, so that a
 * configured public address can take over without touching the routes that send mail.
 */
import type { FastifyRequest } from "fastify";

export function linkBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
