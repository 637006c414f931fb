/** GET /application-ping every 300 s with the CSRF header; the first failure or non-200 ends it and reports. */
import { PING_INTERVAL_MS } from "../../shared/limits.ts";

export function startKeepAlive(options: {
  csrfToken: string;
  onExpired(reason: unknown): void;
  intervalMs?: number;
}): () => void {
  const timer = setInterval(async () => {
    try {
      const answer = await fetch("/application-ping", {
        headers: { "X-CSRF-Token": options.csrfToken, Accept: "application/json" },
        credentials: "same-origin",
        cache: "no-store",
      });
      if (answer.status === 200) return;
      clearInterval(timer);
      options.onExpired(new Error(`/application-ping answered ${answer.status}.`));
    } catch (error) {
      clearInterval(timer);
      options.onExpired(error);
    }
  }, options.intervalMs ?? PING_INTERVAL_MS);
  return () => clearInterval(timer);
}
