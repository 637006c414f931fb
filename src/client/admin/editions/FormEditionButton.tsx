/**
 * "Use for the form": the public form applies to this edition from now on, whatever its dates.
 * Asked first, saying what changes and what stays (the applications already made).
 */
import { useState } from "react";
import { useChooseFormEdition } from "../api/editions.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";

/** `now`: the name of the edition the form applies to until then ("" when none). */
export function FormEditionButton({ slug, name, now }: { slug: string; name: string; now: string }) {
  const [asking, setAsking] = useState(false);
  const choose = useChooseFormEdition(slug);
  return (
    <>
      <PendingButton
        type="button"
        className="button button--secondary button--small"
        pending={choose.isPending}
        onClick={() => {
          choose.reset();
          setAsking(true);
        }}
      >
        {t("editions.useForForm")}
        <span className="visually-hidden"> ({name})</span>…
      </PendingButton>
      <ConfirmDialog
        open={asking}
        title={t("editions.useForFormTitle", { edition: name })}
        confirmLabel={t("editions.useForFormConfirm", { edition: name })}
        pending={choose.isPending}
        error={choose.error?.message}
        onConfirm={() => choose.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        <p>{t("editions.useForFormText", { edition: name })}</p>
        {now && <p>{t("editions.useForFormKept", { edition: now })}</p>}
      </ConfirmDialog>
    </>
  );
}
