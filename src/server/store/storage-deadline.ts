/**
 * Every call to the bucket has a deadline (S3_TIMEOUT_SECONDS): a gateway that accepts a request
 * and never answers must fail the submit that waits on it, not hold it until the client gives up
 * (it used to wait 61 s, then was told 408 as if the gallery had gone silent).
 */

/** The storage did not answer a call within its deadline; the call was aborted. Answered 503 (web/error-handler.ts). */
export class StorageTimeoutError extends Error {
  readonly code = "STORAGE_TIMEOUT";
}

/**
 * Runs `call` with a signal aborted after `ms`; past it, the call is abandoned with a
 * StorageTimeoutError naming `what`. The deadline covers the call's answer: a stream it returns is
 * not cut afterwards.
 */
export async function withinDeadline<T>(
  ms: number,
  what: string,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timeout = new StorageTimeoutError(`The file storage did not answer ${what} within ${ms / 1000} s.`);
  const timer = setTimeout(() => controller.abort(timeout), ms);
  try {
    return await call(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? timeout : error;
  } finally {
    clearTimeout(timer);
  }
}

/** True for an error saying the storage hangs: cleaning up after it would only hang as well. */
export const storageHangs = (error: unknown): boolean => error instanceof StorageTimeoutError;
