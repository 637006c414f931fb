/** A refusal of billing input, naming the field it is about: 422 (nonsense) or 409 (not now). */
import type { z } from "zod";
import { RequestError } from "../web/request-error.ts";

export class BillingError extends RequestError {
  constructor(status: number, message: string, field?: string) {
    super(status, message, undefined, { field });
  }
}

/** The first problem of a parse, as "field problem." */
export function firstProblem(error: z.ZodError): BillingError {
  const issue = error.issues[0];
  const field = issue?.path.join(".") ?? "";
  return new BillingError(
    422,
    issue ? `${field || "The body"} ${issue.message}.` : "The body is wrong.",
    field || undefined,
  );
}
