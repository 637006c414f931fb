/**
 * One member in the staff list, with what an admin may change: the role, the account's state, and
 * a new link to choose a password. The server refuses what would leave no active admin; its
 * message is shown in the row.
 */
import { useState } from "react";
import type { StaffAccount } from "../../../shared/api/staff.ts";
import { useChangeMember, useResendLink } from "../api/staff.ts";
import { formatDateTime } from "../labels.ts";
import { PendingButton } from "../PendingButton.tsx";

export const ROLE_LABELS = { admin: "Admin", reviewer: "Reviewer" } as const;
const STATE_LABELS = { active: "Active", invited: "Invited", disabled: "Disabled" } as const;

export function MemberRow({ member, isMe }: { member: StaffAccount; isMe: boolean }) {
  const [said, setSaid] = useState("");
  const name = member.name || member.email;
  const change = useChangeMember(member.id, (changed) =>
    setSaid(
      changed.disabled !== member.disabled
        ? `${name} is ${changed.disabled ? "disabled: her sessions have ended" : "enabled again"}.`
        : `${name} is now ${ROLE_LABELS[changed.role].toLowerCase()}.`,
    ),
  );
  const reset = useResendLink(member.id, () => setSaid(`A new link was sent to ${member.email}.`));
  const failure = change.error ?? reset.error;
  const otherRole = member.role === "admin" ? "reviewer" : "admin";

  return (
    <tr>
      <th scope="row">
        {name}
        {isMe && <span className="staff-table__me"> (you)</span>}
        <span className="staff-table__email">{member.email}</span>
      </th>
      <td>{ROLE_LABELS[member.role]}</td>
      <td>
        <span className={`staff-state staff-state--${member.state}`}>{STATE_LABELS[member.state]}</span>
      </td>
      <td>
        {member.last_sign_in_at ? (
          <time dateTime={member.last_sign_in_at}>{formatDateTime(member.last_sign_in_at)}</time>
        ) : (
          "Never"
        )}
      </td>
      <td>{member.totp ? "Set up" : "Not set up"}</td>
      <td>
        <div className="staff-actions">
          <PendingButton
            type="button"
            className="button button--secondary button--small"
            pending={change.isPending}
            onClick={() => change.mutate({ role: otherRole })}
          >
            Make {ROLE_LABELS[otherRole].toLowerCase()}
            <span className="visually-hidden"> ({name})</span>
          </PendingButton>
          <PendingButton
            type="button"
            className="button button--secondary button--small"
            pending={change.isPending}
            onClick={() => change.mutate({ disabled: !member.disabled })}
          >
            {member.disabled ? "Enable" : "Disable"}
            <span className="visually-hidden"> {name}</span>
          </PendingButton>
          {!member.disabled && (
            <PendingButton
              type="button"
              className="button button--secondary button--small"
              pending={reset.isPending}
              onClick={() => reset.mutate()}
            >
              {member.state === "invited" ? "Send the invitation again" : "Send a password link"}
              <span className="visually-hidden"> to {name}</span>
            </PendingButton>
          )}
        </div>
        <div role="status" className="side-status">
          {failure ? <span className="error-message">{failure.message}</span> : said}
        </div>
      </td>
    </tr>
  );
}
