/** "Next unreviewed": on through the member's queue without going back to the list. */
import { Link } from "wouter";

export function NextUnreviewed({ next, edition }: { next: string | null | undefined; edition: string }) {
  if (next === undefined) return null;
  return (
    <p className="next-unreviewed">
      {next ? (
        <Link href={`/applications/${encodeURIComponent(next)}`} className="next-unreviewed__link">
          Next unreviewed application
        </Link>
      ) : (
        <>
          Nothing left to review.{" "}
          <Link href={`/queue${edition ? `?edition=${encodeURIComponent(edition)}` : ""}`}>My queue</Link>
        </>
      )}
    </p>
  );
}
