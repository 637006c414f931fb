/**
 * One application in the comparison: gallery, status, scores, then one cell per artist. Every
 * column has the same number of cells (empty ones for missing artists), so the page's grid lines
 * them up artist by artist.
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { StoredArtist } from "../../../shared/api/applications.ts";
import { applicationQuery } from "../api/applications.ts";
import { ApiError } from "../api/fetch-json.ts";
import { reviewsQuery } from "../api/reviews.ts";
import { artistName } from "../application/ArtistDetails.tsx";
import { statusLabel } from "../labels.ts";
import { t } from "../words.ts";
import { CompareScores } from "./CompareScores.tsx";

function ArtistCell({ artist, index, gallery }: { artist: StoredArtist | undefined; index: number; gallery: string }) {
  if (!artist) return <div className="compare-cell compare-cell--empty" aria-hidden="true" />;
  const name = artistName(artist);
  return (
    <section className="compare-cell" aria-label={`${name}, ${gallery}`}>
      <h3 className="compare-artist">
        <span className="compare-artist__number">{index + 1}. </span>
        {name}{" "}
        <span className="heading-caption">{t("applications.compareArtworks", { count: artist.artworks.length })}</span>
      </h3>
      <ul className="compare-artworks" aria-label={t("applications.compareArtworksBy", { name })}>
        {artist.artworks.map((artwork, i) => (
          <li key={i} className="compare-artwork">
            {artwork.thumbnail_url ? (
              <img
                src={artwork.thumbnail_url}
                alt={artwork.title || t("applications.untitledArtwork")}
                loading="lazy"
              />
            ) : (
              <span className="compare-artwork__none">{t("applications.noImage")}</span>
            )}
            <span className="compare-artwork__title">{artwork.title || t("applications.untitledArtwork")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CompareColumn({ id, artistRows }: { id: string; artistRows: number }) {
  const application = useQuery(applicationQuery(id));
  const reviews = useQuery(reviewsQuery(id));
  const data = application.data;
  const gallery = data ? data.gallery.name || t("common.unnamedGallery") : "";
  const missing = application.error instanceof ApiError && application.error.status === 404;
  const headingId = `compare-${id}`;

  return (
    <article className="compare-column" aria-labelledby={headingId} style={{ gridRow: `span ${3 + artistRows}` }}>
      <h2 id={headingId} className="compare-cell compare-gallery">
        {data ? (
          <Link href={`/applications/${encodeURIComponent(id)}`}>{gallery}</Link>
        ) : missing ? (
          t("applications.compareNotFound")
        ) : application.isError ? (
          t("applications.compareFailed")
        ) : (
          t("applications.compareLoading")
        )}
      </h2>
      <div className="compare-cell">
        {data && <strong className={`status-tag status-tag--${data.status}`}>{statusLabel(data.status)}</strong>}
        {application.isError && <p className="error-message">{application.error.message}</p>}
      </div>
      <div className="compare-cell">
        <h3 className="compare-label">{t("applications.compareScores")}</h3>
        {data && <CompareScores reviews={reviews.data} />}
      </div>
      {Array.from({ length: artistRows }, (_, i) => (
        <ArtistCell key={i} artist={data?.artists[i]} index={i} gallery={gallery} />
      ))}
    </article>
  );
}
