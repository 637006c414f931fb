/**
 * The mail outbox as the back office asks for it: its addresses, its cache keys and what a change
 * makes stale, in one place (no component names a URL or a key).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type MailRetryBody, type MailState, mailList, mailRetried } from "../../../shared/api/mail.ts";
import { getAnswer } from "./fetch-json.ts";
import { lettersKeys } from "./letters.ts";
import { useSendAnswer } from "./send-json.ts";

export const mailKeys = {
  all: ["mail"] as const,
  list: (state: MailState | "all") => [...mailKeys.all, state] as const,
};

export const mailListQuery = (state: MailState) =>
  queryOptions({
    queryKey: mailKeys.list(state),
    queryFn: ({ signal }) => getAnswer(`/admin/api/mail?state=${state}`, mailList, signal),
  });

/** "Try again" for some failed emails or all: the outbox and the letters (whose state follows their mail) go stale. */
export function useRetryMail(onRetried?: (queued: number) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: MailRetryBody) => send("POST", "/admin/api/mail/retry", mailRetried, body),
    onSuccess: async (answer) => {
      onRetried?.(answer.queued);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mailKeys.all }),
        queryClient.invalidateQueries({ queryKey: lettersKeys.all }),
      ]);
    },
  });
}

/** What a letter sent makes stale in the outbox: its mail. */
export function useMailStale() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mailKeys.all });
}
