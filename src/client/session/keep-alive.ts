/**
 * GET /application-ping every 300 s with the CSRF header. Only a 401/419 answer ends it (the
 * session is gone); a ping that cannot reach the server, or any other answer, is retried with
 * backoff and reported as a lost connection until a ping gets through again.
 */
import { PING_INTERVAL_MS } from "../../shared/limits.ts";
import { isSessionEnded } from "./session-store.ts";

/** Waits before each retry after a failed ping; the last repeats, never longer than the interval. */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000, 120_000];

export function startKeepAlive(options: {
  csrfToken: string;
  onExpired(reason: unknown): void;
  onConnection?(state: "ok" | "retrying"): void;
  intervalMs?: number;
}): () => void {
  const interval = options.intervalMs ?? PING_INTERVAL_MS;
  let failures = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(ping, ms);
  };
  const failed = (reason: unknown) => {
    console.warn("The session keep-alive could not reach the server; retrying:", reason);
    if (failures === 0) options.onConnection?.("retrying");
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)] as number;
    failures++;
    schedule(Math.min(delay, interval));
  };

  async function ping(): Promise<void> {
    let status: number;
    try {
      const answer = await fetch("/application-ping", {
        headers: { "X-CSRF-Token": options.csrfToken, Accept: "application/json" },
        credentials: "same-origin",
        cache: "no-store",
      });
      status = answer.status;
      // Read to the end: an answer left unread holds its connection (and, uncached, never finishes).
      await answer.arrayBuffer();
    } catch (error) {
      return failed(error);
    }
    if (stopped) return;
    if (isSessionEnded(status)) {
      stopped = true;
      options.onExpired(new Error(`/application-ping answered ${status}.`));
      return;
    }
    if (status !== 200) return failed(new Error(`/application-ping answered ${status}.`));
    if (failures > 0) options.onConnection?.("ok");
    failures = 0;
    schedule(interval);
  }

  // Back online: no need to wait for the next retry.
  const onOnline = () => {
    if (failures > 0) schedule(0);
  };
  window.addEventListener("online", onOnline);
  schedule(interval);
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener("online", onOnline);
  };
}
