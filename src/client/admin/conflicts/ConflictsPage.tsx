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
import { EditionLinks } from "../layout/EditionLinks.tsx";
import { useMyEdition } from "../layout/my-edition.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";
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
      <label htmlFor={id}>{t("applications.conflictsWhose")}</label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t("applications.conflictsMine")}</option>
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
  const heading = usePageHeading(t("applications.conflictsTitle"), "conflicts");
  const editionName = editions.data?.items.find((item) => item.slug === edition)?.name || edition;
  const chosen = members.data?.items.find((m) => m.id === member);
  // Empty for the member herself.
  const who = member ? chosen?.name || chosen?.email || t("applications.conflictsThisMember") : "";
  const items = applicants.data?.items ?? [];
  const declared = items.filter((item) => item.conflict).length;

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("applications.conflictsTitle")}
        {edition && " "}
        {edition && (
          <span className="heading-caption">{t("applications.conflictsHeadingEdition", { edition: editionName })}</span>
        )}
      </h1>
      <EditionLinks editions={editions.data?.items ?? []} shown={edition} path="/conflicts" />
      <p>{t("applications.conflictsIntro")}</p>
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
            ? who
              ? t("applications.conflictsTheirs", { count: items.length, who, declared: String(declared) })
              : t("applications.conflictsYours", { count: items.length, declared: String(declared) })
            : "")}
      </p>
      {applicants.isError ? (
        <div className="failure-panel" role="alert">
          <p>{applicants.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => applicants.refetch()}>
            {t("common.tryAgain")}
          </button>
        </div>
      ) : !applicants.data ? (
        <p>{t("applications.conflictsLoading")}</p>
      ) : items.length === 0 ? (
        <p>{t("applications.conflictsNobody", { edition: editionName || t("applications.thisEdition") })}</p>
      ) : (
        <ul className="applicant-conflicts" aria-label={t("applications.conflictsList", { edition: editionName })}>
          {items.map((item) => (
            <ApplicantConflict key={item.id} applicant={item} staffId={member} who={who} onSaid={setSaid} />
          ))}
        </ul>
      )}
    </>
  );
}
