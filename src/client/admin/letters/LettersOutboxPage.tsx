/**
 * /admin/letters (admins): the outbox of decision letters for one edition. Prepare makes a letter
 * for each decided application still without one; pending letters can be read, edited, discarded,
 * selected and sent; a sent one waits in the mail outbox ("Queued") until the mail server accepts
 * it; failures show the server's reason and can be sent again. Below, every failed email of any
 * kind, with "Try again".
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { languageTag } from "../../../shared/i18n/languages.ts";
import { editionsQuery } from "../api/editions.ts";
import { lettersQuery, useDiscardLetter, useEditLetter, usePrepareLetters, useSendLetters } from "../api/letters.ts";
import { useMailStale } from "../api/mail.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t, words } from "../words.ts";
import { FailedMail } from "./FailedMail.tsx";
import { decisionLabel, mailTime } from "./mail-types.ts";
import { templateLabel } from "./template-language.ts";
import "./letters.css";
import { LETTER_DECISIONS, type Letter, STATUS_LINK } from "../../../shared/api/letters.ts";

type State = "pending" | "queued" | "failed" | "sent";
const STATES: readonly State[] = ["pending", "queued", "failed", "sent"];

export function LettersOutboxPage() {
  const heading = usePageHeading(t("decisions.lettersTitle"), "letters");
  const editions = useQuery(editionsQuery());
  const asked = new URLSearchParams(useSearch()).get("edition");
  const [chosen, setChosen] = useState<string | null>(asked);
  const edition = chosen ?? editions.data?.current ?? "";
  const released = editions.data?.items.find((e) => e.slug === edition)?.decisions_released ?? true;
  const [state, setState] = useState<State>("pending");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [said, setSaid] = useState("");
  const list = useQuery(lettersQuery(edition, state));
  const mailStale = useMailStale();
  // Which letters the admin asked to send, waiting for her answer in the dialog.
  const [asking, setAsking] = useState<"selected" | "all" | null>(null);
  const everyOpen = useOpenLetters(edition, asking === "all");

  const prepare = usePrepareLetters(edition, (prepared) =>
    setSaid(prepared === 0 ? t("decisions.lettersAllPrepared") : t("decisions.lettersPrepared", { count: prepared })),
  );
  const sendLetters = useSendLetters(
    edition,
    (answer) => {
      setAsking(null);
      setSelected(new Set());
      const parts = [t("decisions.lettersSentCount", { count: answer.sent })];
      if (answer.queued.length) parts.push(t("decisions.lettersQueuedCount", { count: answer.queued.length }));
      if (answer.failed.length) parts.push(t("decisions.lettersFailedCount", { count: answer.failed.length }));
      if (answer.skipped.length)
        parts.push(
          t("decisions.lettersSkippedCount", {
            count: answer.skipped.length,
            reasons: answer.skipped.map((s) => s.reason).join(" "),
          }),
        );
      setSaid(`${parts.join(", ")}.`);
    },
    mailStale,
  );
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("decisions.lettersTitle")}
      </h1>
      <div className="letters-actions">
        <div className="field">
          <label htmlFor="letters-edition">{t("decisions.lettersEdition")}</label>
          <select id="letters-edition" className="input" value={edition} onChange={(e) => setChosen(e.target.value)}>
            {editions.data?.items.map((e) => (
              <option key={e.slug} value={e.slug}>
                {e.name || e.slug}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="letters-state">{t("decisions.lettersShow")}</label>
          <select
            id="letters-state"
            className="input"
            value={state}
            onChange={(e) => setState(e.target.value as State)}
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t("decisions.stateLabel", { state: s })}
              </option>
            ))}
          </select>
        </div>
        <PendingButton
          type="button"
          className="button button--secondary"
          pending={prepare.isPending}
          onClick={() => prepare.mutate()}
        >
          {t("decisions.lettersPrepare")}
        </PendingButton>
        <Link href={`/editions/${encodeURIComponent(edition)}/letters`}>{t("decisions.lettersEditTemplates")}</Link>
      </div>
      {!released && (
        <p className="letters-flag">
          {words.parts("decisions.lettersNotReleased", {
            edition: (chunks) => (
              <Link key="edition" href={`/editions/${encodeURIComponent(edition)}`}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      {prepare.isError && (
        <p className="error-message" role="alert">
          {prepare.error.message}
        </p>
      )}
      <p role="status">{said}</p>
      {(state === "pending" || state === "failed") && list.data && list.data.items.length > 0 && (
        <div className="letters-actions">
          <PendingButton
            type="button"
            className="button"
            pending={sendLetters.isPending}
            onClick={() => {
              setSaid("");
              sendLetters.reset();
              if (selected.size === 0) setSaid(t("decisions.lettersSelectFirst"));
              else setAsking("selected");
            }}
          >
            {t("decisions.lettersSendSelected", { count: selected.size })}
          </PendingButton>
          <PendingButton
            type="button"
            className="button button--secondary"
            pending={sendLetters.isPending}
            onClick={() => {
              setSaid("");
              sendLetters.reset();
              setAsking("all");
            }}
          >
            {t("decisions.lettersSendAll")}
          </PendingButton>
        </div>
      )}
      <SendConfirmation
        letters={
          asking === "all"
            ? everyOpen
            : asking === "selected"
              ? list.data?.items.filter((letter) => selected.has(letter.id))
              : undefined
        }
        open={asking !== null}
        pending={sendLetters.isPending}
        error={sendLetters.error?.message}
        onConfirm={() => sendLetters.mutate(asking === "all" ? { edition, all: true } : { ids: [...selected] })}
        onCancel={() => setAsking(null)}
      />
      {list.isError && <p role="alert">{list.error.message}</p>}
      {list.data && list.data.items.length === 0 && <p>{t("decisions.lettersNone", { state })}</p>}
      <ul className="letters-list">
        {list.data?.items.map((letter) => (
          <LetterItem
            key={letter.id}
            letter={letter}
            selected={selected.has(letter.id)}
            onToggle={() => toggle(letter.id)}
            edition={edition}
            link={list.data?.status_link ?? ""}
          />
        ))}
      </ul>
      <FailedMail />
    </>
  );
}

/** How many letters of each decision are about to go ("3 accepted"). */
const SENT_COUNT_KEYS = {
  accepted: "decisions.sendAccepted",
  waitlisted: "decisions.sendWaitlisted",
  rejected: "decisions.sendRejected",
} as const;

/** The text as it will read: the status link's placeholder shown as where it goes. */
const withStatusLink = (body: string, link: string) => (link ? body.split(STATUS_LINK).join(link) : body);
/** And back before saving: the link's token is made when the letter is sent. */
const withPlaceholder = (body: string, link: string) => (link ? body.split(link).join(STATUS_LINK) : body);

/** Every pending and failed letter of the edition, fetched when the admin asks to send them all. */
function useOpenLetters(edition: string, enabled: boolean): Letter[] | undefined {
  const pending = useQuery(lettersQuery(edition, "pending", enabled));
  const failed = useQuery(lettersQuery(edition, "failed", enabled));
  if (!pending.data || !failed.data) return undefined;
  return [...pending.data.items, ...failed.data.items];
}

/** "Send 6 letters to 6 galleries?": how many, to whom, with which decision, before anything goes out. */
function SendConfirmation({
  letters,
  open,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  /** Undefined while they are being counted. */
  letters: Letter[] | undefined;
  open: boolean;
  pending: boolean;
  error: string | undefined;
  onConfirm(): void;
  onCancel(): void;
}) {
  const count = letters?.length ?? 0;
  const galleries = new Set(letters?.map((letter) => letter.application_id)).size;
  const byDecision = LETTER_DECISIONS.map(
    (decision) => [decision, letters?.filter((letter) => letter.decision === decision).length ?? 0] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([decision, n]) => t(SENT_COUNT_KEYS[decision], { count: n }));
  return (
    <ConfirmDialog
      open={open}
      title={letters ? t("decisions.sendTitle", { count, galleries }) : t("decisions.sendTitleCounting")}
      confirmLabel={letters ? t("decisions.sendConfirm", { count }) : t("decisions.sendCounting")}
      pending={pending || !letters || count === 0}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {letters && count > 0 && <p>{t("decisions.sendText", { decisions: byDecision.join(", ") })}</p>}
      {letters && count === 0 && <p>{t("decisions.sendNothing")}</p>}
    </ConfirmDialog>
  );
}

function LetterItem({
  letter,
  selected,
  onToggle,
  edition,
  link,
}: {
  letter: Letter;
  selected: boolean;
  onToggle: () => void;
  edition: string;
  /** Where the status link will go ("https://…/status/…"), shown in place of its placeholder. */
  link: string;
}) {
  const [editing, setEditing] = useState(false);
  const [subject, setSubject] = useState(letter.subject);
  const filled = withStatusLink(letter.body, link);
  const [body, setBody] = useState(filled);
  const save = useEditLetter(edition, letter.id, () => setEditing(false));
  const discard = useDiscardLetter(edition, letter.id);
  const open = letter.state === "pending" || letter.state === "failed";
  const box = `letter-${letter.id}`;
  return (
    <li>
      <div className="letters-actions">
        {open && (
          <div className="checkbox">
            <input id={box} type="checkbox" checked={selected} onChange={onToggle} />
            <label htmlFor={box}>
              <bdi>{letter.gallery}</bdi>: {decisionLabel(letter.decision)}
            </label>
          </div>
        )}
        {!open && (
          <strong>
            <bdi>{letter.gallery}</bdi>: {decisionLabel(letter.decision)}
          </strong>
        )}
        <span>{t("decisions.letterTo", { to: letter.to })}</span>
        <span>{templateLabel(letter, words)}</span>
        {letter.sent_at && <span>{t("decisions.letterSent", { at: mailTime(letter.sent_at) })}</span>}
        {letter.state === "queued" && <span>{t("decisions.letterInOutbox")}</span>}
        {letter.outdated && <span className="letters-flag">{t("decisions.letterOutdated")}</span>}
      </div>
      {letter.error && (
        <p className="letters-flag">
          {letter.state === "queued" ? t("decisions.letterWaiting") : t("decisions.letterNotSent")}: {letter.error}
        </p>
      )}
      {!editing && (
        <details lang={letter.template_language ? languageTag(letter.template_language) : undefined}>
          <summary>{letter.subject}</summary>
          <p className="letters-mail__body">{filled}</p>
        </details>
      )}
      {editing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ subject, body: withPlaceholder(body, link) });
          }}
        >
          <div className="field">
            <label htmlFor={`${box}-subject`}>{t("decisions.letterSubject")}</label>
            <input
              id={`${box}-subject`}
              type="text"
              className="input"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${box}-body`}>{t("decisions.letterText")}</label>
            <textarea
              id={`${box}-body`}
              className="input letters-textarea"
              rows={10}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </div>
          {save.isError && (
            <p className="error-message" role="alert">
              {save.error.message}
            </p>
          )}
          <div className="letters-actions">
            <PendingButton className="button button--secondary" pending={save.isPending}>
              {t("decisions.letterSave")}
            </PendingButton>
            <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
              {t("decisions.cancel")}
            </button>
          </div>
        </form>
      )}
      {open && !editing && (
        <div className="letters-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setSubject(letter.subject);
              setBody(filled);
              setEditing(true);
            }}
          >
            {t("decisions.letterEdit")}
          </button>
          <PendingButton
            type="button"
            className="button button--secondary"
            pending={discard.isPending}
            onClick={() => discard.mutate()}
          >
            {t("decisions.letterDiscard")}
          </PendingButton>
          {discard.isError && <span role="alert">{discard.error.message}</span>}
        </div>
      )}
    </li>
  );
}
