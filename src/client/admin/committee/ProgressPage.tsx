/**
 * /admin/progress?edition= (admins): how far the committee is with an edition. Per member her work
 * (assigned, reviewed of it, open: what her queue holds, the same numbers as her queue and her
 * reminder), with a bar, and her other reviews apart; on a phone each member is a card whose
 * numbers carry their labels; how many applications are fully reviewed or have no
 * review yet; auto-assignment; and reminders to everyone with open reviews, after a confirmation.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { editionsQuery } from "../api/editions.ts";
import { formatDateTime } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { AutoAssignForm } from "./AutoAssignForm.tsx";
import { RemindersAction } from "./RemindersAction.tsx";
import "../applications/list.css";
import "./committee.css";
import type { MemberProgress } from "../../../shared/api/committee.ts";
import { progressQuery } from "../api/committee.ts";
import { t } from "../words.ts";

const ROLE_LABELS = { admin: t("decisions.roleAdmin"), reviewer: t("decisions.roleReviewer") } as const;

/** Each cell says what it is: on a phone the row becomes a card, and the label shows beside the number. */
function Cell({ label, numeric, children }: { label: string; numeric?: boolean; children: ReactNode }) {
  return (
    <td className={numeric ? "numeric" : undefined} data-label={label}>
      {children}
    </td>
  );
}

function MemberRow({ member }: { member: MemberProgress }) {
  const name = member.name || member.email;
  return (
    <tr>
      <th scope="row">
        {name}
        <span className="progress-table__email">{member.email}</span>
      </th>
      <Cell label={t("decisions.progressRole")}>{ROLE_LABELS[member.role]}</Cell>
      <Cell label={t("decisions.progressAssigned")} numeric>
        {member.assigned}
      </Cell>
      <Cell label={t("decisions.progressReviewed")} numeric>
        {member.reviewed}
      </Cell>
      <Cell label={t("decisions.progressOpen")} numeric>
        {member.open}
      </Cell>
      <Cell label={t("decisions.progressProgress")}>
        <progress
          className="progress-bar"
          max={Math.max(member.assigned, 1)}
          value={member.assigned === 0 ? 0 : member.reviewed}
          aria-label={t("decisions.progressBar", { name, reviewed: member.reviewed, assigned: member.assigned })}
        />
      </Cell>
      <Cell label={t("decisions.progressOtherReviews")} numeric>
        {member.other_reviews}
      </Cell>
      <Cell label={t("decisions.progressConflicts")} numeric>
        {member.conflicts}
      </Cell>
      <Cell label={t("decisions.progressLastReview")}>
        {member.last_review_at ? formatDateTime(member.last_review_at) : t("decisions.progressNoReviewYet")}
      </Cell>
    </tr>
  );
}

export function ProgressPage() {
  const params = new URLSearchParams(useSearch());
  const editions = useQuery(editionsQuery());
  const edition = useMyEdition(params.get("edition") ?? "");
  const current = editions.data?.items.find((item) => item.slug === edition);
  const progress = useQuery({ ...progressQuery(edition), enabled: Boolean(edition) });
  const heading = usePageHeading(t("decisions.progressTitle"), "progress");
  const answer = progress.data;
  const assignedMode = current?.review_mode === "assigned";

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("decisions.progressTitle")}
        {edition && " "}
        {edition && (
          <span className="heading-caption">{t("decisions.progressFor", { edition: current?.name || edition })}</span>
        )}
      </h1>
      <EditionLinks editions={editions.data?.items ?? []} shown={edition} path="/progress" />
      {current && (
        <p>
          {assignedMode ? t("decisions.progressModeAssigned") : t("decisions.progressModeAll")}{" "}
          <Link href={`/editions/${encodeURIComponent(edition)}`}>{t("decisions.progressChangeMode")}</Link>
        </p>
      )}
      {progress.isError || editions.isError ? (
        <div className="failure-panel" role="alert">
          <p>{(progress.error ?? editions.error)?.message}</p>
          <button type="button" className="button button--secondary" onClick={() => progress.refetch()}>
            {t("decisions.tryAgain")}
          </button>
        </div>
      ) : !answer ? (
        <p>{t("decisions.progressLoading")}</p>
      ) : (
        <>
          <section aria-labelledby="progress-applications">
            <h2 id="progress-applications">{t("decisions.progressApplications")}</h2>
            <dl className="progress-summary">
              <div>
                <dt>{t("decisions.progressOpenForReview")}</dt>
                <dd>{answer.applications.total}</dd>
              </div>
              <div>
                <dt>{t("decisions.progressFullyReviewed")}</dt>
                <dd>{answer.applications.fully_reviewed}</dd>
              </div>
              <div>
                <dt>{t("decisions.progressWithoutReview")}</dt>
                <dd>{answer.applications.without_review}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="progress-members">
            <h2 id="progress-members">{t("decisions.progressMembers")}</h2>
            {answer.members.length === 0 ? (
              <p>{t("decisions.progressNoReviewers")}</p>
            ) : (
              // Focusable, so a keyboard can scroll it sideways on a narrow screen.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
              <section className="table-scroll" tabIndex={0} aria-label={t("decisions.progressTableLabel")}>
                <table className="applications-table progress-table">
                  <caption className="applications-table__caption">
                    {t(assignedMode ? "decisions.progressCaptionAssigned" : "decisions.progressCaptionAll", {
                      count: answer.members.length,
                    })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("decisions.progressMember")}</th>
                      <th scope="col">{t("decisions.progressRole")}</th>
                      <th scope="col" className="numeric">
                        {t("decisions.progressAssigned")}
                      </th>
                      <th scope="col" className="numeric">
                        {t("decisions.progressReviewed")}
                      </th>
                      <th scope="col" className="numeric">
                        {t("decisions.progressOpen")}
                      </th>
                      <th scope="col">{t("decisions.progressProgress")}</th>
                      <th scope="col" className="numeric">
                        {t("decisions.progressOtherReviews")}
                      </th>
                      <th scope="col" className="numeric">
                        {t("decisions.progressConflicts")}
                      </th>
                      <th scope="col">{t("decisions.progressLastReview")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answer.members.map((member) => (
                      <MemberRow key={member.id} member={member} />
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
          <div className="committee-actions">
            <AutoAssignForm edition={edition} assignedMode={assignedMode} />
            <RemindersAction edition={edition} />
          </div>
        </>
      )}
    </>
  );
}
