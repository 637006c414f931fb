import { UPLOAD_FIELDS } from "../../../shared/limits.ts";
import { t } from "../../words.tsx";
import { clientMessages } from "../client-messages.ts";
import { AddButton } from "../fields/AddButton.tsx";
import { TextField } from "../fields/TextField.tsx";
import { UploadListField } from "../fields/UploadListField.tsx";
import { addGalleryPicture } from "../list-actions.ts";
import { useFormContext, useListKeys } from "../state/hooks.ts";
import { GalleryPictureFieldset } from "./GalleryPictureFieldset.tsx";
import { Section } from "./Section.tsx";

export function GallerySection() {
  const { form } = useFormContext();
  const pictureKeys = useListKeys("gallery.pictures");
  return (
    <Section id="gallery" title={t("form.sectionGallery")}>
      <TextField path="gallery.name" label={t("form.galleryName")} required autoComplete="organization" />
      <TextField
        path="gallery.year_founded"
        label={t("form.yearFounded")}
        hint={t("form.forExampleYear", { year: "1998" })}
        required
        inputMode="numeric"
        width="year"
      />
      <TextField
        path="gallery.locations"
        label={t("form.locations")}
        hint={t("form.onePerLine")}
        required
        multiline
        rows={3}
      />
      <TextField path="gallery.fairs" label={t("form.fairs")} hint={t("form.onePerLine")} multiline rows={3} />
      <TextField path="gallery.founders" label={t("form.founders")} />
      <TextField path="gallery.contact" label={t("form.contactPerson")} required autoComplete="name" />
      <TextField
        path="gallery.email"
        label={t("form.contactEmail")}
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField path="gallery.website" label={t("form.website")} type="url" inputMode="url" autoComplete="url" />
      <TextField path="gallery.social_media" label={t("form.socialMedia")} />
      <TextField path="gallery.highlights" label={t("form.highlights")} multiline rows={4} />

      <h3 className="subheading">{t("form.exhibitionPictures")}</h3>
      <p className="hint">{t("form.exhibitionPicturesHint")}</p>
      {pictureKeys.map((key, i) => (
        <GalleryPictureFieldset key={key} index={i} />
      ))}
      <AddButton
        id="gallery.pictures"
        atLimit={pictureKeys.length >= UPLOAD_FIELDS.galleryPicture.maxCount}
        limitMessage={clientMessages.pictureLimitReached}
        onAdd={() => addGalleryPicture(form)}
      >
        {t("form.addGalleryPicture")}
      </AddButton>

      <UploadListField
        path="gallery.additional"
        label={t("form.additionalFiles")}
        hint={t("form.additionalFilesHint")}
        kind={UPLOAD_FIELDS.galleryAdditional.kind}
        maxCount={UPLOAD_FIELDS.galleryAdditional.maxCount}
      />
    </Section>
  );
}
