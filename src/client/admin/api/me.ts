/**
 * The signed-in member's own account as the back office asks for it: who she is, and her
 * authenticator app. Its addresses, its cache keys and what a change makes stale, in one place (no
 * component names a URL or a key).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { z } from "zod";
import { noContent } from "../../../shared/api/applications.ts";
import {
  type MyLanguageBody,
  myAccount,
  type NewTotpKey,
  newTotpKey,
  type TotpSetUpBody,
} from "../../../shared/api/me.ts";
import { editionsKeys } from "./editions.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";
import { staffKeys } from "./staff.ts";

export const meKeys = {
  all: ["me"] as const,
};

export const meQuery = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => getAnswer("/admin/api/me", myAccount, signal),
  });

/** A new key for an authenticator app: nothing is kept until a code made with it is sent. */
export function useNewTotpKey(onKey: (key: NewTotpKey) => void) {
  return useMutation({
    mutationFn: () => getAnswer("/admin/api/me/totp/new", newTotpKey),
    onSuccess: onKey,
  });
}

/** Her account and the team's list change with her app: both go stale. */
function useAfterTotpChange() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
  };
}

/** Keeps the key once its code (and her password, and the current app's code when replacing one) is right. */
export function useKeepTotp(onKept: () => Promise<void> | void) {
  const send = useSendAnswer();
  const stale = useAfterTotpChange();
  return useMutation({
    mutationFn: (body: TotpSetUpBody) => send("POST", "/admin/api/me/totp", z.undefined(), body),
    onSuccess: async () => {
      await onKept();
      await stale();
    },
  });
}

/** Removes her app, with a code it shows. */
export function useRemoveTotp(onRemoved: () => Promise<void> | void) {
  const send = useSendAnswer();
  const stale = useAfterTotpChange();
  return useMutation({
    mutationFn: (code: string) => send("DELETE", "/admin/api/me/totp", z.undefined(), { code }),
    onSuccess: async () => {
      await onRemoved();
      await stale();
    },
  });
}

/**
 * Keeps `slug` as her edition (where her back office opens next time, on any device); the list of
 * editions, which says which is hers, goes stale. Not kept (the connection dropped): the page still
 * shows the edition picked, and the next pick tries again.
 */
export function useKeepMyEdition(): (slug: string) => void {
  const send = useSendAnswer();
  const queryClient = useQueryClient();
  return useCallback(
    (slug: string) => {
      send("PUT", "/admin/api/me/edition", noContent, { edition: slug })
        .then(() => queryClient.invalidateQueries({ queryKey: editionsKeys.all }))
        .catch(() => undefined);
    },
    [send, queryClient],
  );
}

/**
 * Keeps her pick of the back office's language. Every word on the page was given in the old one,
 * so the page is loaded again (onKept) rather than patched.
 */
export function useKeepMyLanguage(onKept: () => void) {
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: MyLanguageBody) => send("PUT", "/admin/api/me/language", noContent, body),
    onSuccess: onKept,
  });
}
