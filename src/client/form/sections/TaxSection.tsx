import { TextField } from "../fields/TextField.tsx";
import { Section } from "./Section.tsx";

export function TaxSection() {
  return (
    <Section id="tax" title="Tax" intro={<p>The company that will be invoiced for the booth.</p>}>
      <TextField path="tax.company" label="Company name" required autoComplete="organization" />
      <TextField path="tax.address" label="Company address" required multiline rows={3} autoComplete="street-address" />
      <TextField path="tax.number" label="Tax number" hint="For example your VAT identification number." required />
      <TextField path="tax.contact" label="Contact person for tax matters" required autoComplete="name" />
      <TextField
        path="tax.email"
        label="Contact email for tax matters"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField
        path="tax.phone"
        label="Contact phone for tax matters"
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
    </Section>
  );
}
