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
import { formatDateTime, plural } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { AutoAssignForm } from "./AutoAssignForm.tsx";
import { RemindersAction } from "./RemindersAction.tsx";
import "../applications/list.css";
import "./committee.css";
import type { MemberProgress } from "../../../shared/api/committee.ts";
import { progressQuery } from "../api/committee.ts";

const ROLE_LABELS = { admin: "Admin", reviewer: "Reviewer" } as const;

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
      <Cell label="Role">{ROLE_LABELS[member.role]}</Cell>
      <Cell label="Assigned" numeric>
        {member.assigned}
      </Cell>
      <Cell label="Reviewed" numeric>
        {member.reviewed}
      </Cell>
      <Cell label="Open" numeric>
        {member.open}
      </Cell>
      <Cell label="Progress">
        <progress
          className="progress-bar"
          max={Math.max(member.assigned, 1)}
          value={member.assigned === 0 ? 0 : member.reviewed}
          aria-label={`${name}: ${member.reviewed} of ${member.assigned} reviewed`}
        />
      </Cell>
      <Cell label="Other reviews" numeric>
        {member.other_reviews}
      </Cell>
      <Cell label="Conflicts" numeric>
        {member.conflicts}
      </Cell>
      <Cell label="Last review">{member.last_review_at ? formatDateTime(member.last_review_at) : "None yet"}</Cell>
    </tr>
  );
}

export function ProgressPage() {
  const params = new URLSearchParams(useSearch());
  const editions = useQuery(editionsQuery());
  const edition = useMyEdition(params.get("edition") ?? "");
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
                    {assignedMode
                      ? "assigned: her assignments; open: what her queue holds; other reviews: outside her assignments"
                      : "assigned: every application she may review; open: what her queue holds"}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Member</th>
                      <th scope="col">Role</th>
                      <th scope="col" className="numeric">
                        Assigned
                      </th>
                      <th scope="col" className="numeric">
                        Reviewed
                      </th>
                      <th scope="col" className="numeric">
                        Open
                      </th>
                      <th scope="col">Progress</th>
                      <th scope="col" className="numeric">
                        Other reviews
                      </th>
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
