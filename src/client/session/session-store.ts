/**
 * What the page knows about its session and its connection (issue 13): a ping that cannot reach
 * the server is a lost connection, retried; only a 401/419 answer is an ended session.
 */

type Listener = () => void;

export interface SessionStatus {
  /** "retrying" while pings fail without an answer that says the session is gone. */
  connection: "ok" | "retrying";
  /** Set once the server answered 401/419: only a reload brings a working session. */
  ended: boolean;
  /** Whether the draft (text and files) was saved when the session ended. */
  draftSaved: boolean;
  /** A correction's page: the newer version saved elsewhere since it opened, else null. */
  changedElsewhere: number | null;
}

export class SessionStore {
  private value: SessionStatus = { connection: "ok", ended: false, draftSaved: false, changedElsewhere: null };
  private readonly listeners = new Set<Listener>();

  get = (): SessionStatus => this.value;

  patch(change: Partial<SessionStatus>): void {
    this.value = { ...this.value, ...change };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** 401: no live session; 419: the token's session has expired (the convention some servers use). */
export const isSessionEnded = (status: number): boolean => status === 401 || status === 419;
