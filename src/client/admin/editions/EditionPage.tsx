/** /admin/editions/new and /admin/editions/<slug> (admins): an edition's details and its review criteria. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { editionsQuery } from "../api/editions.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { t } from "../words.ts";
import { CriteriaEditor } from "./CriteriaEditor.tsx";
import { DecisionsRelease } from "./DecisionsRelease.tsx";
import { EditionForm } from "./EditionForm.tsx";
import "./editions.css";

export function EditionPage({ slug }: { slug: string | null }) {
  const editions = useQuery(editionsQuery());
  const edition = slug ? editions.data?.items.find((item) => item.slug === slug) : null;
  const missing = Boolean(slug && editions.data && !edition);
  const title = !slug
    ? t("editions.editionNew")
    : edition
      ? t("editions.editionNamed", { edition: edition.name || edition.slug })
      : missing
        ? t("editions.editionNotFound")
        : t("editions.edition");
  const heading = usePageHeading(title, `edition-${slug ?? "new"}`);

  return (
    <>
      <p>
        <Link href="/editions" className="back-link">
          {t("editions.editionBack")}
        </Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {editions.isError && (
        <div className="failure-panel" role="alert">
          <p>{editions.error.message}</p>
        </div>
      )}
      {edition && (
        <p>
          <Link href={`/editions/${encodeURIComponent(edition.slug)}/floor-plan`}>
            {t("editions.editionFloorPlan")}
          </Link>
          {" · "}
          <Link href={`/editions/${encodeURIComponent(edition.slug)}/fees`}>{t("editions.editionFees")}</Link>
          {" · "}
          <Link href={`/invoices?edition=${encodeURIComponent(edition.slug)}`}>{t("editions.editionInvoices")}</Link>
        </p>
      )}
      {missing && <p>{t("editions.editionMissing", { edition: slug ?? "" })}</p>}
      {slug && !editions.data && !editions.isError && <p>{t("editions.editionLoading")}</p>}
      {(!slug || edition) && (
        <div className="edition-layout">
          <EditionForm edition={edition ?? null} />
          {edition && <CriteriaEditor edition={edition.slug} />}
          {edition && <DecisionsRelease edition={edition} />}
        </div>
      )}
    </>
  );
}
