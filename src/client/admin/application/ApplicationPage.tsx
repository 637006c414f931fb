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
import { boothLabel, choiceLabel, formatDateTime, plural, statusLabel } from "../labels.ts";
import { LanguageName } from "../language-name.tsx";
import { usePageHeading } from "../layout/page-heading.ts";
import { ApplicationInvoices } from "../money/ApplicationInvoices.tsx";
import { ReviewSide } from "../reviews/ReviewSide.tsx";
import { ContactSheet } from "../viewer/ContactSheet.tsx";
import { ViewerProvider } from "../viewer/ViewerProvider.tsx";
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
      <h2 id="summary">Summary</h2>
      <SummaryList
        rows={[
          {
            label: "Status",
            value: (
              <strong className={`status-tag status-tag--${application.status}`}>
                {statusLabel(application.status)}
              </strong>
            ),
          },
          { label: "Edition", value: application.edition },
          {
            label: "Submitted at",
            value: <time dateTime={application.submitted_at}>{formatDateTime(application.submitted_at)}</time>,
          },
          ...(application.version > 1 && application.changed_at
            ? [
                {
                  label: "Changed",
                  value: (
                    <>
                      Changed on <time dateTime={application.changed_at}>{formatDateTime(application.changed_at)}</time>{" "}
                      (version {application.version})
                    </>
                  ),
                },
              ]
            : []),
          {
            label: "Choice",
            value:
              application.choice === "platform"
                ? choiceLabel(application.choice)
                : `${choiceLabel(application.choice)}, ${boothLabel(application.proposal.booth).toLowerCase()} booth`,
          },
          { label: "Language", value: <LanguageName code={application.language} /> },
          { label: "Mentorship", value: application.proposal.mentorship ? "Yes" : "No" },
          { label: "Size", value: `${plural(application.artists.length, "artist")}, ${plural(artworks, "artwork")}` },
          {
            label: "Reference",
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
      <h2 id="contents">Contents</h2>
      <ul>
        <li>
          <a href="#proposal">Proposal</a>
        </li>
        <li>
          <a href="#artists">Artists</a>
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
          <a href="#gallery">Gallery</a>
        </li>
        {application.tax && (
          <li>
            <a href="#tax">Tax details</a>
          </li>
        )}
        <li>
          <a href="#proof">Proof documents</a>
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
    ? data.gallery.name || "Unnamed gallery"
    : missing
      ? "Application not found"
      : application.isError
        ? "The application could not be loaded"
        : "Application";
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
      {!data && !application.isError && <p>Loading the application…</p>}
      {missing && (
        <p>There is no application with this address. It may have been removed, or the link is incomplete.</p>
      )}
      {application.isError && !missing && (
        <div className="failure-panel" role="alert">
          <p>{application.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => application.refetch()}>
            Try again
          </button>
        </div>
      )}
      {data && (
        <ViewerProvider key={data.id} application={data}>
          <div className="application-layout">
            <aside className="application-layout__side" aria-label="About this application">
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
