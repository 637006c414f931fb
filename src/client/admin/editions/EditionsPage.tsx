/** /admin/editions (admins): every edition with its period and whether the public pages show it. */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { editionsQuery } from "../api/queries.ts";
import { usePageHeading } from "../layout/page-heading.ts";
import { formatZoned } from "./zoned-time.ts";
import "./editions.css";

export function EditionsPage() {
  const editions = useQuery(editionsQuery());
  const heading = usePageHeading("Editions", "editions");
  const items = editions.data?.items ?? [];

  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Editions
      </h1>
      <p>
        <Link href="/editions/new" className="button button--secondary">
          New edition
        </Link>
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
        <div className="table-scroll">
          <table className="editions-table">
            <caption className="visually-hidden">Editions</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Applications open</th>
                <th scope="col">Applications close</th>
                <th scope="col">Time zone</th>
                <th scope="col">Public pages</th>
                <th scope="col" className="numeric">
                  Applications
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((edition) => {
                const zone = edition.time_zone || "UTC";
                return (
                  <tr key={edition.slug}>
                    <th scope="row">
                      <Link href={`/editions/${encodeURIComponent(edition.slug)}`}>{edition.name || edition.slug}</Link>
                    </th>
                    <td>
                      <code>{edition.slug}</code>
                    </td>
                    <td>{formatZoned(edition.opens_at, zone) || <span className="muted">Not set</span>}</td>
                    <td>{formatZoned(edition.closes_at, zone) || <span className="muted">Not set</span>}</td>
                    <td>{zone}</td>
                    <td>{edition.public ? "Shown" : "Hidden"}</td>
                    <td className="numeric">{edition.applications}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
