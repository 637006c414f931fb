/** Words only the page uses (the shared catalogue holds every message the rules and server give). */
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST, UPLOAD_FIELDS } from "../../shared/limits.ts";

export const clientMessages = {
  required: "(required)",
  sendFailed: "Your application could not be sent. Everything you entered is still here; please try again.",
  serverSaid: (message: string) => `The server said: ${message}`,
  pictureFileMissing: (n: number) => `Gallery Picture ${n}: Please choose a picture.`,
  artistLimitReached: `You have added the maximum of ${MAX_ARTISTS} artists.`,
  artworkLimitReached: `This artist has the maximum of ${MAX_ARTWORKS_PER_ARTIST} artworks.`,
  pictureLimitReached: `You have added the maximum of ${UPLOAD_FIELDS.galleryPicture.maxCount} gallery pictures.`,
  confirmRemoveArtist: (n: number, name: string) =>
    `Remove artist ${n}${name ? ` (${name})` : ""} and everything entered for them, artworks included?`,
  confirmRemoveArtwork: (n: number, m: number, title: string) =>
    `Remove artwork ${m}${title ? ` (“${title}”)` : ""} of artist ${n}?`,
  confirmRemovePicture: (n: number) => `Remove gallery picture ${n} and its details?`,
  showArtworks: (n: number, count: number) =>
    count === 1 ? `Show the artwork of artist ${n}` : `Show the ${count} artworks of artist ${n}`,
  hideArtworks: (n: number) => `Hide the artworks of artist ${n}`,
  foldedArtworks: (count: number) =>
    `${count === 1 ? "1 artwork" : `${count} artworks`}, folded away to keep this long form fast.`,
  foldedArtworksWithErrors: (count: number) =>
    `${count === 1 ? "1 artwork" : `${count} artworks`}, folded away. Some of them need attention: show them to see what to fix.`,
  characterCount: (count: number, min: number) =>
    count < min ? `${count} of at least ${min} characters` : `${count} characters, enough`,
} as const;
