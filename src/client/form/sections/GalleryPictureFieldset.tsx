import { memo } from "react";
import { t } from "../../words.tsx";
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
      <legend className="artwork__legend">{t("form.galleryPictureHeading", { n })}</legend>
      <RecordFileField
        recordPath={path}
        label={t("form.picture")}
        listLabel={t("form.pictureOfGalleryPicture", { n })}
        required
      />
      <TextField path={`${path}.exhibition_title`} label={t("form.exhibitionTitle")} required />
      <TextField path={`${path}.artists`} label={t("form.artists")} required />
      <TextField
        path={`${path}.year`}
        label={t("form.year")}
        hint={t("form.forExampleYear", { year: "2023" })}
        required
        inputMode="numeric"
        width="year"
      />
      <button type="button" className="button button--link" onClick={() => removeGalleryPicture(form, index)}>
        {t("form.removeGalleryPicture", { n })}
      </button>
    </fieldset>
  );
});
