import { MIN_PITCH_LENGTH, UPLOAD_FIELDS } from "../../../shared/limits.ts";
import { Checkbox } from "../fields/Checkbox.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { TextField } from "../fields/TextField.tsx";
import { UploadListField } from "../fields/UploadListField.tsx";
import { useValue } from "../state/hooks.ts";
import { Section } from "./Section.tsx";

const BOOTH_OPTIONS = [
  { value: "small", label: "Small" },
  { value: "medium", label: "Medium" },
  { value: "large", label: "Large" },
] as const;

export function ProposalSection() {
  const choice = useValue<string>("choice");
  return (
    <Section id="proposal" title="Proposal">
      {choice === "" && <p className="hint">Choose a sector above to see the questions that apply to it.</p>}
      {choice === "galleries" && (
        <RadioGroup path="proposal.booth" legend="Booth size" options={BOOTH_OPTIONS} required inline />
      )}
      {choice === "platform" && (
        <TextField
          path="proposal.pitch"
          label="A short description of your program"
          hint={`At least ${MIN_PITCH_LENGTH} characters.`}
          multiline
          required
          minLength={MIN_PITCH_LENGTH}
        />
      )}
      <Checkbox path="proposal.mentorship" label="We would like to take part in the mentorship program" />
      <TextField path="proposal.concept" label="Concept of your presentation" multiline rows={6} />
      {/* Platform applicants have no booth, so nothing to render. */}
      {choice === "galleries" && (
        <UploadListField
          path="proposal.rendering"
          label="Booth renderings"
          kind={UPLOAD_FIELDS.rendering.kind}
          maxCount={UPLOAD_FIELDS.rendering.maxCount}
        />
      )}
    </Section>
  );
}
