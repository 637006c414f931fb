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

/**
 * A correction's page once a newer version was saved elsewhere: announced at the top, and a short
 * form kept in view at the bottom while the applicant is deep in the form, without taking the
 * focus from the field she is in.
 */
export function ChangedElsewhereNotice() {
  const { config } = useFormContext();
  const version = useSession((s) => s.changedElsewhere);
  if (version === null || !config.change) return null;
  return (
    <section
      role="alert"
      className="session-ended"
      aria-labelledby="changed-elsewhere-title"
      aria-describedby="changed-elsewhere-text"
    >
      <h2 id="changed-elsewhere-title">{sessionMessages.changedElsewhereTitle}</h2>
      <p id="changed-elsewhere-text">{sessionMessages.changedElsewhere(version)}</p>
      <a href={config.change.statusPath} target="_blank" rel="noopener">
        {sessionMessages.openStatusPage}
      </a>
      <p className="changed-elsewhere-bar">
        {sessionMessages.changedElsewhereShort} <a href="#changed-elsewhere-title">{sessionMessages.whatToDo}</a>
      </p>
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
