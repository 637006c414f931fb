/** What the gallery proposes: the booth (or the platform pitch), mentorship, the concept and its renderings. */

import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { boothLabel, choiceLabel } from "../labels.ts";
import { FileList } from "./files.tsx";
import { Prose, SummaryList, type SummaryRow } from "./SummaryList.tsx";

export function ProposalDetails({ application }: { application: ApplicationDetail }) {
  const { proposal, choice } = application;
  const rows: SummaryRow[] = [{ label: "Choice", value: choiceLabel(choice) }];
  if (choice !== "platform")
    rows.push({ label: "Booth size", value: proposal.booth ? boothLabel(proposal.booth) : "" });
  rows.push({ label: "Mentorship", value: proposal.mentorship ? "Yes, the gallery asks for mentorship" : "No" });
  if (application.sector) rows.push({ label: "Sector", value: application.sector });
  return (
    <section className="detail-section" aria-labelledby="proposal">
      <h2 id="proposal">Proposal</h2>
      <SummaryList rows={rows} />
      {(choice === "platform" || proposal.pitch) && (
        <>
          <h3>Programme</h3>
          <Prose text={proposal.pitch} />
        </>
      )}
      <h3>Concept</h3>
      <Prose text={proposal.concept} />
      <h3>Renderings</h3>
      <FileList files={proposal.rendering} name="Rendering" empty="No renderings were sent." />
    </section>
  );
}
