import { type ReactNode, useEffect, useRef } from "react";
import { receiptLines } from "../../shared/receipt.ts";
import { PAGE_TITLE } from "./ErrorSummary.tsx";
import { useFormContext, useSubmission } from "./state/hooks.ts";
import "./success-panel.css";
import { rich, t } from "../words.tsx";

/** The gallery's name as typed, in its own direction among the sentence's words. */
const strong = (chunks: ReactNode[]) => (
  <strong className="success__gallery" dir="auto">
    {chunks}
  </strong>
);

/** Replaces the form once the application is stored: what was received, and a receipt to keep. */
export function SuccessPanel() {
  const { config } = useFormContext();
  return config.change ? <ChangedPanel statusPath={config.change.statusPath} /> : <SentPanel />;
}

/** The page's title names the panel, and focus moves to its heading, where a screen reader reads on. */
function useTitledHeading(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = t("form.panelTitle", { heading: title, title: PAGE_TITLE });
    heading.current?.focus();
  }, [title]);
  return heading;
}

/** A correction stored: the new version is what the committee sees. */
function ChangedPanel({ statusPath }: { statusPath: string }) {
  const gallery = useSubmission((s) => s.gallery);
  const heading = useTitledHeading(t("form.changesSaved"));
  return (
    <section className="success" aria-labelledby="success-title">
      <h2 id="success-title" tabIndex={-1} ref={heading}>
        {t("form.changesSaved")}
      </h2>
      <p>{rich("form.changedText", { gallery: gallery ?? "", strong })}</p>
      <p>
        <a href={statusPath}>{t("form.backToStatusPage")}</a>
      </p>
    </section>
  );
}

function SentPanel() {
  const gallery = useSubmission((s) => s.gallery);
  const receipt = useSubmission((s) => s.receipt);
  const heading = useTitledHeading(t("form.applicationSent"));
  return (
    <section className="success" aria-labelledby="success-title">
      <h2 id="success-title" tabIndex={-1} ref={heading}>
        {t("form.applicationSent")}
      </h2>
      <p>{rich("form.thanks", { gallery: gallery ?? "", strong })}</p>
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
            {rich("form.confirmationGoes", {
              receipt: (chunks) => <a href={`/application-receipt/${receipt.id}`}>{chunks}</a>,
            })}
          </p>
        </>
      )}
      <p>{t("form.hearFromUs")}</p>
    </section>
  );
}
