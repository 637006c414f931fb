/** The money routes' refusals: `{"message"}` with the `field` a 422 is about, or the `ids` a bulk change refused. */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../../applications/actor.ts";
import { InvoiceError } from "../../billing/invoices.ts";
import { BillingError } from "../../billing/problems.ts";
import { errorHandler } from "../../web/error-handler.ts";
import { RequestError } from "../../web/request-error.ts";

export function billingApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
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
