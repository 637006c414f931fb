/** What the gallery proposes: the booth (or the platform pitch), mentorship, the concept and its renderings. */

import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { boothLabel, choiceLabel } from "../labels.ts";
import { t } from "../words.ts";
import { FileList } from "./files.tsx";
import { Prose, SummaryList, type SummaryRow } from "./SummaryList.tsx";

export function ProposalDetails({ application }: { application: ApplicationDetail }) {
  const { proposal, choice } = application;
  const rows: SummaryRow[] = [{ label: t("application.choice"), value: choiceLabel(choice) }];
  if (choice !== "platform")
    rows.push({ label: t("application.boothSize"), value: proposal.booth ? boothLabel(proposal.booth) : "" });
  rows.push({
    label: t("application.mentorship"),
    value: proposal.mentorship ? t("application.mentorshipAsked") : t("application.no"),
  });
  if (application.sector) rows.push({ label: t("application.sector"), value: application.sector });
  return (
    <section className="detail-section" aria-labelledby="proposal">
      <h2 id="proposal">{t("application.proposal")}</h2>
      <SummaryList rows={rows} />
      {(choice === "platform" || proposal.pitch) && (
        <>
          <h3>{t("application.programme")}</h3>
          <Prose text={proposal.pitch} />
        </>
      )}
      <h3>{t("application.concept")}</h3>
      <Prose text={proposal.concept} />
      <h3>{t("application.renderings")}</h3>
      <FileList
        files={proposal.rendering}
        label={(file) => t("application.renderingFile", { file })}
        empty={t("application.noRenderings")}
      />
    </section>
  );
}
