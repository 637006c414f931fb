/** The page: the form with its sections and error summary, or the success state that replaces it. */

import type { ReactNode } from "react";
import { ChangedElsewhereNotice, ConnectionStatus, SessionNotice } from "../session/SessionNotice.tsx";
import { rich, t } from "../words.tsx";
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

const required = (chunks: ReactNode[]) => <span className="required">{chunks}</span>;

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
          {t("form.leadChange")} <a href={config.change.statusPath}>{t("form.backToStatusPage")}</a>
        </p>
      ) : config.startFrom ? (
        <p className="lead">{rich("form.leadStartFrom", { required })}</p>
      ) : (
        <p className="lead">{rich("form.leadNew", { required })}</p>
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
      <h1>{config.change ? t("form.changeTitle") : t("form.pageTitle")}</h1>
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
