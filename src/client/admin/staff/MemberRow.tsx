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
import { t } from "../words.ts";

const ROLE_LABELS = { admin: t("editions.roleAdmin"), reviewer: t("editions.roleReviewer") } as const;
const STATE_LABELS = {
  active: t("editions.stateActive"),
  invited: t("editions.stateInvited"),
  disabled: t("editions.stateDisabled"),
} as const;

export function MemberRow({ member, isMe }: { member: StaffAccount; isMe: boolean }) {
  const [said, setSaid] = useState("");
  const name = member.name || member.email;
  const change = useChangeMember(member.id, (changed) =>
    setSaid(
      changed.disabled !== member.disabled
        ? t(changed.disabled ? "editions.memberDisabled" : "editions.memberEnabled", { name })
        : t("editions.memberNowRole", { name, role: changed.role }),
    ),
  );
  const reset = useResendLink(member.id, () => setSaid(t("editions.memberLinkSent", { email: member.email })));
  const failure = change.error ?? reset.error;
  const otherRole = member.role === "admin" ? "reviewer" : "admin";

  return (
    <tr>
      <th scope="row">
        {name}
        {isMe && <span className="staff-table__me"> {t("editions.memberYou")}</span>}
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
          t("editions.memberNever")
        )}
      </td>
      <td>{member.totp ? t("editions.memberTwoStepOn") : t("editions.memberTwoStepOff")}</td>
      <td>
        <div className="staff-actions">
          <PendingButton
            type="button"
            className="button button--secondary button--small"
            pending={change.isPending}
            onClick={() => change.mutate({ role: otherRole })}
          >
            {t("editions.memberMake", { role: otherRole })}
            <span className="visually-hidden"> ({name})</span>
          </PendingButton>
          <PendingButton
            type="button"
            className="button button--secondary button--small"
            pending={change.isPending}
            onClick={() => change.mutate({ disabled: !member.disabled })}
          >
            {member.disabled ? t("editions.memberEnable") : t("editions.memberDisable")}
            <span className="visually-hidden"> {name}</span>
          </PendingButton>
          {!member.disabled && (
            <PendingButton
              type="button"
              className="button button--secondary button--small"
              pending={reset.isPending}
              onClick={() => reset.mutate()}
            >
              {member.state === "invited" ? t("editions.memberResendInvitation") : t("editions.memberSendPasswordLink")}
              <span className="visually-hidden"> {t("editions.memberLinkTo", { name })}</span>
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
