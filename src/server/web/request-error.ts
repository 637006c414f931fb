/** A refusal with its HTTP status and a message for the person who sent the request. */
import type { ErrorMap } from "../../shared/application.ts";

export class RequestError extends Error {
  readonly status: number;
  /** Field errors of a 422, by dotted path. */
  readonly errors: ErrorMap | undefined;

  constructor(status: number, message: string, errors?: ErrorMap) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}
