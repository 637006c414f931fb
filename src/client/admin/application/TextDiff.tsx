/**
 * A long text's change as a person reads it: the later text, with the words taken out struck
 * through and the words put in marked, in place. Screen readers hear which is which (the marks'
 * own names are not read out by every one of them).
 */
import { diffWords } from "diff";
import { t } from "../words.ts";

/** Beyond this, the two texts are shown whole, one after the other. */
const TIMEOUT_MS = 200;

export function TextDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after, { timeout: TIMEOUT_MS });
  if (!parts)
    return (
      <div className="text-diff">
        <p className="lines prose">
          <del>
            <span className="visually-hidden">{t("application.before")} </span>
            {before}
          </del>
        </p>
        <p className="lines prose">
          <ins>
            <span className="visually-hidden">{t("application.after")} </span>
            {after}
          </ins>
        </p>
      </div>
    );
  return (
    <p className="text-diff lines prose">
      {parts.map((part, i) =>
        part.removed ? (
          <del key={i}>
            <span className="visually-hidden">{t("application.removedHidden")} </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </del>
        ) : part.added ? (
          <ins key={i}>
            <span className="visually-hidden">{t("application.addedHidden")} </span>
            {part.value}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  );
}
