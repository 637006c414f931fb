/** Each artist with their biography and their artworks as a grid of thumbnails that open the artwork viewer. */

import type { StoredArtist, StoredArtwork } from "../../../shared/api/applications.ts";
import { t } from "../words.ts";
import { FileDownload, isPicture, NoPicture, PictureThumbnail } from "./files.tsx";
import { Prose, SummaryList } from "./SummaryList.tsx";

export const artistName = (artist: StoredArtist) =>
  [artist.first_name, artist.last_name].filter((part) => part.trim()).join(" ") || t("application.unnamedArtist");

export const artistAnchor = (index: number) => `artist-${index + 1}`;

const PRESENTED = {
  present: t("application.presentedPresent"),
  similar: t("application.presentedSimilar"),
  "": t("application.presentedNotSaid"),
} as const;

function ArtworkCard({ artwork, number, artist }: { artwork: StoredArtwork; number: number; artist: string }) {
  const title = artwork.title.trim() || t("application.artworkNumbered", { number: String(number) });
  return (
    <li className="artwork-card">
      {isPicture(artwork) ? (
        <PictureThumbnail file={artwork} label={t("application.artworkBy", { title, artist })} />
      ) : (
        <NoPicture text={artwork.url ? t("application.noPreview") : t("application.noImage")} />
      )}
      <p className="artwork-card__title">{title}</p>
      {artwork.meta.trim() && <p className="artwork-card__meta lines">{artwork.meta}</p>}
      <p className={`artwork-card__presented artwork-card__presented--${artwork.presented || "none"}`}>
        {PRESENTED[artwork.presented]}
      </p>
      <p className="artwork-card__file">
        <FileDownload file={artwork} />
      </p>
    </li>
  );
}

function Artist({ artist, index }: { artist: StoredArtist; index: number }) {
  const name = artistName(artist);
  return (
    <article className="artist-block" aria-labelledby={artistAnchor(index)}>
      <h3 id={artistAnchor(index)} tabIndex={-1}>
        <span className="artist-block__number">{index + 1}. </span>
        {name}
      </h3>
      <SummaryList
        rows={[
          { label: t("application.nationality"), value: artist.nationality },
          { label: t("application.born"), value: artist.born },
        ]}
      />
      <h4>{t("application.biography")}</h4>
      <Prose text={artist.bio} />
      <h4>{t("application.artworksCount", { count: String(artist.artworks.length) })}</h4>
      {artist.artworks.length === 0 ? (
        <p className="muted">{t("application.noArtworks")}</p>
      ) : (
        <ul className="artwork-grid" aria-label={t("application.artworksBy", { name })}>
          {artist.artworks.map((artwork, i) => (
            <ArtworkCard key={i} artwork={artwork} number={i + 1} artist={name} />
          ))}
        </ul>
      )}
    </article>
  );
}

export function ArtistDetails({ artists }: { artists: StoredArtist[] }) {
  const artworks = artists.reduce((sum, artist) => sum + artist.artworks.length, 0);
  return (
    <section className="detail-section" aria-labelledby="artists-title">
      <h2 id="artists">
        <span id="artists-title">{t("application.artists")}</span>{" "}
        <span className="heading-caption">{t("application.sizeValue", { artists: artists.length, artworks })}</span>
      </h2>
      {artists.length === 0 && <p className="muted">{t("application.noArtists")}</p>}
      {artists.map((artist, i) => (
        <Artist key={i} artist={artist} index={i} />
      ))}
    </section>
  );
}
