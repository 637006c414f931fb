/**
 * The `Idempotency-Key` a page sends with a submission or a correction: a key it cannot have made
 * (another shape, several headers) is ignored, and the request is handled as one without a key.
 */
export function idempotencyKeyHeader(header: string | string[] | undefined): string | undefined {
  return typeof header === "string" && /^[A-Za-z0-9_-]{8,128}$/.test(header) ? header : undefined;
}
