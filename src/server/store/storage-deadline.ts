/**
 * Every call to the bucket has a deadline (S3_TIMEOUT_SECONDS): a gateway that accepts a request
 * and never answers must fail the submit that waits on it, not hold it until the client gives up
 * (it used to wait 61 s, then was told 408 as if the gallery had gone silent).
 */
import { Readable } from "node:stream";

/** The storage did not answer a call within its deadline; the call was aborted. Answered 503 (web/error-handler.ts). */
export class StorageTimeoutError extends Error {
  readonly code = "STORAGE_TIMEOUT";
}

/**
 * Runs `call` with a signal aborted after `ms`; past it, the call is abandoned with a
 * StorageTimeoutError naming `what`. The deadline covers the call's answer: a stream it returns is
 * bounded by cutWhenSilent.
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

/**
 * `body` as a stream that fails with a StorageTimeoutError naming `what` when the storage sends
 * nothing for `ms` while it is asked for more: a GetObject whose body stops mid-way (a gateway that
 * hangs) ends the download that reads it instead of holding it. Silence while the reader is not
 * asking (a slow client downloading: the body is paused) is not the storage's and never counts.
 */
export function cutWhenSilent(body: Readable, ms: number, what: string): Readable {
  let timer: NodeJS.Timeout | undefined;
  const quiet = () => clearTimeout(timer);
  const out = new Readable({
    read() {
      quiet();
      timer = setTimeout(
        () => body.destroy(new StorageTimeoutError(`The file storage sent nothing of ${what} for ${ms / 1000} s.`)),
        ms,
      );
      body.resume();
    },
    destroy(error, done) {
      quiet();
      body.destroy();
      done(error);
    },
  });
  body.on("data", (chunk: Buffer) => {
    quiet();
    // The reader has enough for now: the storage is not waited on until it asks again (read above).
    if (!out.push(chunk)) body.pause();
  });
  body.once("end", () => {
    quiet();
    out.push(null);
  });
  body.once("error", (error) => {
    quiet();
    out.destroy(error);
  });
  body.pause();
  return out;
}
