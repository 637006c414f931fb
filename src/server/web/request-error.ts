/**
 * A refusal with its HTTP status and a message for the person who sent the request: the one shape
 * every domain's refusal takes (billing's, a status change's, an invoice's), answered in one place
 * (web/error-handler.ts) as `{"message"}`, with the `field` it is about or the `ids` a bulk change
 * refused; the applicant's 422 with its map of field errors.
 */
import type { ErrorMap } from "../../shared/application.ts";

export interface RefusalDetails {
  /** The field the refusal is about, by its dotted path. */
  field?: string | undefined;
  /** The records of a bulk change that were refused. */
  ids?: string[] | undefined;
}

export class RequestError extends Error {
  readonly status: number;
  /** Field errors of the applicant's 422, by dotted path. */
  readonly errors: ErrorMap | undefined;
  readonly field: string | undefined;
  readonly ids: string[];

  constructor(status: number, message: string, errors?: ErrorMap, details: RefusalDetails = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.field = details.field;
    this.ids = details.ids ?? [];
  }
}
