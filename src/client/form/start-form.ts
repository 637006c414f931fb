/**
 * Wires the stores together for one page: live validation once submitted, stale server errors
 * dropped as fields change, the draft kept, the session kept alive, and the submit.
 */
import { messages } from "../../shared/messages.ts";
import { watchChangedElsewhere } from "../session/changed-elsewhere.ts";
import { DraftKeeper } from "../session/draft-keeper.ts";
import { startKeepAlive } from "../session/keep-alive.ts";
import { guardLeavingWhileSending } from "../session/leave-guard.ts";
import { SessionStore } from "../session/session-store.ts";
import type { ClientForm } from "./client-form.ts";
import type { PageConfig } from "./page-config.ts";
import { ArtworkWindow } from "./state/artwork-window.ts";
import { DisclosureStore } from "./state/disclosure-store.ts";
import { ErrorStore } from "./state/error-store.ts";
import { FormStore } from "./state/form-store.ts";
import type { FormContextValue } from "./state/hooks.ts";
import { SubmissionStore } from "./state/submission-store.ts";
import { submitApplication } from "./submit-application.ts";
import { validateForm } from "./validate-form.ts";

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export interface StartedForm {
  context: FormContextValue;
  submit(): void;
}

export function startForm(initial: ClientForm, config: PageConfig): StartedForm {
  const form = new FormStore(initial);
  const errors = new ErrorStore();
  const submission = new SubmissionStore();
  const artworkCount = initial.artists.reduce((sum, artist) => sum + artist.artworks.length, 0);
  const disclosure = DisclosureStore.forArtworkCount(artworkCount);
  const session = new SessionStore();
  const artworkWindow = new ArtworkWindow(form);
  const context: FormContextValue = { form, errors, submission, disclosure, artworkWindow, session, config };

  // One key per version of the data: a retry of unchanged data is recognised by the server.
  let submissionKey: string | null = null;
  form.observe(() => {
    submissionKey = null;
  });

  // Live validation: coalesced so a change that touches several paths validates once.
  let validationQueued = false;
  form.observe((path) => {
    errors.forgetServerErrorsAt(path);
    if (!submission.get().validated || validationQueued) return;
    validationQueued = true;
    queueMicrotask(() => {
      validationQueued = false;
      errors.setClient(validateForm(form.getForm(), config.uploadLimits, config.keptTax, config.taxCountryRequired));
    });
  });

  // `?fake` is for demos, tests and benchmarks: it never touches the applicant's stored draft.
  // Nor does a form filled from a stored application: its stored files hold no bytes to keep.
  const keeper = config.fake === "none" && !config.keptTax ? new DraftKeeper(form) : null;
  keeper?.start();

  // The session is gone (401/419): keep everything, say so, offer the reload that brings it back.
  let ending: Promise<void> | null = null;
  const endSession = (): Promise<void> => {
    ending ??= (async () => {
      stopKeepAlive();
      let draftSaved = false;
      try {
        if (keeper) await keeper.saveNow();
        draftSaved = keeper !== null;
      } catch (error) {
        console.error("Saving the draft when the session ended failed:", error);
      }
      session.patch({ ended: true, draftSaved });
    })();
    return ending;
  };

  // A correction has no session to keep alive: the status link is its key.
  const stopKeepAlive = config.change
    ? () => {}
    : startKeepAlive({
        csrfToken: config.csrfToken,
        onConnection: (connection) => session.patch({ connection }),
        onExpired(reason) {
          console.error("The session keep-alive found the session ended:", reason);
          void endSession().then(() => window.alert(messages.sessionExpiredAlert));
        },
      });
  const stopWatching = config.change
    ? watchChangedElsewhere({
        ...config.change,
        onChanged: (version) => session.patch({ changedElsewhere: version }),
        paused: () => submission.get().state === "sending",
      })
    : () => {};
  guardLeavingWhileSending(submission);
  // What is being sent is in the draft too, should the applicant leave while it uploads.
  let wasSending = false;
  submission.subscribe(() => {
    const sending = submission.get().state === "sending";
    if (sending && !wasSending) void keeper?.saveNow();
    wasSending = sending;
  });

  const submit = () =>
    void submitApplication({
      ...context,
      submissionKey: () => {
        submissionKey ??= randomKey();
        return submissionKey;
      },
      onFailure: () => void keeper?.saveNow(),
      onSessionEnded: endSession,
      onSuccess: () => {
        // Sent and stored: no session to keep, no draft to keep.
        stopKeepAlive();
        stopWatching();
        void keeper?.discard();
      },
    });
  return { context, submit };
}
