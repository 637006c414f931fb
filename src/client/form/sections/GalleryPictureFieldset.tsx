import { memo } from "react";
import { RecordFileField } from "../fields/RecordFileField.tsx";
import { TextField } from "../fields/TextField.tsx";
import { removeGalleryPicture } from "../list-actions.ts";
import { useFormContext } from "../state/hooks.ts";

export const GalleryPictureFieldset = memo(function GalleryPictureFieldset({ index }: { index: number }) {
  const { form } = useFormContext();
  const path = `gallery.pictures.${index}`;
  const n = index + 1;
  return (
    <fieldset className="picture">
      <legend className="artwork__legend">Gallery picture {n}</legend>
      <RecordFileField recordPath={path} label="Picture" listLabel={`Picture of gallery picture ${n}`} required />
      <TextField path={`${path}.exhibition_title`} label="Exhibition title" required />
      <TextField path={`${path}.artists`} label="Artists" required />
      <TextField
        path={`${path}.year`}
        label="Year"
        hint="For example 2023."
        required
        inputMode="numeric"
        width="year"
      />
      <button type="button" className="button button--link" onClick={() => removeGalleryPicture(form, index)}>
        Remove gallery picture {n}
      </button>
    </fieldset>
  );
});
