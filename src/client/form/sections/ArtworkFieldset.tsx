import { memo } from "react";
import { hidden, rich, t } from "../../words.tsx";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { RecordFileField } from "../fields/RecordFileField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { removeArtwork } from "../list-actions.ts";
import { useFormContext } from "../state/hooks.ts";

const PRESENTED_OPTIONS = [
  { value: "present", label: t("form.presentedThis") },
  { value: "similar", label: t("form.presentedSimilar") },
] as const;

export const ArtworkFieldset = memo(function ArtworkFieldset({
  artistIndex,
  index,
}: {
  artistIndex: number;
  index: number;
}) {
  const { form } = useFormContext();
  const path = `artists.${artistIndex}.artworks.${index}`;
  const m = index + 1;
  return (
    <fieldset className="artwork">
      <legend className="artwork__legend">{t("form.artworkHeading", { m })}</legend>
      <TextField path={`${path}.title`} label={t("form.title")} required />
      <TextField path={`${path}.meta`} label={t("form.yearMediumSize")} hint={t("form.yearMediumSizeHint")} />
      <RadioGroup path={`${path}.presented`} legend={t("form.presented")} options={PRESENTED_OPTIONS} required />
      <RecordFileField
        recordPath={path}
        label={t("form.image")}
        listLabel={t("form.imageOfArtwork", { m, n: artistIndex + 1 })}
      />
      <button type="button" className="button button--link" onClick={() => removeArtwork(form, artistIndex, index)}>
        {rich("form.removeArtwork", { m, n: artistIndex + 1, hidden: hidden() })}
      </button>
    </fieldset>
  );
});
