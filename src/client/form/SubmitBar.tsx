/** The send button, the progress while sending, and what went wrong if sending failed. */
import { MEGABYTE } from "../../shared/limits.ts";
import { sessionMessages } from "../session/session-messages.ts";
import { t, translator } from "../words.tsx";
import { useFormContext, useSubmission } from "./state/hooks.ts";

const amount = (bytes: number) =>
  bytes >= MEGABYTE
    ? t("form.sizeMegabytes", {
        size: translator.number(bytes / MEGABYTE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })
    : t("form.sizeKilobytes", { size: translator.number(Math.ceil(bytes / 1024)) });

function Progress() {
  const phase = useSubmission((s) => s.phase);
  const loaded = useSubmission((s) => s.loaded);
  const total = useSubmission((s) => s.total);
  if (phase === null) return null;
  const text =
    phase === "preparing"
      ? t("form.preparingImages")
      : phase === "checking"
        ? t("form.checking")
        : total > 0
          ? t("form.sendingProgress", { loaded: amount(loaded), total: amount(total) })
          : t("form.sending");
  return (
    <div className="progress">
      <label htmlFor="send-progress">{text}</label>
      {phase === "uploading" && total > 0 ? (
        <progress id="send-progress" max={total} value={loaded} />
      ) : (
        <progress id="send-progress" />
      )}
    </div>
  );
}

export function SubmitBar({ submit }: { submit(): void }) {
  const changing = Boolean(useFormContext().config.change);
  const sending = useSubmission((s) => s.state === "sending");
  const failure = useSubmission((s) => s.failure);
  return (
    <div className="submit">
      <div role="alert" className={failure ? "failure" : undefined}>
        {failure && <p>{failure}</p>}
      </div>
      <div aria-live="polite">
        <Progress />
      </div>
      {sending && <p className="hint leave-note">{sessionMessages.leavingWhileSending}</p>}
      {/* aria-disabled, not disabled, while sending: a disabled button would drop keyboard focus to the
      top of the page, and after a failure Enter would no longer send again. */}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={sending || undefined}
        onClick={sending ? undefined : submit}
      >
        {changing ? t("form.sendChanges") : t("form.sendApplication")}
      </button>
    </div>
  );
}
