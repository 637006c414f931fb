/** Tax details, which the API sends to admins only, and the proof documents. */

import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { countryName } from "../../../shared/countries.ts";
import { mailtoHref } from "./contact-links.ts";
import { FileList } from "./files.tsx";
import { SummaryList } from "./SummaryList.tsx";

export function TaxDetails({ tax }: { tax: NonNullable<ApplicationDetail["tax"]> }) {
  const email = mailtoHref(tax.email);
  return (
    <section className="detail-section" aria-labelledby="tax">
      <h2 id="tax">Tax details</h2>
      <SummaryList
        rows={[
          { label: "Company", value: tax.company },
          { label: "Address", value: tax.address, lines: true },
          { label: "Country", value: tax.country && countryName(tax.country) },
          { label: "Tax number", value: tax.number },
          { label: "Contact person", value: tax.contact },
          { label: "Email", value: tax.email && (email ? <a href={email}>{tax.email}</a> : tax.email) },
          { label: "Phone", value: tax.phone },
        ]}
      />
    </section>
  );
}

export function ProofDocuments({ proof }: { proof: ApplicationDetail["proof"] }) {
  return (
    <section className="detail-section" aria-labelledby="proof">
      <h2 id="proof">Proof documents</h2>
      <FileList files={proof} name="Proof document" empty="No proof documents were sent." />
    </section>
  );
}
