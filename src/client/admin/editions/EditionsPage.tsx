/**
 * /admin/editions (admins): every edition with its state, its period in its own time zone, whether
 * the public pages show it, and which one the public form applies to (admins may choose another).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { currentZoneName } from "../../../shared/time-zones.ts";
import { formatInZone } from "../../../shared/zoned-time.ts";
import { editionsQuery } from "../api/editions.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { t, words } from "../words.ts";
import { FormEditionButton } from "./FormEditionButton.tsx";

const STATE_LABELS = {
  open: t("editions.stateOpen"),
  upcoming: t("editions.stateUpcoming"),
  closed: t("editions.stateClosed"),
} as const;

/** English keeps the fair's own "1 Mar 2027, 09:00"; another language writes it its way, in the edition's zone. */
const inZone = (iso: string, zone: string) =>
  words.language === "en"
    ? formatInZone(iso, zone, { short: true })
    : words.date(Date.parse(iso), { dateStyle: "medium", timeStyle: "short", timeZone: zone });

const periodEnd = (iso: string | null | undefined, zone: string) =>
  iso ? inZone(iso, zone) : <span className="muted">{t("editions.notSet")}</span>;

import "./editions.css";

export function EditionsPage() {
  const editions = useQuery(editionsQuery());
  const heading = usePageHeading(t("editions.editionsTitle"), "editions");
  const items = editions.data?.items ?? [];
  const formEdition = items.find((item) => item.slug === editions.data?.current);

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("editions.editionsTitle")}
      </h1>
      <p>
        <Link href="/editions/new" className="button button--secondary">
          {t("editions.editionsNew")}
        </Link>{" "}
        <Link href="/languages">{t("editions.editionsLanguagesLink")}</Link>
      </p>
      {editions.isError ? (
        <div className="failure-panel" role="alert">
          <p>{editions.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => editions.refetch()}>
            {t("editions.tryAgain")}
          </button>
        </div>
      ) : !editions.data ? (
        <p>{t("editions.editionsLoading")}</p>
      ) : (
        <>
          <p className="form-edition" role="status">
            {words.parts(editions.data.form_chosen ? "editions.editionsFormChosen" : "editions.editionsFormByDates", {
              edition: formEdition?.name || formEdition?.slug || t("editions.editionsNoEdition"),
              strong: (chunks) => <strong key="edition">{chunks}</strong>,
            })}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
          <section className="table-scroll" tabIndex={0} aria-label={t("editions.editionsTableLabel")}>
            <table className="editions-table">
              <caption className="visually-hidden">{t("editions.editionsCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("editions.colName")}</th>
                  <th scope="col">{t("editions.colState")}</th>
                  <th scope="col">{t("editions.colSlug")}</th>
                  <th scope="col">{t("editions.colOpens")}</th>
                  <th scope="col">{t("editions.colCloses")}</th>
                  <th scope="col">{t("editions.colTimeZone")}</th>
                  <th scope="col">{t("editions.colPublic")}</th>
                  <th scope="col" className="numeric">
                    {t("editions.colApplications")}
                  </th>
                  <th scope="col">{t("editions.colForm")}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((edition) => {
                  const zone = currentZoneName(edition.time_zone || "UTC");
                  return (
                    <tr key={edition.slug}>
                      <th scope="row">
                        <Link href={`/editions/${encodeURIComponent(edition.slug)}`}>
                          {edition.name || edition.slug}
                        </Link>
                      </th>
                      <td>
                        {edition.state
                          ? STATE_LABELS[edition.state]
                          : edition.open
                            ? STATE_LABELS.open
                            : STATE_LABELS.closed}
                      </td>
                      <td>
                        <code>{edition.slug}</code>
                      </td>
                      <td>{periodEnd(edition.opens_at, zone)}</td>
                      <td>{periodEnd(edition.closes_at, zone)}</td>
                      <td>{zone}</td>
                      <td>{edition.public ? t("editions.publicShown") : t("editions.publicHidden")}</td>
                      <td className="numeric">{edition.applications}</td>
                      <td>
                        {edition.slug === editions.data?.current ? (
                          <strong>{t("editions.formApplies")}</strong>
                        ) : (
                          <FormEditionButton
                            slug={edition.slug}
                            name={edition.name || edition.slug}
                            now={formEdition ? formEdition.name || formEdition.slug : ""}
                          />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </>
      )}
    </>
  );
}
