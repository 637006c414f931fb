import type { ApplicationDetail, StoredFileFields } from "../../../shared/api/applications.ts";
import type { AdminWords } from "../../../shared/i18n/admin/catalog.ts";
import { words } from "../words.ts";
/**
 * An application's pictures in the order a juror looks through them: every artist's artworks in
 * artist order, then the gallery pictures, then the renderings that are images. Files the browser
 * cannot show (PDFs, an artwork without an image) are left out.
 */

export type ViewerKind = "artwork" | "gallery" | "rendering";

export interface ViewerItem {
  /** The file's id: what an opening button names. */
  id: string;
  kind: ViewerKind;
  /** At most 1600 px: shown first. */
  screen: string;
  /** The original, fetched only when zooming past the screen size. */
  full: string;
  thumbnail: string;
  title: string;
  /** The artist for an artwork, the exhibition's artists for a gallery picture. */
  artist: string;
  /** Year, medium and size as the applicant wrote them, one per line. */
  details: string;
  presented: "present" | "similar" | "";
  /** What the picture shows, for a button's name: "Untitled (Blue) by Ana Lima". */
  label: string;
  /** For artworks: the artist's place in the application, to group a contact sheet. */
  artistIndex: number | null;
}

type Shown = StoredFileFields & { id: string; url: string; thumbnail_url: string };

const isShown = (file: StoredFileFields): file is Shown => Boolean(file.id && file.url && file.thumbnail_url);

function files(file: Shown) {
  return { id: file.id, screen: file.screen_url ?? file.url, full: file.url, thumbnail: file.thumbnail_url };
}

export const personName = (first: string, last: string, { t } = words) =>
  [first, last].filter((part) => part.trim()).join(" ") || t("application.unnamedArtist");

/** `said`: the words its names are written in (the page's, or a test's). */
export function viewerSequence(application: ApplicationDetail, said: AdminWords = words): ViewerItem[] {
  const { t } = said;
  const items: ViewerItem[] = [];
  application.artists.forEach((artist, artistIndex) => {
    const name = personName(artist.first_name, artist.last_name, said);
    artist.artworks.forEach((artwork, i) => {
      if (!isShown(artwork)) return;
      const title = artwork.title.trim() || t("application.artworkNumbered", { number: String(i + 1) });
      items.push({
        ...files(artwork),
        kind: "artwork",
        title,
        artist: name,
        details: artwork.meta.trim(),
        presented: artwork.presented,
        label: t("application.artworkBy", { title, artist: name }),
        artistIndex,
      });
    });
  });
  for (const picture of application.gallery.pictures) {
    if (!isShown(picture)) continue;
    const title = picture.exhibition_title.trim() || t("application.untitledExhibition");
    items.push({
      ...files(picture),
      kind: "gallery",
      title,
      artist: picture.artists.trim(),
      details: picture.year.trim(),
      presented: "",
      label: t("application.galleryPictureTitled", { title }),
      artistIndex: null,
    });
  }
  for (const rendering of application.proposal.rendering) {
    if (!isShown(rendering)) continue;
    items.push({
      ...files(rendering),
      kind: "rendering",
      title: rendering.filename,
      artist: "",
      details: "",
      presented: "",
      label: t("application.renderingFile", { file: rendering.filename }),
      artistIndex: null,
    });
  }
  return items;
}
