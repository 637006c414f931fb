/**
 * "Use for the form": the public form applies to this edition from now on, whatever its dates.
 * Asked first, saying what changes and what stays (the applications already made).
 */
import { useState } from "react";
import { useChooseFormEdition } from "../api/editions.ts";
import { ConfirmDialog } from "../ConfirmDialog.tsx";
import { PendingButton } from "../PendingButton.tsx";

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
        Use for the form<span className="visually-hidden"> ({name})</span>…
      </PendingButton>
      <ConfirmDialog
        open={asking}
        title={`Use ${name} for the form?`}
        confirmLabel={`Use ${name} for the form`}
        pending={choose.isPending}
        error={choose.error?.message}
        onConfirm={() => choose.mutate(undefined, { onSuccess: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        <p>
          The public form applies to {name} from now on: every new application is one to {name}.
        </p>
        {now && <p>Applications to {now} stay where they are, and so do their reviews and decisions.</p>}
      </ConfirmDialog>
    </>
  );
}
