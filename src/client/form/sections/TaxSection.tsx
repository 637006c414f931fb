import { countryOptions } from "../../../shared/countries.ts";
import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { useFormContext } from "../state/hooks.ts";
import { Section } from "./Section.tsx";

/** A correction never shows the stored tax number, email and phone: left empty, they stay as stored. */
function keptHint(kept: string | undefined, hint?: string): string | undefined {
  if (!kept) return hint;
  return `${hint ? `${hint} ` : ""}Leave empty to keep the one sent before (ending ${kept.replace(/^…/, "")}).`;
}

/** The countries by name in the page's language (Intl.DisplayNames: a translated page gets them translated). */
const COUNTRIES = countryOptions(typeof document === "undefined" ? "en" : document.documentElement.lang || "en").map(
  (c) => ({ value: c.code, label: c.name }),
);

export function TaxSection() {
  const { config } = useFormContext();
  const kept = config.keptTax ?? {};
  return (
    <Section id="tax" title="Tax" intro={<p>The company that will be invoiced for the booth.</p>}>
      <TextField path="tax.company" label="Company name" required autoComplete="organization" />
      <TextField path="tax.address" label="Company address" required multiline rows={3} autoComplete="street-address" />
      <SelectField
        path="tax.country"
        label="Country"
        options={COUNTRIES}
        required={config.taxCountryRequired}
        autoComplete="country"
      />
      <TextField
        path="tax.number"
        label="Tax number"
        hint={keptHint(kept.number, "For example your VAT identification number.")}
        required={!kept.number}
      />
      <TextField path="tax.contact" label="Contact person for tax matters" required autoComplete="name" />
      <TextField
        path="tax.email"
        label="Contact email for tax matters"
        hint={keptHint(kept.email)}
        required={!kept.email}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        path="tax.phone"
        label="Contact phone for tax matters"
        hint={keptHint(kept.phone)}
        required={!kept.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
    </Section>
  );
}
