/**
 * The "Export" menu: plain download links to the server's streamed exports, so the browser's own
 * download takes over (no script holds the file). For the list it carries the list's filters and
 * sort; for one application it offers that application's files as a ZIP.
 */
import { exportAddress } from "../api/applications.ts";
import { useStaff } from "../layout/staff-context.ts";
import { t } from "../words.ts";
import type { ListState } from "./list-state.ts";
import "./export-links.css";

type Props = { list: ListState; application?: never } | { application: string; list?: never };

export function ExportLinks(props: Props) {
  const { staff } = useStaff();
  const links: [string, string][] = props.list
    ? [
        [exportAddress.list("applications.csv", props.list), t("applications.exportApplications")],
        [exportAddress.list("artworks.csv", props.list), t("applications.exportArtworks")],
        // Every member's scores and comments: admins only.
        ...(staff.role === "admin"
          ? [[exportAddress.list("reviews.csv", props.list), t("applications.exportReviews")] as [string, string]]
          : []),
        [exportAddress.list("applications.zip", props.list), t("applications.exportZip")],
      ]
    : [[exportAddress.application(props.application), t("applications.exportOne")]];
  return (
    <details className="export-menu">
      <summary className="button button--secondary">{t("applications.export")}</summary>
      <ul className="export-menu__links">
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} download>
              {label}
            </a>
          </li>
        ))}
      </ul>
      {props.list && <p className="export-menu__note">{t("applications.exportNote")}</p>}
    </details>
  );
}
