/** The audit log of account changes on the staff page: when, whose account, what changed, and who changed it. */
import { useQuery } from "@tanstack/react-query";
import type { StaffEvent } from "../../../shared/api/staff.ts";
import type { AdminKey } from "../../../shared/i18n/admin/catalog.ts";
import { staffEventsQuery } from "../api/staff.ts";
import { formatDateTime } from "../labels.ts";
import { t } from "../words.ts";

const EVENT_LABELS: Record<string, AdminKey> = {
  invited: "editions.eventInvited",
  "added-by-command-line": "editions.eventAddedByCommandLine",
  "updated-by-command-line": "editions.eventUpdatedByCommandLine",
  "role-changed": "editions.eventRoleChanged",
  renamed: "editions.eventRenamed",
  disabled: "editions.eventDisabled",
  enabled: "editions.eventEnabled",
  "password-link-sent": "editions.eventPasswordLinkSent",
  "password-set": "editions.eventPasswordSet",
  "password-changed": "editions.eventPasswordChanged",
  "totp-set-up": "editions.eventTotpSetUp",
  "totp-removed": "editions.eventTotpRemoved",
};

/** A change the back office does not know yet shows as it is stored. */
function eventLabel(event: string): string {
  const key = EVENT_LABELS[event];
  return key ? t(key) : event;
}

/**
 * The words the server stored beside a change (a role's English name, "Reviewer → Admin", why a
 * link was sent) in the member's language; a name the member was given stays as it was written.
 */
const STORED_WORDS: Record<string, AdminKey> = {
  Admin: "editions.roleAdmin",
  Reviewer: "editions.roleReviewer",
  "asked for by the member": "editions.eventAskedByMember",
};

function detailLabel(event: StaffEvent): string {
  if (event.event === "renamed") return event.detail;
  return event.detail
    .split(" → ")
    .map((part) => {
      const key = STORED_WORDS[part];
      return key ? t(key) : part;
    })
    .join(" → ");
}

function byLabel(event: StaffEvent): string {
  if (event.by) return event.by.id === event.member.id ? t("editions.byHerself") : event.by.name || event.by.email;
  if (event.event.endsWith("command-line") || event.event.startsWith("totp")) return t("editions.byCommandLine");
  return t("editions.byLink");
}

export function AccountEvents() {
  const events = useQuery(staffEventsQuery());
  return (
    <section aria-labelledby="account-events">
      <h2 id="account-events">{t("editions.eventsTitle")}</h2>
      {events.isError ? (
        <p role="alert">{events.error.message}</p>
      ) : !events.data ? (
        <p>{t("editions.eventsLoading")}</p>
      ) : events.data.items.length === 0 ? (
        <p>{t("editions.eventsNone")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className="table-scroll" tabIndex={0} aria-label={t("editions.eventsTableLabel")}>
          <table className="applications-table staff-table">
            <caption className="applications-table__caption">{t("editions.eventsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("editions.eventsWhen")}</th>
                <th scope="col">{t("editions.eventsAccount")}</th>
                <th scope="col">{t("editions.eventsChange")}</th>
                <th scope="col">{t("editions.eventsBy")}</th>
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
                    {eventLabel(event.event)}
                    {event.detail && `: ${detailLabel(event)}`}
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
