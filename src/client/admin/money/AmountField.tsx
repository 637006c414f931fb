/** A field for an amount or a percentage, typed as decimal text with its unit (the currency, "%") beside it. */
import { Field, type FieldProps } from "../Field.tsx";

export function AmountField({
  unit,
  value,
  onChange,
  autoComplete,
  ...field
}: Omit<FieldProps, "children"> & {
  unit?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: "off";
}) {
  return (
    <Field {...field}>
      {(aria) => (
        <span className="money-input">
          <input
            {...aria}
            type="text"
            inputMode="decimal"
            className="input"
            value={value}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
          />
          {unit && <span className="money-input__unit">{unit}</span>}
        </span>
      )}
    </Field>
  );
}
