/**
 * The team (admins) and a member's own account as the back office asks for them: their addresses,
 * their cache keys and what a change makes stale, in one place (no component names a URL or a key).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type InviteBody,
  type MemberChangeBody,
  type PasswordChangeBody,
  type StaffAccount,
  staffEvents,
  staffList,
  staffMember,
} from "../../../shared/api/staff.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSend, useSendAnswer } from "./send-json.ts";

export const staffKeys = {
  all: ["staff"] as const,
  events: () => [...staffKeys.all, "events"] as const,
};

const memberPath = (id: string) => `/admin/api/staff/${encodeURIComponent(id)}`;

/** Admins only: every staff account. */
export const staffQuery = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => getAnswer("/admin/api/staff", staffList, signal),
    staleTime: 60_000,
  });

/** Admins only: the audit log of changes to staff accounts, newest first. */
export const staffEventsQuery = () =>
  queryOptions({
    queryKey: staffKeys.events(),
    queryFn: ({ signal }) => getAnswer("/admin/api/staff/events", staffEvents, signal),
  });

/** An invitation: the list (and its log) go stale. */
export function useInvite(onInvited: (member: StaffAccount) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: InviteBody) => send("POST", "/admin/api/staff", staffMember, body),
    onSuccess: async (member) => {
      onInvited(member);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}

/** A member's role or state changed. */
export function useChangeMember(id: string, onChanged: (member: StaffAccount) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: MemberChangeBody) => send("PATCH", memberPath(id), staffMember, body),
    onSuccess: async (member) => {
      onChanged(member);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}

/** A new link to choose a password: the log goes stale. */
export function useResendLink(id: string, onSent: () => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: () => send("POST", `${memberPath(id)}/reset`, staffMember),
    onSuccess: async () => {
      onSent();
      await queryClient.invalidateQueries({ queryKey: staffKeys.events() });
    },
  });
}

/** Her own password (204: nothing to read). */
export function useChangePassword(onChanged: () => void) {
  const send = useSend();
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => send<undefined>("POST", "/admin/api/me/password", body),
    onSuccess: onChanged,
  });
}
