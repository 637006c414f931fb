import { RadioGroup } from "../fields/RadioGroup.tsx";
import { Section } from "./Section.tsx";

const CHOICE_OPTIONS = [
  { value: "galleries", label: "Galleries: a booth in the main sector" },
  { value: "platform", label: "Platform: the sector for young programs" },
] as const;

export function ChoiceSection() {
  return (
    <Section id="choice" title="Choice">
      <RadioGroup path="choice" legend="Which sector do you apply for?" options={CHOICE_OPTIONS} required />
    </Section>
  );
}
