import { useEffect, useRef } from "react";
import { PAGE_TITLE } from "./ErrorSummary.tsx";
import { useSubmission } from "./state/hooks.ts";

/** Replaces the form once the application is stored. */
export function SuccessPanel() {
  const gallery = useSubmission((s) => s.gallery);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `Application sent – ${PAGE_TITLE}`;
    heading.current?.focus();
  }, []);
  return (
    <section className="success" aria-labelledby="success-title">
      <h2 id="success-title" tabIndex={-1} ref={heading}>
        Application sent
      </h2>
      <p>
        Thank you. We have received the application of <strong className="success__gallery">{gallery}</strong>.
      </p>
      <p>You will hear from us by email once the selection committee has met.</p>
    </section>
  );
}
