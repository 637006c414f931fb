/** The gallery: its details (line breaks kept, website and email as links), exhibition pictures and additional files. */

import type { StoredGallery } from "../../../shared/api/applications.ts";
import { mailtoHref, websiteHref } from "./contact-links.ts";
import { FileDownload, FileList, isPicture, NoPicture, PictureThumbnail } from "./files.tsx";
import { Prose, SummaryList } from "./SummaryList.tsx";

function LinkOrText({ text, href }: { text: string; href: string | null }) {
  return href ? <a href={href}>{text}</a> : text;
}

function GalleryPictures({ gallery }: { gallery: StoredGallery }) {
  const pictures = gallery.pictures;
  if (pictures.length === 0) return <p className="muted">No gallery pictures were sent.</p>;
  return (
    <ul className="artwork-grid" aria-label="Gallery pictures">
      {pictures.map((picture) => (
        <li key={picture.id ?? picture.filename} className="artwork-card">
          {isPicture(picture) ? (
            <PictureThumbnail
              file={picture}
              label={`gallery picture ${picture.exhibition_title.trim() || "Untitled exhibition"}`}
            />
          ) : (
            <NoPicture text="No preview" />
          )}
          <p className="artwork-card__title">{picture.exhibition_title || "Untitled exhibition"}</p>
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
      <h2 id="gallery">Gallery</h2>
      <SummaryList
        rows={[
          { label: "Name", value: gallery.name },
          { label: "Year founded", value: gallery.year_founded },
          { label: "Locations", value: gallery.locations, lines: true },
          { label: "Founders", value: gallery.founders, lines: true },
          { label: "Contact person", value: gallery.contact },
          {
            label: "Email",
            value: gallery.email && <LinkOrText text={gallery.email} href={mailtoHref(gallery.email)} />,
          },
          {
            label: "Website",
            value: gallery.website && <LinkOrText text={gallery.website} href={websiteHref(gallery.website)} />,
          },
          { label: "Social media", value: gallery.social_media, lines: true },
        ]}
      />
      <h3>Highlights</h3>
      <Prose text={gallery.highlights} />
      <h3>Fairs</h3>
      <Prose text={gallery.fairs} />
      <h3>Gallery pictures</h3>
      <GalleryPictures gallery={gallery} />
      <h3>Additional files</h3>
      <FileList files={gallery.additional} name="Additional file" empty="No additional files were sent." />
    </section>
  );
}
