/** A refusal about the plan or an allocation, with the HTTP status and the booths it names. */
export class BoothError extends Error {
  readonly status: 404 | 409 | 422;
  readonly booths: string[];

  constructor(status: 404 | 409 | 422, message: string, booths: string[] = []) {
    super(message);
    this.status = status;
    this.booths = booths;
  }
}

/** A unique or primary key refused the row: another transaction took the booth first. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}
