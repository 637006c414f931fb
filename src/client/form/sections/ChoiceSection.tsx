import { t } from "../../words.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { Section } from "./Section.tsx";

const CHOICE_OPTIONS = [
  { value: "galleries", label: t("form.choiceGalleries") },
  { value: "platform", label: t("form.choicePlatform") },
] as const;

export function ChoiceSection() {
  return (
    <Section id="choice" title={t("form.sectionChoice")}>
      <RadioGroup path="choice" legend={t("form.choiceLegend")} options={CHOICE_OPTIONS} required />
    </Section>
  );
}
