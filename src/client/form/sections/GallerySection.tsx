import { UPLOAD_FIELDS } from "../../../shared/limits.ts";
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
    <Section id="gallery" title="Gallery">
      <TextField path="gallery.name" label="Gallery name" required autoComplete="organization" />
      <TextField
        path="gallery.year_founded"
        label="Year founded"
        hint="For example 1998."
        required
        inputMode="numeric"
        width="year"
      />
      <TextField path="gallery.locations" label="Locations" hint="One per line." required multiline rows={3} />
      <TextField path="gallery.fairs" label="Fairs you took part in" hint="One per line." multiline rows={3} />
      <TextField path="gallery.founders" label="Founders" />
      <TextField path="gallery.contact" label="Contact person" required autoComplete="name" />
      <TextField
        path="gallery.email"
        label="Contact email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextField path="gallery.website" label="Website" type="url" inputMode="url" autoComplete="url" />
      <TextField path="gallery.social_media" label="Social media" />
      <TextField path="gallery.highlights" label="Highlights of your program" multiline rows={4} />

      <h3 className="subheading">Exhibition pictures</h3>
      <p className="hint">
        At least one picture of an exhibition at your gallery, each with its title, artists and year.
      </p>
      {pictureKeys.map((key, i) => (
        <GalleryPictureFieldset key={key} index={i} />
      ))}
      <AddButton
        id="gallery.pictures"
        atLimit={pictureKeys.length >= UPLOAD_FIELDS.galleryPicture.maxCount}
        limitMessage={clientMessages.pictureLimitReached}
        onAdd={() => addGalleryPicture(form)}
      >
        Add a gallery picture
      </AddButton>

      <UploadListField
        path="gallery.additional"
        label="Additional files"
        hint="Anything else that presents your gallery, such as a press kit."
        kind={UPLOAD_FIELDS.galleryAdditional.kind}
        maxCount={UPLOAD_FIELDS.galleryAdditional.maxCount}
      />
    </Section>
  );
}
