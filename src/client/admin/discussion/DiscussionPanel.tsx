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
import { t } from "../words.ts";
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
      <h2 id={`${idPrefix}discussion`}>
        {t("reviews.discussion")}
        {where && <span className="visually-hidden"> {where}</span>}
      </h2>
      {closed !== null ? (
        <p className="muted">{closed}</p>
      ) : comments.isError ? (
        <p className="muted">{comments.error.message}</p>
      ) : !comments.data ? (
        <p>{t("reviews.loadingDiscussion")}</p>
      ) : (
        <>
          {comments.data.comments.length === 0 ? (
            <p className="muted">{t("reviews.noComments")}</p>
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
            <p className="muted">{t("reviews.onlyAdminsNow")}</p>
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
      <article aria-label={t("reviews.commentBy", { who })}>
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
      setSaid(t("reviews.commentPosted"));
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
      setProblem(t("reviews.writeFirst"));
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
      aria-label={where ? t("reviews.addToDiscussionWhere", { where }) : t("reviews.addToDiscussion")}
      noValidate
    >
      <div className={`field${problem ? " field--error" : ""}`}>
        <label htmlFor={`${idPrefix}comment-text`}>{t("reviews.yourComment")}</label>
        <p className="hint" id={`${idPrefix}comment-text-hint`}>
          {t("reviews.commentHint")}
        </p>
        {problem && (
          <p className="error-message" id={`${idPrefix}comment-text-error`}>
            <span className="visually-hidden">{t("reviews.error")}</span> {problem}
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
        {t("reviews.postComment")}
      </PendingButton>
      <p className="side-status" role="status">
        {said}
      </p>
    </form>
  );
}
