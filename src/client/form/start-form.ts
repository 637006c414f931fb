/**
 * Wires the stores together for one page: live validation once submitted, stale server errors
 * dropped as fields change, the draft kept, the session kept alive, and the submit.
 */
import { messages } from "../../shared/messages.ts";
import { DraftKeeper } from "../session/draft-keeper.ts";
import { startKeepAlive } from "../session/keep-alive.ts";
import type { ClientForm } from "./client-form.ts";
import type { PageConfig } from "./page-config.ts";
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
  const context: FormContextValue = { form, errors, submission, disclosure, config };

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
      errors.setClient(validateForm(form.getForm(), config.uploadLimits));
    });
  });

  // `?fake` is for demos, tests and benchmarks: it never touches the applicant's stored draft.
  const keeper = config.fake === "none" ? new DraftKeeper(form) : null;
  keeper?.start();

  const stopKeepAlive = startKeepAlive({
    csrfToken: config.csrfToken,
    onExpired(reason) {
      console.error("The session keep-alive failed:", reason);
      void keeper?.saveNow();
      window.alert(messages.sessionExpiredAlert);
    },
  });

  const submit = () =>
    void submitApplication({
      ...context,
      submissionKey: () => {
        submissionKey ??= randomKey();
        return submissionKey;
      },
      onFailure: () => void keeper?.saveNow(),
      onSuccess: () => {
        // Sent and stored: no session to keep, no draft to keep.
        stopKeepAlive();
        void keeper?.discard();
      },
    });
  return { context, submit };
}
