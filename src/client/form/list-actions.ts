/**
 * Adding and removing artists, artworks and gallery pictures: limits, the confirmation before
 * content is thrown away, and where keyboard focus goes afterwards.
 */
import { flushSync } from "react-dom";
import { emptyArtist, emptyArtwork } from "../../shared/application.ts";
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST, UPLOAD_FIELDS } from "../../shared/limits.ts";
import { focusInView } from "./bring-into-view.ts";
import {
  type ClientArtist,
  type ClientArtwork,
  type ClientGalleryPicture,
  clientArtist,
  clientArtwork,
  clientGalleryPicture,
} from "./client-form.ts";
import { clientMessages } from "./client-messages.ts";
import type { ArtworkWindow } from "./state/artwork-window.ts";
import type { DisclosureStore } from "./state/disclosure-store.ts";
import type { FormStore } from "./state/form-store.ts";

const filled = (value: string) => value.trim() !== "";

export function artworkHasContent(artwork: ClientArtwork): boolean {
  return filled(artwork.title) || filled(artwork.meta) || artwork.presented !== "" || artwork.filename !== "";
}

export function artistHasContent(artist: ClientArtist): boolean {
  return (
    [artist.first_name, artist.last_name, artist.nationality, artist.born, artist.bio].some(filled) ||
    artist.artworks.some(artworkHasContent)
  );
}

function pictureHasContent(picture: ClientGalleryPicture): boolean {
  return [picture.exhibition_title, picture.artists, picture.year, picture.filename].some(filled);
}

/** Runs the change and renders it at once, so focus can move to an element it creates. */
function changeThenFocus(change: () => void, focusId: string): void {
  flushSync(change);
  const field = document.getElementById(focusId);
  if (field) focusInView(field);
}

export function addArtist(store: FormStore, disclosure: DisclosureStore): void {
  const artists = store.get<ClientArtist[]>("artists");
  if (artists.length >= MAX_ARTISTS) return;
  const artist = clientArtist(emptyArtist());
  disclosure.setOpen(artist.key, true);
  changeThenFocus(() => store.set("artists", [...artists, artist]), `artists.${artists.length}.first_name`);
}

export function removeArtist(store: FormStore, index: number): void {
  const artists = store.get<ClientArtist[]>("artists");
  const artist = artists[index];
  if (!artist) return;
  const name = `${artist.first_name} ${artist.last_name}`.trim();
  if (artistHasContent(artist) && !window.confirm(clientMessages.confirmRemoveArtist(index + 1, name))) return;
  changeThenFocus(
    () =>
      store.set(
        "artists",
        artists.filter((_, i) => i !== index),
      ),
    "artists",
  );
}

export function addArtwork(
  store: FormStore,
  disclosure: DisclosureStore,
  artistIndex: number,
  artworkWindow?: ArtworkWindow,
): void {
  const path = `artists.${artistIndex}.artworks`;
  const artworks = store.get<ClientArtwork[]>(path);
  const artist = store.get<ClientArtist | undefined>(`artists.${artistIndex}`);
  if (!artist || artworks.length >= MAX_ARTWORKS_PER_ARTIST) return;
  changeThenFocus(() => {
    // The new row must be seen to be filled in: a folded artist unfolds.
    disclosure.setOpen(artist.key, true);
    const added = clientArtwork(emptyArtwork());
    // In a long list the new row may be far below the viewport: rendered anyway, to take focus.
    artworkWindow?.pin(added.key);
    store.set(path, [...artworks, added]);
  }, `${path}.${artworks.length}.title`);
}

export function removeArtwork(store: FormStore, artistIndex: number, index: number): void {
  const path = `artists.${artistIndex}.artworks`;
  const artworks = store.get<ClientArtwork[]>(path);
  const artwork = artworks[index];
  if (!artwork) return;
  if (
    artworkHasContent(artwork) &&
    !window.confirm(clientMessages.confirmRemoveArtwork(artistIndex + 1, index + 1, artwork.title.trim()))
  )
    return;
  changeThenFocus(
    () =>
      store.set(
        path,
        artworks.filter((_, i) => i !== index),
      ),
    path,
  );
}

export function addGalleryPicture(store: FormStore): void {
  const pictures = store.get<ClientGalleryPicture[]>("gallery.pictures");
  if (pictures.length >= UPLOAD_FIELDS.galleryPicture.maxCount) return;
  const picture = clientGalleryPicture({ filename: "", size: 0, exhibition_title: "", artists: "", year: "" });
  changeThenFocus(
    () => store.set("gallery.pictures", [...pictures, picture]),
    `gallery.pictures.${pictures.length}.file`,
  );
}

export function removeGalleryPicture(store: FormStore, index: number): void {
  const pictures = store.get<ClientGalleryPicture[]>("gallery.pictures");
  const picture = pictures[index];
  if (!picture) return;
  if (pictureHasContent(picture) && !window.confirm(clientMessages.confirmRemovePicture(index + 1))) return;
  changeThenFocus(
    () =>
      store.set(
        "gallery.pictures",
        pictures.filter((_, i) => i !== index),
      ),
    "gallery.pictures",
  );
}
