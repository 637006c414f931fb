/**
 * /admin/staff (admins): the team. Every member with role, state, last sign-in and whether
 * two-step sign-in is set up; inviting a member; the changes to accounts and who made them.
 */
import { useQuery } from "@tanstack/react-query";
import { staffQuery } from "../api/staff.ts";
import { plural } from "../labels.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { useStaff } from "../layout/staff-context.ts";
import { AccountEvents } from "./AccountEvents.tsx";
import { InviteForm } from "./InviteForm.tsx";
import { MemberRow } from "./MemberRow.tsx";
import "../applications/list.css";
import "./staff.css";

export function StaffPage() {
  const heading = usePageHeading("Staff", "staff");
  const staff = useQuery(staffQuery());
  const { staff: me } = useStaff();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Staff
      </h1>
      <section aria-labelledby="staff-members">
        <h2 id="staff-members">Members</h2>
        {staff.isError ? (
          <div className="failure-panel" role="alert">
            <p>{staff.error.message}</p>
          </div>
        ) : !staff.data ? (
          <p>Loading the members…</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          <section className="table-scroll" tabIndex={0} aria-label="Members table">
            <table className="applications-table staff-table">
              <caption className="applications-table__caption">
                {plural(staff.data.items.length, "member")}; a disabled member cannot sign in, and her sessions have
                ended
              </caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role</th>
                  <th scope="col">State</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">2-step sign-in</th>
                  <th scope="col">Actions</th>
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
