/** Words only the page uses (the shared catalogue holds every message the rules and server give), in the page's language. */
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST, UPLOAD_FIELDS } from "../../shared/limits.ts";
import { t } from "../words.tsx";

export const clientMessages = {
  required: t("form.required"),
  sendFailed: t("form.sendFailed"),
  serverSaid: (message: string) => t("form.serverSaid", { message }),
  pictureFileMissing: (n: number) => t("form.pictureFileMissing", { n }),
  artistLimitReached: t("form.artistLimitReached", { max: MAX_ARTISTS }),
  artworkLimitReached: t("form.artworkLimitReached", { max: MAX_ARTWORKS_PER_ARTIST }),
  pictureLimitReached: t("form.pictureLimitReached", { max: UPLOAD_FIELDS.galleryPicture.maxCount }),
  confirmRemoveArtist: (n: number, name: string) =>
    t("form.confirmRemoveArtist", { n, name, named: name ? "yes" : "no" }),
  confirmRemoveArtwork: (n: number, m: number, title: string) =>
    t("form.confirmRemoveArtwork", { n, m, title, named: title ? "yes" : "no" }),
  confirmRemovePicture: (n: number) => t("form.confirmRemovePicture", { n }),
  showArtworks: (n: number, count: number) => t("form.showArtworks", { n, count }),
  hideArtworks: (n: number) => t("form.hideArtworks", { n }),
  foldedArtworks: (count: number) => t("form.foldedArtworks", { count }),
  foldedArtworksWithErrors: (count: number) => t("form.foldedArtworksWithErrors", { count }),
  characterCount: (count: number, min: number) =>
    count < min ? t("form.characterCountShort", { count, min }) : t("form.characterCountEnough", { count }),
} as const;
