import { MIN_PITCH_LENGTH, UPLOAD_FIELDS } from "../../../shared/limits.ts";
import { t } from "../../words.tsx";
import { Checkbox } from "../fields/Checkbox.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { TextField } from "../fields/TextField.tsx";
import { UploadListField } from "../fields/UploadListField.tsx";
import { useValue } from "../state/hooks.ts";
import { Section } from "./Section.tsx";

const BOOTH_OPTIONS = [
  { value: "small", label: t("form.boothSmall") },
  { value: "medium", label: t("form.boothMedium") },
  { value: "large", label: t("form.boothLarge") },
] as const;

export function ProposalSection() {
  const choice = useValue<string>("choice");
  return (
    <Section id="proposal" title={t("form.sectionProposal")}>
      {choice === "" && <p className="hint">{t("form.chooseSectorFirst")}</p>}
      {choice === "galleries" && (
        <RadioGroup path="proposal.booth" legend={t("form.boothSize")} options={BOOTH_OPTIONS} required inline />
      )}
      {choice === "platform" && (
        <TextField
          path="proposal.pitch"
          label={t("form.pitch")}
          hint={t("form.atLeastCharacters", { min: MIN_PITCH_LENGTH })}
          multiline
          required
          minLength={MIN_PITCH_LENGTH}
        />
      )}
      <Checkbox path="proposal.mentorship" label={t("form.mentorship")} />
      <TextField path="proposal.concept" label={t("form.concept")} multiline rows={6} />
      {/* Platform applicants have no booth, so nothing to render. */}
      {choice === "galleries" && (
        <UploadListField
          path="proposal.rendering"
          label={t("form.renderings")}
          kind={UPLOAD_FIELDS.rendering.kind}
          maxCount={UPLOAD_FIELDS.rendering.maxCount}
        />
      )}
    </Section>
  );
}
