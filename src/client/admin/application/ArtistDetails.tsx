/** Each artist with their biography and their artworks as a grid of thumbnails that open the artwork viewer. */

import type { StoredArtist, StoredArtwork } from "../../../shared/api/applications.ts";
import { plural } from "../labels.ts";
import { FileDownload, isPicture, NoPicture, PictureThumbnail } from "./files.tsx";
import { Prose, SummaryList } from "./SummaryList.tsx";

export const artistName = (artist: StoredArtist) =>
  [artist.first_name, artist.last_name].filter((part) => part.trim()).join(" ") || "Unnamed artist";

export const artistAnchor = (index: number) => `artist-${index + 1}`;

const PRESENTED = { present: "Will be presented", similar: "Similar work", "": "Not said" } as const;

function ArtworkCard({ artwork, number, artist }: { artwork: StoredArtwork; number: number; artist: string }) {
  const title = artwork.title.trim() || `Artwork ${number}`;
  return (
    <li className="artwork-card">
      {isPicture(artwork) ? (
        <PictureThumbnail file={artwork} label={`${title} by ${artist}`} />
      ) : (
        <NoPicture text={artwork.url ? "No preview" : "No image"} />
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
          { label: "Nationality", value: artist.nationality },
          { label: "Born", value: artist.born },
        ]}
      />
      <h4>Biography</h4>
      <Prose text={artist.bio} />
      <h4>Artworks ({artist.artworks.length})</h4>
      {artist.artworks.length === 0 ? (
        <p className="muted">No artworks.</p>
      ) : (
        <ul className="artwork-grid" aria-label={`Artworks by ${name}`}>
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
        <span id="artists-title">Artists</span>{" "}
        <span className="heading-caption">{`${plural(artists.length, "artist")}, ${plural(artworks, "artwork")}`}</span>
      </h2>
      {artists.length === 0 && <p className="muted">No artists.</p>}
      {artists.map((artist, i) => (
        <Artist key={i} artist={artist} index={i} />
      ))}
    </section>
  );
}
