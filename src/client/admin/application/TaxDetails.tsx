/** Tax details, which the API sends to admins only, and the proof documents. */

import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { countryName } from "../../../shared/countries.ts";
import { t, words } from "../words.ts";
import { mailtoHref } from "./contact-links.ts";
import { FileList } from "./files.tsx";
import { SummaryList } from "./SummaryList.tsx";

export function TaxDetails({ tax }: { tax: NonNullable<ApplicationDetail["tax"]> }) {
  const email = mailtoHref(tax.email);
  return (
    <section className="detail-section" aria-labelledby="tax">
      <h2 id="tax">{t("application.taxDetails")}</h2>
      <SummaryList
        rows={[
          { label: t("application.company"), value: tax.company },
          { label: t("application.address"), value: tax.address, lines: true },
          { label: t("application.country"), value: tax.country && countryName(tax.country, words.tag) },
          { label: t("application.taxNumber"), value: tax.number },
          { label: t("application.contactPerson"), value: tax.contact },
          { label: t("application.email"), value: tax.email && (email ? <a href={email}>{tax.email}</a> : tax.email) },
          { label: t("application.phone"), value: tax.phone },
        ]}
      />
    </section>
  );
}

export function ProofDocuments({ proof }: { proof: ApplicationDetail["proof"] }) {
  return (
    <section className="detail-section" aria-labelledby="proof">
      <h2 id="proof">{t("application.proofDocuments")}</h2>
      <FileList
        files={proof}
        label={(file) => t("application.proofDocument", { file })}
        empty={t("application.noProofDocuments")}
      />
    </section>
  );
}
