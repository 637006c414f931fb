/** The gallery: its details (line breaks kept, website and email as links), exhibition pictures and additional files. */

import type { StoredGallery } from "../../../shared/api/applications.ts";
import { t } from "../words.ts";
import { mailtoHref, websiteHref } from "./contact-links.ts";
import { FileDownload, FileList, isPicture, NoPicture, PictureThumbnail } from "./files.tsx";
import { Prose, SummaryList } from "./SummaryList.tsx";

function LinkOrText({ text, href }: { text: string; href: string | null }) {
  return href ? <a href={href}>{text}</a> : text;
}

function GalleryPictures({ gallery }: { gallery: StoredGallery }) {
  const pictures = gallery.pictures;
  if (pictures.length === 0) return <p className="muted">{t("application.noGalleryPictures")}</p>;
  return (
    <ul className="artwork-grid" aria-label={t("application.galleryPictures")}>
      {pictures.map((picture) => (
        <li key={picture.id ?? picture.filename} className="artwork-card">
          {isPicture(picture) ? (
            <PictureThumbnail
              file={picture}
              label={t("application.galleryPictureTitled", {
                title: picture.exhibition_title.trim() || t("application.untitledExhibition"),
              })}
            />
          ) : (
            <NoPicture text={t("application.noPreview")} />
          )}
          <p className="artwork-card__title">{picture.exhibition_title || t("application.untitledExhibition")}</p>
          <p className="artwork-card__meta">{[picture.artists, picture.year].filter((s) => s.trim()).join(", ")}</p>
          <p className="artwork-card__file">
            <FileDownload file={picture} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function GalleryDetails({ gallery }: { gallery: StoredGallery }) {
  return (
    <section className="detail-section" aria-labelledby="gallery">
      <h2 id="gallery">{t("application.gallery")}</h2>
      <SummaryList
        rows={[
          { label: t("application.name"), value: gallery.name },
          { label: t("application.yearFounded"), value: gallery.year_founded },
          { label: t("application.locations"), value: gallery.locations, lines: true },
          { label: t("application.founders"), value: gallery.founders, lines: true },
          { label: t("application.contactPerson"), value: gallery.contact },
          {
            label: t("application.email"),
            value: gallery.email && <LinkOrText text={gallery.email} href={mailtoHref(gallery.email)} />,
          },
          {
            label: t("application.website"),
            value: gallery.website && <LinkOrText text={gallery.website} href={websiteHref(gallery.website)} />,
          },
          { label: t("application.socialMedia"), value: gallery.social_media, lines: true },
        ]}
      />
      <h3>{t("application.highlights")}</h3>
      <Prose text={gallery.highlights} />
      <h3>{t("application.fairs")}</h3>
      <Prose text={gallery.fairs} />
      <h3>{t("application.galleryPictures")}</h3>
      <GalleryPictures gallery={gallery} />
      <h3>{t("application.additionalFiles")}</h3>
      <FileList
        files={gallery.additional}
        label={(file) => t("application.additionalFile", { file })}
        empty={t("application.noAdditionalFiles")}
      />
    </section>
  );
}
