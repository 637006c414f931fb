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
import { plural } from "../labels.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { PendingButton } from "../PendingButton.tsx";
import { FailedMail } from "./FailedMail.tsx";
import { templateLabel } from "./template-language.ts";
import "./letters.css";
import { DECISION_LABELS, type Letter, STATUS_LINK } from "../../../shared/api/letters.ts";

type State = "pending" | "queued" | "failed" | "sent";
const STATE_LABELS: Record<State, string> = { pending: "Pending", queued: "Queued", failed: "Failed", sent: "Sent" };

export function LettersOutboxPage() {
  const heading = usePageHeading("Letters", "letters");
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
    setSaid(prepared === 0 ? "Every decision has its letter already." : `${prepared} letters prepared.`),
  );
  const sendLetters = useSendLetters(
    edition,
    (answer) => {
      setAsking(null);
      setSelected(new Set());
      const parts = [`${answer.sent} sent`];
      if (answer.queued.length)
        parts.push(`${answer.queued.length} waiting for the mail server, tried again automatically (see Queued)`);
      if (answer.failed.length) parts.push(`${answer.failed.length} failed (see Failed)`);
      if (answer.skipped.length)
        parts.push(`${answer.skipped.length} skipped: ${answer.skipped.map((s) => s.reason).join(" ")}`);
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
        Letters
      </h1>
      <div className="letters-actions">
        <div className="field">
          <label htmlFor="letters-edition">Edition</label>
          <select id="letters-edition" className="input" value={edition} onChange={(e) => setChosen(e.target.value)}>
            {editions.data?.items.map((e) => (
              <option key={e.slug} value={e.slug}>
                {e.name || e.slug}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="letters-state">Show</label>
          <select
            id="letters-state"
            className="input"
            value={state}
            onChange={(e) => setState(e.target.value as State)}
          >
            {(Object.keys(STATE_LABELS) as State[]).map((s) => (
              <option key={s} value={s}>
                {STATE_LABELS[s]}
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
          Prepare letters
        </PendingButton>
        <Link href={`/editions/${encodeURIComponent(edition)}/letters`}>Edit the templates</Link>
      </div>
      {!released && (
        <p className="letters-flag">
          The decisions of this edition are not released: letters can be prepared and edited, and are sent once they are
          released on the <Link href={`/editions/${encodeURIComponent(edition)}`}>edition's page</Link>.
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
              if (selected.size === 0) setSaid("Select the letters to send first.");
              else setAsking("selected");
            }}
          >
            Send the selected letters ({selected.size})…
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
            Send every pending and failed letter…
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
      {list.data && list.data.items.length === 0 && <p>No {STATE_LABELS[state].toLowerCase()} letters.</p>}
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
  const byDecision = (Object.keys(DECISION_LABELS) as (keyof typeof DECISION_LABELS)[])
    .map((decision) => [decision, letters?.filter((letter) => letter.decision === decision).length ?? 0] as const)
    .filter(([, n]) => n > 0)
    .map(([decision, n]) => `${n} ${DECISION_LABELS[decision].toLowerCase()}`);
  return (
    <ConfirmDialog
      open={open}
      title={
        letters ? `Send ${plural(count, "letter")} to ${plural(galleries, "gallery", "galleries")}?` : "Send letters?"
      }
      confirmLabel={letters ? `Send ${plural(count, "letter")}` : "Counting the letters…"}
      pending={pending || !letters || count === 0}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {letters && count > 0 && (
        <p>Each gallery gets its letter by email now ({byDecision.join(", ")}). A letter sent cannot be taken back.</p>
      )}
      {letters && count === 0 && <p>There is no pending or failed letter to send.</p>}
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
              <bdi>{letter.gallery}</bdi>: {DECISION_LABELS[letter.decision]}
            </label>
          </div>
        )}
        {!open && (
          <strong>
            <bdi>{letter.gallery}</bdi>: {DECISION_LABELS[letter.decision]}
          </strong>
        )}
        <span>To {letter.to}</span>
        <span>{templateLabel(letter)}</span>
        {letter.sent_at && <span>Sent {new Date(letter.sent_at).toLocaleString("en-GB")}</span>}
        {letter.state === "queued" && <span>In the outbox, on its way to the mail server</span>}
        {letter.outdated && <span className="letters-flag">The decision changed since this letter</span>}
      </div>
      {letter.error && (
        <p className="letters-flag">
          {letter.state === "queued" ? "Waiting, the mail server said" : "Not sent"}: {letter.error}
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
            <label htmlFor={`${box}-subject`}>Subject</label>
            <input
              id={`${box}-subject`}
              type="text"
              className="input"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${box}-body`}>Text</label>
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
              Save the letter
            </PendingButton>
            <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>
              Cancel
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
            Edit
          </button>
          <PendingButton
            type="button"
            className="button button--secondary"
            pending={discard.isPending}
            onClick={() => discard.mutate()}
          >
            Discard
          </PendingButton>
          {discard.isError && <span role="alert">{discard.error.message}</span>}
        </div>
      )}
    </li>
  );
}
