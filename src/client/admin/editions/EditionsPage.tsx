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
import { FormEditionButton } from "./FormEditionButton.tsx";

const STATE_LABELS = { open: "Open", upcoming: "Upcoming", closed: "Closed" } as const;

const periodEnd = (iso: string | null | undefined, zone: string) =>
  iso ? formatInZone(iso, zone, { short: true }) : <span className="muted">Not set</span>;

import "./editions.css";

export function EditionsPage() {
  const editions = useQuery(editionsQuery());
  const heading = usePageHeading("Editions", "editions");
  const items = editions.data?.items ?? [];
  const formEdition = items.find((item) => item.slug === editions.data?.current);

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Editions
      </h1>
      <p>
        <Link href="/editions/new" className="button button--secondary">
          New edition
        </Link>{" "}
        <Link href="/languages">Languages offered to applicants</Link>
      </p>
      {editions.isError ? (
        <div className="failure-panel" role="alert">
          <p>{editions.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => editions.refetch()}>
            Try again
          </button>
        </div>
      ) : !editions.data ? (
        <p>Loading the editions…</p>
      ) : (
        <>
          <p className="form-edition" role="status">
            The public form applies to <strong>{formEdition?.name || formEdition?.slug || "no edition"}</strong>
            {editions.data.form_chosen
              ? ", as an admin chose."
              : ": the first open edition, else the next to open, else the last closed."}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
          <section className="table-scroll" tabIndex={0} aria-label="Editions table">
            <table className="editions-table">
              <caption className="visually-hidden">Editions</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">State</th>
                  <th scope="col">Slug</th>
                  <th scope="col">Applications open</th>
                  <th scope="col">Applications close</th>
                  <th scope="col">Time zone</th>
                  <th scope="col">Public pages</th>
                  <th scope="col" className="numeric">
                    Applications
                  </th>
                  <th scope="col">Public form</th>
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
                      <td>{edition.state ? STATE_LABELS[edition.state] : edition.open ? "Open" : "Closed"}</td>
                      <td>
                        <code>{edition.slug}</code>
                      </td>
                      <td>{periodEnd(edition.opens_at, zone)}</td>
                      <td>{periodEnd(edition.closes_at, zone)}</td>
                      <td>{zone}</td>
                      <td>{edition.public ? "Shown" : "Hidden"}</td>
                      <td className="numeric">{edition.applications}</td>
                      <td>
                        {edition.slug === editions.data?.current ? (
                          <strong>Applies</strong>
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
