import { UPLOAD_FIELDS } from "../../../shared/limits.ts";
import { t } from "../../words.tsx";
import { UploadListField } from "../fields/UploadListField.tsx";
import { Section } from "./Section.tsx";

export function ProofSection() {
  return (
    <Section id="proof" title={t("form.sectionProof")}>
      <UploadListField
        path="proof"
        label={t("form.proofDocuments")}
        hint={t("form.proofHint")}
        kind={UPLOAD_FIELDS.proof.kind}
        maxCount={UPLOAD_FIELDS.proof.maxCount}
      />
    </Section>
  );
}
