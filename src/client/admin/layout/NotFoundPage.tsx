/** An address under /admin that is no page of the back office. */
import { Link } from "wouter";
import { t } from "../words.ts";
import { usePageHeading } from "./page-heading.ts";

export function NotFoundPage() {
  const heading = usePageHeading(t("common.notFoundTitle"), "not-found");
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {t("common.notFoundTitle")}
      </h1>
      <p>{t("common.notFoundCheck")}</p>
      <p>
        <Link href="/applications">{t("common.notFoundLink")}</Link>
      </p>
    </>
  );
}
