import { useEffect, useRef } from "react";
import { receiptLines } from "../../shared/receipt.ts";
import { PAGE_TITLE } from "./ErrorSummary.tsx";
import { useFormContext, useSubmission } from "./state/hooks.ts";
import "./success-panel.css";

/** Replaces the form once the application is stored: what was received, and a receipt to keep. */
export function SuccessPanel() {
  const { config } = useFormContext();
  return config.change ? <ChangedPanel statusPath={config.change.statusPath} /> : <SentPanel />;
}

/** The page's title names the panel, and focus moves to its heading, where a screen reader reads on. */
function useTitledHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} – ${PAGE_TITLE}`;
    heading.current?.focus();
  }, [title]);
  return heading;
}

/** A correction stored: the new version is what the committee sees. */
function ChangedPanel({ statusPath }: { statusPath: string }) {
  const gallery = useSubmission((s) => s.gallery);
  const heading = useTitledHeading("Changes saved");
  return (
    <section className="success" aria-labelledby="success-title">
      <h2 id="success-title" tabIndex={-1} ref={heading}>
        Changes saved
      </h2>
      <p>
        The application of <strong className="success__gallery">{gallery}</strong> has been changed. The selection
        committee sees the changed version.
      </p>
      <p>
        <a href={statusPath}>Back to your application's page</a>
      </p>
    </section>
  );
}

function SentPanel() {
  const gallery = useSubmission((s) => s.gallery);
  const receipt = useSubmission((s) => s.receipt);
  const heading = useTitledHeading("Application sent");
  return (
    <section className="success" aria-labelledby="success-title">
      <h2 id="success-title" tabIndex={-1} ref={heading}>
        Application sent
      </h2>
      <p>
        Thank you. We have received the application of <strong className="success__gallery">{gallery}</strong>.
      </p>
      {receipt && (
        <>
          <dl className="success__receipt">
            {receiptLines(receipt).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            A confirmation with these details goes to the gallery's contact email.{" "}
            <a href={`/application-receipt/${receipt.id}`}>Print or save the receipt</a> (a page of its own, available
            until your session ends).
          </p>
        </>
      )}
      <p>You will hear from us by email once the selection committee has met.</p>
    </section>
  );
}
