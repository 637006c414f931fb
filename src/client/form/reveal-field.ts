/** Finds a field to focus, unfolding its artist's artworks first when they are folded away. */
import { flushSync } from "react-dom";
import type { ClientArtist } from "./client-form.ts";
import type { ArtworkWindow } from "./state/artwork-window.ts";
import type { DisclosureStore } from "./state/disclosure-store.ts";
import type { FormStore } from "./state/form-store.ts";

export function revealField(
  context: { form: FormStore; disclosure: DisclosureStore; artworkWindow?: ArtworkWindow },
  fieldId: string,
): HTMLElement | null {
  const found = document.getElementById(fieldId);
  if (found) return found;
  const inArtworks = /^artists\.(\d+)\.artworks\.(\d+)\./.exec(fieldId);
  if (!inArtworks) return null;
  const artist = context.form.get<ClientArtist | undefined>(`artists.${inArtworks[1]}`);
  if (!artist) return null;
  const artwork = artist.artworks[Number(inArtworks[2])];
  flushSync(() => {
    context.disclosure.setOpen(artist.key, true);
    // A row far from the viewport of a long list is not rendered until asked for.
    if (artwork) context.artworkWindow?.pin(artwork.key);
  });
  return document.getElementById(fieldId);
}
