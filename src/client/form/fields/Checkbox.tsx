import { memo } from "react";
import { hintIdOf } from "../field-ids.ts";
import { useFormContext, useValue } from "../state/hooks.ts";

export const Checkbox = memo(function Checkbox({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const { form } = useFormContext();
  const checked = useValue<boolean>(path) === true;
  return (
    <div className="field checkbox">
      <input
        type="checkbox"
        id={path}
        name={path}
        checked={checked}
        onChange={(event) => form.set(path, event.currentTarget.checked)}
        aria-describedby={hint ? hintIdOf(path) : undefined}
      />
      <label htmlFor={path}>{label}</label>
      {hint && (
        <p id={hintIdOf(path)} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
});
