/**
 * The back-office API's refusals as the helpers' contract words them: `{"message"}` (plus the
 * `ids` a bulk change refused), a 422 included, rather than the applicant form's field-error map.
 */
import type { FastifyInstance } from "fastify";
import { StatusChangeError } from "../../applications/status.ts";
import { errorHandler } from "../../web/error-handler.ts";
import { RequestError } from "../../web/request-error.ts";

export function plainApiErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof StatusChangeError)
      return reply.code(error.status).send({ message: error.message, ...(error.ids.length ? { ids: error.ids } : {}) });
    if (error instanceof RequestError) return reply.code(error.status).send({ message: error.message });
    return errorHandler(error as Error, request, reply);
  });
}
