/** "Next unreviewed": on through the member's queue without going back to the list. */
import { Link } from "wouter";
import { t } from "../words.ts";

export function NextUnreviewed({ next, edition }: { next: string | null | undefined; edition: string }) {
  if (next === undefined) return null;
  return (
    <p className="next-unreviewed">
      {next ? (
        <Link href={`/applications/${encodeURIComponent(next)}`} className="next-unreviewed__link">
          {t("reviews.nextUnreviewed")}
        </Link>
      ) : (
        <>
          {t("reviews.nothingLeft")}{" "}
          <Link href={`/queue${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`}>{t("reviews.myQueue")}</Link>
        </>
      )}
    </p>
  );
}
