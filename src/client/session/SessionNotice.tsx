/**
 * The session's state on the page: a notice that takes focus when the session has ended (with
 * the reload that brings the draft back), and a quiet status while the connection is lost.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useFormContext } from "../form/state/hooks.ts";
import { sessionMessages } from "./session-messages.ts";
import type { SessionStatus } from "./session-store.ts";

function useSession<T>(select: (status: SessionStatus) => T): T {
  const { session } = useFormContext();
  return useSyncExternalStore(session.subscribe, () => select(session.get()));
}

export function SessionNotice() {
  const ended = useSession((s) => s.ended);
  const saved = useSession((s) => s.draftSaved);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ended) ref.current?.focus();
  }, [ended]);
  if (!ended) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="session-ended"
      aria-labelledby="session-ended-title"
      aria-describedby="session-ended-text"
    >
      <h2 id="session-ended-title">{sessionMessages.endedTitle}</h2>
      <p id="session-ended-text">{saved ? sessionMessages.endedSaved : sessionMessages.endedNotSaved}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {sessionMessages.reload}
      </button>
    </section>
  );
}

export function ConnectionStatus() {
  const retrying = useSession((s) => s.connection === "retrying" && !s.ended);
  // Always in the page, so screen readers announce the text when it appears.
  return (
    <div role="status" className={retrying ? "connection-status connection-status--lost" : "connection-status"}>
      {retrying ? sessionMessages.connectionLost : ""}
    </div>
  );
}
