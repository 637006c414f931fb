/**
 * /admin/conflicts?edition=: who applied to the edition, by gallery name only, where a member marks
 * the galleries she cannot judge fairly before the assignment runs (auto-assignment never gives her
 * one of them). An admin records them for any member: "Whose conflicts".
 */
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSearch } from "wouter";
import { editionsQuery } from "../api/editions.ts";
import { staffQuery } from "../api/staff.ts";
import { plural } from "../labels.ts";
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { ApplicantConflict } from "./ApplicantConflict.tsx";
import "../applications/list.css";
import "./conflicts.css";
import { applicantsQuery } from "../api/reviews.ts";

/** Admins only: whose conflicts the page shows; empty for her own. */
function WhoseConflicts({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const staff = useQuery(staffQuery());
  const id = useId();
  return (
    <div className="field conflicts-whose">
      <label htmlFor={id}>Whose conflicts</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Mine</option>
        {(staff.data?.items ?? []).map((member) => (
          <option key={member.id} value={member.id}>
            {member.name || member.email} ({member.email})
          </option>
        ))}
      </select>
    </div>
  );
}

export function ConflictsPage() {
  const params = new URLSearchParams(useSearch());
  const editions = useQuery(editionsQuery());
  const edition = useMyEdition(params.get("edition") ?? "");
  const { staff } = useStaff();
  const [member, setMember] = useState("");
  const [said, setSaid] = useState("");
  const members = useQuery({ ...staffQuery(), enabled: staff.role === "admin" && Boolean(member) });
  const applicants = useQuery({ ...applicantsQuery(edition, member), enabled: Boolean(edition) });
  const heading = usePageHeading("Conflicts of interest", "conflicts");
  const editionName = editions.data?.items.find((item) => item.slug === edition)?.name || edition;
  const chosen = members.data?.items.find((m) => m.id === member);
  const who = member ? chosen?.name || chosen?.email || "this member" : "You";
  const items = applicants.data?.items ?? [];
  const declared = items.filter((item) => item.conflict).length;

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Conflicts of interest{edition && " "}
        {edition && <span className="heading-caption">in {editionName}</span>}
      </h1>
      <EditionLinks editions={editions.data?.items ?? []} shown={edition} path="/conflicts" />
      <p>
        Mark the galleries you cannot judge fairly: your own, a relative's, one you work with. No assignment gives you
        one of them, and you do not see their reviews. Declare them before the applications are assigned.
      </p>
      {staff.role === "admin" && (
        <WhoseConflicts
          value={member}
          onChange={(id) => {
            setMember(id);
            setSaid("");
          }}
        />
      )}
      <p className="result-line" role="status">
        {said ||
          (applicants.data
            ? `${plural(items.length, "application")}; ${who === "You" ? "your" : `${who}'s`} conflicts: ${declared}.`
            : "")}
      </p>
      {applicants.isError ? (
        <div className="failure-panel" role="alert">
          <p>{applicants.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => applicants.refetch()}>
            Try again
          </button>
        </div>
      ) : !applicants.data ? (
        <p>Loading the applications…</p>
      ) : items.length === 0 ? (
        <p>Nobody has applied to {editionName || "this edition"} yet.</p>
      ) : (
        <ul className="applicant-conflicts" aria-label={`Applications to ${editionName}`}>
          {items.map((item) => (
            <ApplicantConflict key={item.id} applicant={item} staffId={member} who={who} onSaid={setSaid} />
          ))}
        </ul>
      )}
    </>
  );
}
