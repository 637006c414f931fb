/**
 * The money routes' refusals: `{"message"}` with the `field` a 422 is about, or the `ids` a bulk
 * change refused. A request that does not fit the route's schema is worded as billing/ words its own
 * checks ("kind must be …", firstProblem in billing/problems.ts): one voice for every money refusal.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../../applications/actor.ts";
import { InvoiceError } from "../../billing/invoices.ts";
import { BillingError } from "../../billing/problems.ts";
import { schemaProblem } from "../../web/contract.ts";
import { errorHandler } from "../../web/error-handler.ts";
import { RequestError } from "../../web/request-error.ts";

export function billingApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const problem = schemaProblem(error);
    if (problem)
      return reply.code(422).send({
        message: `${problem.path || "The body"} ${problem.what}`.replace(/\.?$/, "."),
        ...(problem.path ? { field: problem.path } : {}),
      });
    if (error instanceof BillingError)
      return reply.code(error.status).send({ message: error.message, ...(error.field ? { field: error.field } : {}) });
    if (error instanceof InvoiceError)
      return reply.code(error.status).send({ message: error.message, ...(error.ids.length ? { ids: error.ids } : {}) });
    if (error instanceof RequestError) return reply.code(error.status).send({ message: error.message });
    return errorHandler(error as Error, request, reply);
  });
}

/** The admin acting, as billing records her. */
export function actorOf(request: FastifyRequest): Actor {
  return { staffId: request.staffSession?.staff.id ?? null, via: "back-office" };
}
