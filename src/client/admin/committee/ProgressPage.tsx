/**
 * /admin/progress?edition= (admins): how far the committee is with an edition. Per member what she
 * has to review and has reviewed, with a bar; how many applications are fully reviewed or have no
 * review yet; auto-assignment; and reminders to everyone with open reviews, after a confirmation.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "wouter";
import { editionsQuery, progressQuery } from "../api/queries.ts";
import type { MemberProgress } from "../api/types.ts";
import { formatDateTime, plural } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { AutoAssignForm } from "./AutoAssignForm.tsx";
import { RemindersAction } from "./RemindersAction.tsx";
import "../applications/list.css";
import "./committee.css";

const ROLE_LABELS = { admin: "Admin", reviewer: "Reviewer" } as const;

function MemberRow({ member }: { member: MemberProgress }) {
  const name = member.name || member.email;
  const done = Math.min(member.reviewed, member.assigned);
  return (
    <tr>
      <th scope="row">
        {name}
        <span className="progress-table__email">{member.email}</span>
      </th>
      <td>{ROLE_LABELS[member.role]}</td>
      <td className="numeric">{member.assigned}</td>
      <td className="numeric">{member.reviewed}</td>
      <td>
        <progress
          className="progress-bar"
          max={Math.max(member.assigned, 1)}
          value={member.assigned === 0 ? 0 : done}
          aria-label={`${name}: ${done} of ${member.assigned} reviewed`}
        />
      </td>
      <td className="numeric">{member.conflicts}</td>
      <td>{member.last_review_at ? formatDateTime(member.last_review_at) : "None yet"}</td>
    </tr>
  );
}

export function ProgressPage() {
  const params = new URLSearchParams(useSearch());
  const editions = useQuery(editionsQuery());
  const edition = params.get("edition") || editions.data?.current || "";
  const current = editions.data?.items.find((item) => item.slug === edition);
  const progress = useQuery({ ...progressQuery(edition), enabled: Boolean(edition) });
  const heading = usePageHeading("Committee progress", "progress");
  const answer = progress.data;
  const assignedMode = current?.review_mode === "assigned";

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Committee progress{edition && " "}
        {edition && <span className="heading-caption">for {current?.name || edition}</span>}
      </h1>
      <EditionLinks editions={editions.data?.items ?? []} shown={edition} path="/progress" />
      {current && (
        <p>
          {assignedMode
            ? "Each reviewer reviews the applications assigned to her."
            : "Every member reviews every application."}{" "}
          <Link href={`/editions/${encodeURIComponent(edition)}`}>Change how this edition is reviewed</Link>
        </p>
      )}
      {progress.isError || editions.isError ? (
        <div className="failure-panel" role="alert">
          <p>{(progress.error ?? editions.error)?.message}</p>
          <button type="button" className="button button--secondary" onClick={() => progress.refetch()}>
            Try again
          </button>
        </div>
      ) : !answer ? (
        <p>Loading the progress…</p>
      ) : (
        <>
          <section aria-labelledby="progress-applications">
            <h2 id="progress-applications">Applications</h2>
            <dl className="progress-summary">
              <div>
                <dt>Open for review</dt>
                <dd>{answer.applications.total}</dd>
              </div>
              <div>
                <dt>Fully reviewed</dt>
                <dd>{answer.applications.fully_reviewed}</dd>
              </div>
              <div>
                <dt>Without any review</dt>
                <dd>{answer.applications.without_review}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="progress-members">
            <h2 id="progress-members">Members</h2>
            {answer.members.length === 0 ? (
              <p>No reviewers yet.</p>
            ) : (
              // Focusable, so a keyboard can scroll it sideways on a narrow screen.
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
              <section className="table-scroll" tabIndex={0} aria-label="Members' progress table">
                <table className="applications-table progress-table">
                  <caption className="applications-table__caption">
                    {plural(answer.members.length, "member")};{" "}
                    {assignedMode ? "to review: her assignments" : "to review: every open application"}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      <th scope="col">Role</th>
                      <th scope="col" className="numeric">
                        To review
                      </th>
                      <th scope="col" className="numeric">
                        Reviewed
                      </th>
                      <th scope="col">Progress</th>
                      <th scope="col" className="numeric">
                        Conflicts
                      </th>
                      <th scope="col">Last review</th>
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
