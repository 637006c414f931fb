/**
 * The "Export" menu: plain download links to the server's streamed exports, so the browser's own
 * download takes over (no script holds the file). For the list it carries the list's filters and
 * sort; for one application it offers that application's files as a ZIP.
 */
import { useStaff } from "../layout/staff-context.ts";
import { type ListState, listSearch } from "./list-state.ts";
import "./export-links.css";

type Props = { list: ListState; application?: never } | { application: string; list?: never };

/** The list's filters and sort, without its page: an export holds every page. */
const exportSearch = (list: ListState) => listSearch({ ...list, page: 1 });

export function ExportLinks(props: Props) {
  const { staff } = useStaff();
  const links: [string, string][] = props.list
    ? [
        [`/admin/api/exports/applications.csv${exportSearch(props.list)}`, "Applications (CSV)"],
        [`/admin/api/exports/artworks.csv${exportSearch(props.list)}`, "Artworks (CSV)"],
        // Every member's scores and comments: admins only.
        ...(staff.role === "admin"
          ? [
              [`/admin/api/exports/reviews.csv${exportSearch(props.list)}`, "Reviews, one row each (CSV)"] as [
                string,
                string,
              ],
            ]
          : []),
        [`/admin/api/exports/applications.zip${exportSearch(props.list)}`, "Applications with their files (ZIP)"],
      ]
    : [[`/admin/api/applications/${props.application}/export.zip`, "This application with its files (ZIP)"]];
  return (
    <details className="export-menu">
      <summary className="button button--secondary">Export</summary>
      <ul className="export-menu__links">
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} download>
              {label}
            </a>
          </li>
        ))}
      </ul>
      {props.list && <p className="export-menu__note">Every page of the list as filtered and sorted now.</p>}
    </details>
  );
}
