import { UPLOAD_FIELDS } from "../../../shared/limits.ts";
import { UploadListField } from "../fields/UploadListField.tsx";
import { Section } from "./Section.tsx";

export function ProofSection() {
  return (
    <Section id="proof" title="Proof">
      <UploadListField
        path="proof"
        label="Proof documents"
        hint="For example the gallery's entry in the company register."
        kind={UPLOAD_FIELDS.proof.kind}
        maxCount={UPLOAD_FIELDS.proof.maxCount}
      />
    </Section>
  );
}
