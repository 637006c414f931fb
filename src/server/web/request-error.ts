/** A refusal with its HTTP status and a message for the person who sent the request. */
import type { ErrorMap } from "../../shared/application.ts";

export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Field errors of a 422, by dotted path. */
    readonly errors?: ErrorMap,
  ) {
    super(message);
  }
}
