/**
 * The languages offered to applicants as the back office asks for them: the address, the cache key
 * and what a change makes stale, in one place (no component names a URL or a key).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type OfferedLanguages, offeredLanguagesAnswer } from "../../../shared/api/languages.ts";
import { getAnswer } from "./fetch-json.ts";
import { useSendAnswer } from "./send-json.ts";

export const languagesKeys = { offered: ["languages"] as const };

export const offeredLanguagesQuery = () =>
  queryOptions({
    queryKey: languagesKeys.offered,
    queryFn: ({ signal }) => getAnswer("/admin/api/languages", offeredLanguagesAnswer, signal),
  });

/** The admin's choice: the answer (English added where left out) is what the page shows next. */
export function useSaveOfferedLanguages(onSaved: (saved: OfferedLanguages) => void) {
  const queryClient = useQueryClient();
  const send = useSendAnswer();
  return useMutation({
    mutationFn: (body: OfferedLanguages) => send("PUT", "/admin/api/languages", offeredLanguagesAnswer, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(languagesKeys.offered, saved);
      onSaved(saved);
    },
  });
}
