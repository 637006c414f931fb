/** "Use for the form": the public form applies to this edition from now on, whatever its dates. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSend } from "../api/send-json.ts";
import { PendingButton } from "../PendingButton.tsx";

export function FormEditionButton({ slug, name }: { slug: string; name: string }) {
  const send = useSend();
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: () => send("POST", `/admin/api/editions/${encodeURIComponent(slug)}/form`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["editions"] }),
  });
  return (
    <>
      <PendingButton
        type="button"
        className="button button--secondary button--small"
        pending={choose.isPending}
        onClick={() => choose.mutate()}
      >
        Use for the form<span className="visually-hidden"> ({name})</span>
      </PendingButton>
      {choose.isError && (
        <span className="error-message" role="alert">
          {choose.error.message}
        </span>
      )}
    </>
  );
}
