/** An address under /admin that is no page of the back office. */
import { Link } from "wouter";
import { usePageHeading } from "./page-heading.ts";

export function NotFoundPage() {
  const heading = usePageHeading("Page not found", "not-found");
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        Page not found
      </h1>
      <p>If you typed the address, check it is correct.</p>
      <p>
        <Link href="/applications">Go to the applications</Link>
      </p>
    </>
  );
}
