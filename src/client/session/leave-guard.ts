/**
 * While the application is being sent, leaving the page would drop the upload silently: ask the
 * browser for its own leave-page prompt (it shows no text of ours; the page says what happens).
 */
import type { SubmissionStore } from "../form/state/submission-store.ts";

export function guardLeavingWhileSending(submission: SubmissionStore): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (submission.get().state !== "sending") return;
    event.preventDefault();
    // Older browsers show the prompt only when returnValue is set.
    event.returnValue = true;
  };
  window.addEventListener("beforeunload", onBeforeUnload);
  return () => window.removeEventListener("beforeunload", onBeforeUnload);
}
