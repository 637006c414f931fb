import { MAX_ARTISTS } from "../../../shared/limits.ts";
import { t } from "../../words.tsx";
import { clientMessages } from "../client-messages.ts";
import { AddButton } from "../fields/AddButton.tsx";
import { addArtist } from "../list-actions.ts";
import { useFormContext, useListKeys } from "../state/hooks.ts";
import { AllArtworksToggle } from "./AllArtworksToggle.tsx";
import { ArtistFieldset } from "./ArtistFieldset.tsx";
import { Section } from "./Section.tsx";

export function ArtistsSection() {
  const { form, disclosure } = useFormContext();
  const keys = useListKeys("artists");
  return (
    <Section id="artists" title={t("form.sectionArtists")} intro={<p>{t("form.artistsIntro")}</p>}>
      <AllArtworksToggle artistKeys={keys} />
      {keys.map((key, i) => (
        <ArtistFieldset key={key} index={i} />
      ))}
      <AddButton
        id="artists"
        atLimit={keys.length >= MAX_ARTISTS}
        limitMessage={clientMessages.artistLimitReached}
        onAdd={() => addArtist(form, disclosure)}
      >
        {t("form.addArtist")}
      </AddButton>
    </Section>
  );
}
