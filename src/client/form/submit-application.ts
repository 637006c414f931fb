/**
 * The submit sequence of spec section 4: idle/error → sending (validate without files) → 200 →
 * submit with every file → 200 → success. Anything else ends in error, with the data untouched.
 */
import type { ErrorMap } from "../../shared/application.ts";
import { applicationFormData, type Encoding } from "../../shared/form-data.ts";
import { messages } from "../../shared/messages.ts";
import { isReceipt } from "../../shared/receipt.ts";
import { sessionMessages } from "../session/session-messages.ts";
import { isSessionEnded } from "../session/session-store.ts";
import { type ClientForm, chosenFiles, toApplication } from "./client-form.ts";
import { clientMessages } from "./client-messages.ts";
import type { ChangeMode, PageConfig } from "./page-config.ts";
import { type Answer, postMultipart } from "./send-multipart.ts";
import type { ErrorStore } from "./state/error-store.ts";
import type { FormStore } from "./state/form-store.ts";
import type { SubmissionStore } from "./state/submission-store.ts";
import { validateForm } from "./validate-form.ts";

/** Measured by bench/form-encoding.ts: the compact encoding is the faster one for a full application. */
export const WIRE_ENCODING: Encoding = "compact";

export interface SubmitContext {
  form: FormStore;
  errors: ErrorStore;
  submission: SubmissionStore;
  config: PageConfig;
  /**
   * The Idempotency-Key of this submission: the same for a retry of unchanged data, so a
   * submission that was stored but whose answer was lost is not stored twice.
   */
  submissionKey(): string;
  /** Keeps what was typed safe when sending fails (the draft). */
  onFailure?(): void;
  /** The server answered 401/419: the draft is saved and the page says so (issue 13). */
  onSessionEnded?(): Promise<void>;
  onSuccess?(): void;
}

const isErrorMap = (value: unknown): value is ErrorMap =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === "string"));

function serverErrors(answer: Answer): ErrorMap | null {
  if (answer.status !== 422 || typeof answer.body !== "object" || answer.body === null) return null;
  const errors = (answer.body as { errors?: unknown }).errors;
  return isErrorMap(errors) && Object.keys(errors).length > 0 ? errors : null;
}

/** Issue 10's answer outside the application period: 403 with a message and the period's dates. */
function outsidePeriod(answer: Answer): boolean {
  if (answer.status !== 403 || serverMessage(answer) === null) return false;
  const body = answer.body as { opens_at?: unknown; closes_at?: unknown };
  return "opens_at" in body || "closes_at" in body;
}

function serverMessage(answer: Answer): string | null {
  const message = (answer.body as { message?: unknown } | null)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

export async function submitApplication(context: SubmitContext): Promise<void> {
  const { form, errors, submission, config } = context;
  const { state } = submission.get();
  if (state !== "idle" && state !== "error") return;

  if (submission.get().preparing > 0) {
    // Images picked a moment ago are still being scaled down: send them, not a form without them.
    submission.patch({ state: "sending", phase: "preparing", failure: null });
    await submission.preparedFiles();
    submission.patch({ state, phase: null });
  }

  const current: ClientForm = form.getForm();
  errors.setServer({});
  errors.setClient(validateForm(current, config.uploadLimits, config.keptTax, config.taxCountryRequired));
  submission.patch({ validated: true, failure: null });
  if (errors.hasErrors()) {
    submission.patch({ summaryFocus: submission.get().summaryFocus + 1 });
    return;
  }

  submission.patch({ state: "sending", phase: "checking", loaded: 0, total: 0 });
  const application = toApplication(current);
  const encoding = WIRE_ENCODING;
  const token = config.csrfToken;
  if (config.change) return sendChange(context, current, config.change);
  try {
    // Started from an earlier application: its files kept by id and its tax details are its own, by its link's token.
    const startFrom: Record<string, string> = config.startFrom
      ? { "X-Start-From": config.startFrom.replace(/^\/status\//, "") }
      : {};
    const checked = await postMultipart(
      "/application-validate",
      applicationFormData(application, { encoding, token }),
      token,
      undefined,
      startFrom,
    );
    if (checked.status !== 200) return refused(context, checked, "/application-validate");

    const { files, stored } = filesToSend(current);
    submission.patch({ phase: "uploading" });
    const sent = await postMultipart(
      "/application-submit",
      applicationFormData(application, { encoding, files, stored, token }),
      token,
      (loaded, total) => submission.patch({ loaded, total }),
      { "Idempotency-Key": context.submissionKey(), ...startFrom },
    );
    if (sent.status !== 200) return refused(context, sent, "/application-submit");

    const gallery = (sent.body as { gallery?: unknown } | null)?.gallery;
    errors.clear();
    submission.patch({
      state: "success",
      phase: null,
      gallery: typeof gallery === "string" ? gallery : application.gallery.name,
      receipt: isReceipt(sent.body) ? sent.body : null,
    });
    context.onSuccess?.();
    window.scrollTo(0, 0);
  } catch (error) {
    console.error("Sending the application failed:", error);
    fail(context, null);
  }
}

/** The files to upload, and the stored ones kept by id (record path → file id). */
function filesToSend(current: ClientForm): { files: Map<string, Blob>; stored: Map<string, string> } {
  const files = new Map<string, Blob>();
  const stored = new Map<string, string>();
  for (const [path, upload] of chosenFiles(current))
    if (upload.storedId) stored.set(path, upload.storedId);
    else files.set(path, upload.file);
  return { files, stored };
}

/**
 * A correction: one request to the status page's change route, which checks it as a submission is
 * checked. Files stored before are named by id; only a new or replaced file is uploaded.
 */
async function sendChange(context: SubmitContext, current: ClientForm, change: ChangeMode): Promise<void> {
  const { errors, submission, config } = context;
  const application = toApplication(current);
  const { files, stored } = filesToSend(current);
  submission.patch({ state: "sending", phase: "uploading", loaded: 0, total: 0 });
  const url = `${change.statusPath}/change`;
  try {
    const sent = await postMultipart(
      url,
      applicationFormData(application, { encoding: WIRE_ENCODING, files, stored, token: config.csrfToken }),
      config.csrfToken,
      (loaded, total) => submission.patch({ loaded, total }),
      // A change sent again after its answer was lost is answered as the first time, not stored twice.
      { "If-Match": `"${change.version}"`, "Idempotency-Key": context.submissionKey() },
    );
    if (sent.status === 412) {
      // Saved elsewhere since this page opened: sending again cannot work, and the server says what to do.
      console.error(`${url} answered 412:`, sent.body);
      submission.patch({
        state: "error",
        phase: null,
        failure: serverMessage(sent) ?? messages.changedSincePageOpened,
      });
      context.onFailure?.();
      return;
    }
    if (sent.status !== 200) return refused(context, sent, url);
    errors.clear();
    submission.patch({ state: "success", phase: null, gallery: application.gallery.name, receipt: null });
    context.onSuccess?.();
    window.scrollTo(0, 0);
  } catch (error) {
    console.error("Sending the changes failed:", error);
    fail(context, null);
  }
}

async function refused(context: SubmitContext, answer: Answer, url: string): Promise<void> {
  if (isSessionEnded(answer.status)) {
    console.error(`${url} answered ${answer.status}: the session has ended.`);
    context.submission.patch({ state: "error", phase: null, failure: null });
    await context.onSessionEnded?.();
    return;
  }
  const found = serverErrors(answer);
  if (found) {
    context.errors.setServer(found);
    const { summaryFocus } = context.submission.get();
    context.submission.patch({ state: "error", phase: null, summaryFocus: summaryFocus + 1 });
    return;
  }
  console.error(`${url} answered ${answer.status}:`, answer.body);
  if (outsidePeriod(answer)) {
    // Outside the application period: trying again now cannot work, so no "please try again".
    context.submission.patch({
      state: "error",
      phase: null,
      failure: `${serverMessage(answer)} ${sessionMessages.keptHere}`,
    });
    context.onFailure?.();
    return;
  }
  fail(context, serverMessage(answer));
}

function fail(context: SubmitContext, detail: string | null): void {
  const failure = detail
    ? `${clientMessages.sendFailed} ${clientMessages.serverSaid(detail)}`
    : clientMessages.sendFailed;
  context.submission.patch({ state: "error", phase: null, failure });
  context.onFailure?.();
}
