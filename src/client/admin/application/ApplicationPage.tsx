/**
 * /admin/applications/<id>: everything the applicant sent, readable, with the way back to the list
 * and on to its neighbours. The side column holds the summary; part 2 adds reviews and the decision there.
 */
import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { referenceOf } from "../../../shared/reference.ts";
import { ApiError } from "../api/fetch-json.ts";
import { ExportLinks } from "../applications/ExportLinks.tsx";
import { readListState } from "../applications/list-state.ts";
import { AssigneesPanel } from "../committee/AssigneesPanel.tsx";
import { boothLabel, choiceLabel, formatDateTime, statusLabel } from "../labels.ts";
import { LanguageName } from "../language-name.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { markedWords, timeTag } from "../marked-words.tsx";
import { ApplicationInvoices } from "../money/ApplicationInvoices.tsx";
import { ReviewSide } from "../reviews/ReviewSide.tsx";
import { ContactSheet } from "../viewer/ContactSheet.tsx";
import { ViewerProvider } from "../viewer/ViewerProvider.tsx";
import { t } from "../words.ts";
import { ArtistDetails, artistAnchor, artistName } from "./ArtistDetails.tsx";
import { EraseAction } from "./EraseAction.tsx";
import { GalleryDetails } from "./GalleryDetails.tsx";
import { BackToList, NeighbourNav } from "./NeighbourNav.tsx";
import { ProposalDetails } from "./ProposalDetails.tsx";
import { SummaryList } from "./SummaryList.tsx";
import { ProofDocuments, TaxDetails } from "./TaxDetails.tsx";
import { VersionsPanel } from "./VersionsPanel.tsx";
import "./application.css";
import type { ApplicationDetail } from "../../../shared/api/applications.ts";
import { applicationQuery } from "../api/applications.ts";

function ApplicationSummary({ application }: { application: ApplicationDetail }) {
  const artworks = application.artists.reduce((sum, artist) => sum + artist.artworks.length, 0);
  return (
    <section className="side-panel" aria-labelledby="summary">
      <h2 id="summary">{t("application.summary")}</h2>
      <SummaryList
        rows={[
          {
            label: t("application.status"),
            value: (
              <strong className={`status-tag status-tag--${application.status}`}>
                {statusLabel(application.status)}
              </strong>
            ),
          },
          { label: t("application.edition"), value: application.edition },
          {
            label: t("application.submittedAt"),
            value: <time dateTime={application.submitted_at}>{formatDateTime(application.submitted_at)}</time>,
          },
          ...(application.version > 1 && application.changed_at
            ? [
                {
                  label: t("application.changed"),
                  value: (
                    <>
                      {markedWords("application.changedOn", {
                        time: timeTag(application.changed_at),
                        date: formatDateTime(application.changed_at),
                        version: String(application.version),
                      })}
                    </>
                  ),
                },
              ]
            : []),
          {
            label: t("application.choice"),
            value:
              application.choice === "platform"
                ? choiceLabel(application.choice)
                : t("application.choiceWithBooth", {
                    choice: choiceLabel(application.choice),
                    size: application.proposal.booth,
                    label: boothLabel(application.proposal.booth).toLowerCase(),
                  }),
          },
          { label: t("application.language"), value: <LanguageName code={application.language} /> },
          {
            label: t("application.mentorship"),
            value: application.proposal.mentorship ? t("application.yes") : t("application.no"),
          },
          {
            label: t("application.size"),
            value: t("application.sizeValue", { artists: application.artists.length, artworks }),
          },
          {
            label: t("application.reference"),
            // As the gallery quotes it (its receipt, every email); the full id for whoever needs it.
            value: (
              <>
                <strong className="reference">{referenceOf(application.id)}</strong>{" "}
                <span className="muted reference__id">({application.id})</span>
              </>
            ),
          },
        ]}
      />
    </section>
  );
}

function Contents({ application }: { application: ApplicationDetail }) {
  return (
    <nav className="side-panel contents" aria-labelledby="contents">
      <h2 id="contents">{t("application.contents")}</h2>
      <ul>
        <li>
          <a href="#proposal">{t("application.proposal")}</a>
        </li>
        <li>
          <a href="#artists">{t("application.artists")}</a>
          {application.artists.length > 1 && (
            <ul>
              {application.artists.map((artist, i) => (
                <li key={i}>
                  <a href={`#${artistAnchor(i)}`}>{artistName(artist)}</a>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <a href="#gallery">{t("application.gallery")}</a>
        </li>
        {application.tax && (
          <li>
            <a href="#tax">{t("application.taxDetails")}</a>
          </li>
        )}
        <li>
          <a href="#proof">{t("application.proofDocuments")}</a>
        </li>
      </ul>
    </nav>
  );
}

export function ApplicationPage({ id }: { id: string }) {
  const state = readListState(useSearch());
  const application = useQuery(applicationQuery(id));
  const data = application.data;
  const missing = application.error instanceof ApiError && application.error.status === 404;
  const title = data
    ? data.gallery.name || t("application.unnamedGallery")
    : missing
      ? t("application.notFound")
      : application.isError
        ? t("application.loadFailed")
        : t("application.titleLoading");
  const heading = usePageHeading(title, id);

  return (
    <>
      <div className="application-bar">
        <BackToList id={id} state={state} />
        <NeighbourNav id={id} state={state} />
        <ExportLinks application={id} />
      </div>
      <h1 ref={heading} tabIndex={-1} dir="auto">
        {title}
      </h1>
      {!data && !application.isError && <p>{t("application.loading")}</p>}
      {missing && <p>{t("application.notFoundText")}</p>}
      {application.isError && !missing && (
        <div className="failure-panel" role="alert">
          <p>{application.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => application.refetch()}>
            {t("application.tryAgain")}
          </button>
        </div>
      )}
      {data && (
        <ViewerProvider key={data.id} application={data}>
          <div className="application-layout">
            <aside className="application-layout__side" aria-label={t("application.aboutThis")}>
              <ApplicationSummary application={data} />
              <Contents application={data} />
              {data.assignees && <AssigneesPanel applicationId={data.id} assignees={data.assignees} />}
              <ApplicationInvoices applicationId={data.id} />
              <EraseAction applicationId={data.id} />
              {/* Last, so that at 1280 px and wider it can stay in view to the column's end (reviews.css). */}
              <ReviewSide application={data} />
            </aside>
            <div className="application-layout__main">
              <ContactSheet application={data} />
              <ProposalDetails application={data} />
              <ArtistDetails artists={data.artists} />
              <GalleryDetails gallery={data.gallery} />
              {data.tax && <TaxDetails tax={data.tax} />}
              <ProofDocuments proof={data.proof} />
              <VersionsPanel applicationId={data.id} version={data.version} />
            </div>
          </div>
        </ViewerProvider>
      )}
    </>
  );
}
