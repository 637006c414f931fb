/** A number input that may be empty while typing; the plan takes the number once it is one. */
import { useEffect, useState } from "react";

export function NumberCell({
  value,
  label,
  onChange,
  min = 0,
  id,
}: {
  value: number;
  /** The accessible name, unless a <label htmlFor={id}> names it. */
  label?: string;
  id?: string;
  onChange(value: number): void;
  min?: number;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (Number(current) === value ? current : String(value)));
  }, [value]);
  return (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      step={0.5}
      min={min}
      className="plan-number"
      aria-label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const number = event.target.valueAsNumber;
        if (Number.isFinite(number)) onChange(number);
      }}
    />
  );
}
