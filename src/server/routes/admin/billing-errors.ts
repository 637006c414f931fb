/**
 * The money routes' wording of a request that does not fit the route's schema: as billing/ words its
 * own checks ("kind must be …", firstProblem in billing/problems.ts), 422 naming the field, so every
 * money refusal speaks with one voice. Every other refusal is answered by web/error-handler.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../../applications/actor.ts";
import { schemaProblem } from "../../web/contract.ts";
import { errorHandler } from "../../web/error-handler.ts";

export function billingApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = schemaProblem(error);
    if (problem)
      return reply.code(422).send({
        message: `${problem.path || "The body"} ${problem.what}`.replace(/\.?$/, "."),
        ...(problem.path ? { field: problem.path } : {}),
      });
    return errorHandler(error as Error, request, reply);
  });
}

/** The admin acting, as billing records her. */
export function actorOf(request: FastifyRequest): Actor {
  return { staffId: request.staffSession?.staff.id ?? null, via: "back-office" };
}
