/** The page: the form with its sections and error summary, or the success state that replaces it. */
import { ChangedElsewhereNotice, ConnectionStatus, SessionNotice } from "../session/SessionNotice.tsx";
import { EditionNote } from "./EditionNote.tsx";
import { ErrorSummary } from "./ErrorSummary.tsx";
import { PeriodNotice } from "./PeriodNotice.tsx";
import { SubmitBar } from "./SubmitBar.tsx";
import { SuccessPanel } from "./SuccessPanel.tsx";
import { ArtistsSection } from "./sections/ArtistsSection.tsx";
import { ChoiceSection } from "./sections/ChoiceSection.tsx";
import { GallerySection } from "./sections/GallerySection.tsx";
import { ProofSection } from "./sections/ProofSection.tsx";
import { ProposalSection } from "./sections/ProposalSection.tsx";
import { TaxSection } from "./sections/TaxSection.tsx";
import { FormContext, type FormContextValue, useFormContext, useSubmission } from "./state/hooks.ts";

export interface ApplicationPageProps {
  context: FormContextValue;
  submit(): void;
}

function ApplicationForm({ submit }: { submit(): void }) {
  const { config } = useFormContext();
  return (
    <>
      <SessionNotice />
      <ChangedElsewhereNotice />
      <PeriodNotice />
      <ErrorSummary />
      {config.change ? (
        <p className="lead">
          This is your application as stored. Change what you need and send the changes before the deadline. Files
          marked "sent before" stay as they are unless you remove or replace them.{" "}
          <a href={config.change.statusPath}>Back to your application's page</a>
        </p>
      ) : config.startFrom ? (
        <p className="lead">
          This application is filled in from your earlier one: check every section before sending. Files marked "sent
          before" are taken from it unless you remove or replace them. Fields marked{" "}
          <span className="required">(required)</span> must be filled in.
        </p>
      ) : (
        <p className="lead">
          Fields marked <span className="required">(required)</span> must be filled in. What you type is kept in this
          browser until the application is sent.
        </p>
      )}
      <EditionNote />
      {/*
        Deliberately not a <form>: HTMLFormElement answers every property read with a lookup among
        its controls by name, and React reads a property of each ancestor on every keystroke. With
        the 12,000 controls of a full application that cost 10-40 ms per key. Nothing here relies on
        native submission: the button sends the application itself.
      */}
      <div id="application-form" className="application-form">
        <ChoiceSection />
        <ProposalSection />
        <ArtistsSection />
        <GallerySection />
        <TaxSection />
        <ProofSection />
        <SubmitBar submit={submit} />
      </div>
      <ConnectionStatus />
    </>
  );
}

function Page({ submit }: { submit(): void }) {
  const success = useSubmission((s) => s.state === "success");
  const { config } = useFormContext();
  return (
    <main className="page">
      <h1>{config.change ? "Change your application" : "Apply for the art fair"}</h1>
      {success ? <SuccessPanel /> : <ApplicationForm submit={submit} />}
    </main>
  );
}

export function ApplicationPage({ context, submit }: ApplicationPageProps) {
  return (
    <FormContext.Provider value={context}>
      <Page submit={submit} />
    </FormContext.Provider>
  );
}
