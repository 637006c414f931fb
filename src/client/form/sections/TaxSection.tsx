import { countryOptions } from "../../../shared/countries.ts";
import { t } from "../../words.tsx";
import { SelectField } from "../fields/SelectField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { useFormContext } from "../state/hooks.ts";
import { Section } from "./Section.tsx";

/** A correction never shows the stored tax number, email and phone: left empty, they stay as stored. */
function keptHint(kept: string | undefined, hint?: string): string | undefined {
  if (!kept) return hint;
  const keep = t("form.keptHint", { ending: kept.replace(/^…/, "") });
  return hint ? `${hint} ${keep}` : keep;
}

/** The countries by name in the page's language (Intl.DisplayNames: a translated page gets them translated). */
const COUNTRIES = countryOptions(typeof document === "undefined" ? "en" : document.documentElement.lang || "en").map(
  (c) => ({ value: c.code, label: c.name }),
);

export function TaxSection() {
  const { config } = useFormContext();
  const kept = config.keptTax ?? {};
  return (
    <Section id="tax" title={t("form.sectionTax")} intro={<p>{t("form.taxIntro")}</p>}>
      <TextField path="tax.company" label={t("form.companyName")} required autoComplete="organization" />
      <TextField
        path="tax.address"
        label={t("form.companyAddress")}
        required
        multiline
        rows={3}
        autoComplete="street-address"
      />
      <SelectField
        path="tax.country"
        label={t("form.country")}
        options={COUNTRIES}
        required={config.taxCountryRequired}
        autoComplete="country"
      />
      <TextField
        path="tax.number"
        label={t("form.taxNumber")}
        hint={keptHint(kept.number, t("form.taxNumberHint"))}
        required={!kept.number}
      />
      <TextField path="tax.contact" label={t("form.taxContact")} required autoComplete="name" />
      <TextField
        path="tax.email"
        label={t("form.taxEmail")}
        hint={keptHint(kept.email)}
        required={!kept.email}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        path="tax.phone"
        label={t("form.taxPhone")}
        hint={keptHint(kept.phone)}
        required={!kept.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
    </Section>
  );
}
