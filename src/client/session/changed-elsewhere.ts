/**
 * A correction's page watches for a newer version saved elsewhere (another window, or a colleague
 * with the same link): when the page is looked at again, when a field is entered after a while, and
 * every few minutes while it is open. Found early, the applicant stops typing changes that saving
 * would be refused for (412).
 */
import { fetchStoredApplication } from "../form/stored-application.ts";

/** A look back at the page asks again at most this often; entering a field, at most this often. */
const LOOKED_AT_GAP_MS = 5_000;
const FIELD_GAP_MS = 30_000;
const EVERY_MS = 5 * 60_000;

export function watchChangedElsewhere(options: {
  statusPath: string;
  version: number;
  onChanged(version: number): void;
  /** True while the page itself is sending: the version it is saving is not someone else's. */
  paused(): boolean;
}): () => void {
  let stopped = false;
  let lastAsked = 0;

  async function ask(gap: number): Promise<void> {
    const now = Date.now();
    if (stopped || options.paused() || now - lastAsked < gap) return;
    lastAsked = now;
    try {
      const { version } = await fetchStoredApplication(options.statusPath);
      if (!stopped && !options.paused() && version > options.version) {
        stop();
        options.onChanged(version);
      }
    } catch (error) {
      // Offline for a moment, or an answer other than 200: the next look asks again, and saving is
      // checked by the server anyway.
      console.warn("Could not ask whether the application was changed elsewhere:", error);
    }
  }

  const onVisible = () => {
    if (document.visibilityState === "visible") void ask(LOOKED_AT_GAP_MS);
  };
  const onFocus = () => void ask(LOOKED_AT_GAP_MS);
  const onField = () => void ask(FIELD_GAP_MS);
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", onFocus);
  document.addEventListener("focusin", onField);
  const timer = setInterval(() => void ask(0), EVERY_MS);

  function stop(): void {
    stopped = true;
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("focus", onFocus);
    document.removeEventListener("focusin", onField);
    clearInterval(timer);
  }
  return stop;
}
