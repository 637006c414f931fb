import { memo } from "react";
import { RadioGroup } from "../fields/RadioGroup.tsx";
import { RecordFileField } from "../fields/RecordFileField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { removeArtwork } from "../list-actions.ts";
import { useFormContext } from "../state/hooks.ts";

const PRESENTED_OPTIONS = [
  { value: "present", label: "This artwork will be presented" },
  { value: "similar", label: "A similar work will be presented" },
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
      <legend className="artwork__legend">Artwork {m}</legend>
      <TextField path={`${path}.title`} label="Title" required />
      <TextField
        path={`${path}.meta`}
        label="Year, medium, size"
        hint="For example: 2021, oil on canvas, 120 × 90 cm."
      />
      <RadioGroup path={`${path}.presented`} legend="Presented or similar" options={PRESENTED_OPTIONS} required />
      <RecordFileField
        recordPath={path}
        label="Image"
        listLabel={`Image of artwork ${m} of artist ${artistIndex + 1}`}
      />
      <button type="button" className="button button--link" onClick={() => removeArtwork(form, artistIndex, index)}>
        Remove artwork {m}
        <span className="visually-hidden"> of artist {artistIndex + 1}</span>
      </button>
    </fieldset>
  );
});
