/** The member asking, as the rule book (policy/) needs her. */
import type { FastifyRequest } from "fastify";
import type { Viewer } from "../../policy/staff.ts";

export function viewerOf(request: FastifyRequest): Viewer {
  const staff = request.staffSession?.staff;
  if (!staff) throw new Error("The staff guard lets no request through without a session.");
  return { id: staff.id, role: staff.role };
}
