/**
 * The committee's discussion of an application, under the reviews: comments oldest first, and a
 * box to add one. The server decides who takes part (the review visibility rule); a member it
 * refuses reads why.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { DiscussionComment } from "../../../shared/api/discussion.ts";
import { MAX_COMMENT_LENGTH } from "../../../shared/discussion.ts";
import { commentsQuery, usePostComment } from "../api/discussion.ts";
import { formatDateTime } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";
import { isoOf } from "../reviews/scores.ts";
import { LinkedText } from "./LinkedText.tsx";

export interface DiscussionPanelProps {
  applicationId: string;
  /** What the page already knows of the rule, so it does not ask for a refusal: null when she may read. */
  closed: string | null;
  /** Reviewers no longer write once the application is decided; admins still do. */
  mayWrite: boolean;
  /** Set where a second copy shows beside the page's (the artwork viewer's side panel): ids stay unique. */
  idPrefix?: string;
  /** Said after the panel's and its form's names where a second copy shows: landmarks' names stay unique. */
  where?: string;
}

export function DiscussionPanel({ applicationId, closed, mayWrite, idPrefix = "", where }: DiscussionPanelProps) {
  const comments = useQuery({ ...commentsQuery(applicationId), enabled: closed === null });
  return (
    <section className="side-panel discussion-panel" aria-labelledby={`${idPrefix}discussion`}>
      <h2 id={`${idPrefix}discussion`}>Discussion{where && <span className="visually-hidden"> {where}</span>}</h2>
      {closed !== null ? (
        <p className="muted">{closed}</p>
      ) : comments.isError ? (
        <p className="muted">{comments.error.message}</p>
      ) : !comments.data ? (
        <p>Loading the discussion…</p>
      ) : (
        <>
          {comments.data.comments.length === 0 ? (
            <p className="muted">No comments yet.</p>
          ) : (
            <ol className="comment-list">
              {comments.data.comments.map((comment) => (
                <CommentItem key={comment.id} comment={comment} />
              ))}
            </ol>
          )}
          {mayWrite ? (
            <CommentForm applicationId={applicationId} idPrefix={idPrefix} where={where} />
          ) : (
            <p className="muted">A decision has been made: only admins add to the discussion now.</p>
          )}
        </>
      )}
    </section>
  );
}

function CommentItem({ comment }: { comment: DiscussionComment }) {
  const who = comment.author.name || comment.author.email;
  return (
    <li className="comment-list__item">
      <article aria-label={`Comment by ${who}`}>
        <p className="comment-list__by">
          <strong>{who}</strong>{" "}
          <time className="muted" dateTime={isoOf(comment.at)}>
            {formatDateTime(isoOf(comment.at))}
          </time>
        </p>
        <p className="lines prose comment-list__text">
          <LinkedText text={comment.text} />
        </p>
      </article>
    </li>
  );
}

function CommentForm({ applicationId, idPrefix, where }: { applicationId: string; idPrefix: string; where?: string }) {
  const [text, setText] = useState("");
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const post = usePostComment(
    applicationId,
    () => {
      setText("");
      setSaid("Your comment is posted.");
    },
    (error) => {
      setProblem(error.message);
      field.current?.focus();
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    if (text.trim() === "") {
      setProblem("Write your comment first.");
      field.current?.focus();
      return;
    }
    setProblem("");
    post.mutate({ text });
  };

  return (
    <form
      className="comment-form"
      onSubmit={submit}
      aria-label={where ? `Add to the discussion ${where}` : "Add to the discussion"}
      noValidate
    >
      <div className={`field${problem ? " field--error" : ""}`}>
        <label htmlFor={`${idPrefix}comment-text`}>Your comment</label>
        <p className="hint" id={`${idPrefix}comment-text-hint`}>
          Every member who may read the reviews reads it. Web addresses become links.
        </p>
        {problem && (
          <p className="error-message" id={`${idPrefix}comment-text-error`}>
            <span className="visually-hidden">Error:</span> {problem}
          </p>
        )}
        <textarea
          ref={field}
          id={`${idPrefix}comment-text`}
          className="input"
          rows={3}
          maxLength={MAX_COMMENT_LENGTH}
          aria-describedby={
            problem ? `${idPrefix}comment-text-hint ${idPrefix}comment-text-error` : `${idPrefix}comment-text-hint`
          }
          aria-invalid={problem ? true : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <PendingButton className="button button--secondary" pending={post.isPending}>
        Post comment
      </PendingButton>
      <p className="side-status" role="status">
        {said}
      </p>
    </form>
  );
}
