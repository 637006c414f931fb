/**
 * /admin/staff (admins): the team. Every member with role, state, last sign-in and whether
 * two-step sign-in is set up; inviting a member; the changes to accounts and who made them.
 */
import { useQuery } from "@tanstack/react-query";
import { staffQuery } from "../api/staff.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";
import { AccountEvents } from "./AccountEvents.tsx";
import { InviteForm } from "./InviteForm.tsx";
import { MemberRow } from "./MemberRow.tsx";
import "../applications/list.css";
import "./staff.css";

export function StaffPage() {
  const heading = usePageHeading(t("editions.staffTitle"), "staff");
  const staff = useQuery(staffQuery());
  const { staff: me } = useStaff();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("editions.staffTitle")}
      </h1>
      <section aria-labelledby="staff-members">
        <h2 id="staff-members">{t("editions.staffMembers")}</h2>
        {staff.isError ? (
          <div className="failure-panel" role="alert">
            <p>{staff.error.message}</p>
          </div>
        ) : !staff.data ? (
          <p>{t("editions.staffLoading")}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          <section className="table-scroll" tabIndex={0} aria-label={t("editions.staffTableLabel")}>
            <table className="applications-table staff-table">
              <caption className="applications-table__caption">
                {t("editions.staffCaption", { count: staff.data.items.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t("editions.staffMember")}</th>
                  <th scope="col">{t("editions.staffRole")}</th>
                  <th scope="col">{t("editions.staffState")}</th>
                  <th scope="col">{t("editions.staffLastSignIn")}</th>
                  <th scope="col">{t("editions.staffTwoStep")}</th>
                  <th scope="col">{t("editions.staffActions")}</th>
                </tr>
              </thead>
              <tbody>
                {staff.data.items.map((member) => (
                  <MemberRow key={member.id} member={member} isMe={member.email === me.email} />
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
      <InviteForm />
      <AccountEvents />
    </>
  );
}
