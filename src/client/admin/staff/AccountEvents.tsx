/** The audit log of account changes on the staff page: when, whose account, what changed, and who changed it. */
import { useQuery } from "@tanstack/react-query";
import type { StaffEvent } from "../../../shared/api/staff.ts";
import { staffEventsQuery } from "../api/staff.ts";
import { formatDateTime } from "../labels.ts";

const EVENT_LABELS: Record<string, string> = {
  invited: "Invited",
  "added-by-command-line": "Added on the command line",
  "updated-by-command-line": "Updated on the command line",
  "role-changed": "Role changed",
  renamed: "Name changed",
  disabled: "Disabled",
  enabled: "Enabled",
  "password-link-sent": "Password link sent",
  "password-set": "Password chosen with a link",
  "password-changed": "Password changed",
  "totp-set-up": "Two-step sign-in set up",
  "totp-removed": "Two-step sign-in removed",
};

function byLabel(event: StaffEvent): string {
  if (event.by) return event.by.id === event.member.id ? "Herself" : event.by.name || event.by.email;
  if (event.event.endsWith("command-line") || event.event.startsWith("totp")) return "The command line";
  return "Herself, with the link";
}

export function AccountEvents() {
  const events = useQuery(staffEventsQuery());
  return (
    <section aria-labelledby="account-events">
      <h2 id="account-events">Changes to accounts</h2>
      {events.isError ? (
        <p role="alert">{events.error.message}</p>
      ) : !events.data ? (
        <p>Loading the changes…</p>
      ) : events.data.items.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-scroll" tabIndex={0} aria-label="Changes to accounts table">
          <table className="applications-table staff-table">
            <caption className="applications-table__caption">The newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Account</th>
                <th scope="col">Change</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {events.data.items.map((event) => (
                <tr key={event.id}>
                  <td>
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                  </td>
                  <td>{event.member.name || event.member.email}</td>
                  <td>
                    {EVENT_LABELS[event.event] ?? event.event}
                    {event.detail && `: ${event.detail}`}
                  </td>
                  <td>{byLabel(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
