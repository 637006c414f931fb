import { memo } from "react";
import { MAX_ARTWORKS_PER_ARTIST, MIN_BIO_LENGTH } from "../../../shared/limits.ts";
import { hidden, rich, t } from "../../words.tsx";
import { clientMessages } from "../client-messages.ts";
import { AddButton } from "../fields/AddButton.tsx";
import { TextField } from "../fields/TextField.tsx";
import { addArtwork, removeArtist } from "../list-actions.ts";
import { useArtworksOpen, useErrorCountUnder, useFormContext, useListKeys, useValue } from "../state/hooks.ts";
import { ArtworkSlot } from "./ArtworkSlot.tsx";

/** One artist and their artworks. Memoised: it re-renders when its position changes, not when a sibling does. */
export const ArtistFieldset = memo(function ArtistFieldset({ index }: { index: number }) {
  const { form, disclosure, artworkWindow } = useFormContext();
  const path = `artists.${index}`;
  const key = useValue<string>(`${path}.key`);
  const artworkKeys = useListKeys(`${path}.artworks`);
  const open = useArtworksOpen(key);
  const artworkErrors = useErrorCountUnder(`${path}.artworks.`);
  const n = index + 1;
  const count = artworkKeys.length;
  const listId = `${path}.artworks-list`;
  return (
    <fieldset className="artist">
      <legend className="artist__legend">
        <h3>{t("form.artistHeading", { n })}</h3>
      </legend>
      <div className="row">
        <TextField path={`${path}.first_name`} label={t("form.firstName")} required />
        <TextField path={`${path}.last_name`} label={t("form.lastName")} required />
      </div>
      <div className="row">
        <TextField path={`${path}.nationality`} label={t("form.nationality")} />
        <TextField
          path={`${path}.born`}
          label={t("form.yearOfBirth")}
          hint={t("form.forExampleYear", { year: "1975" })}
          inputMode="numeric"
          width="year"
        />
      </div>
      <TextField
        path={`${path}.bio`}
        label={t("form.biography")}
        hint={t("form.atLeastCharacters", { min: MIN_BIO_LENGTH })}
        multiline
        required
        minLength={MIN_BIO_LENGTH}
      />
      <div className="artworks__header">
        <h4>{t("form.artworks")}</h4>
        {count > 0 && (
          <button
            type="button"
            className="button button--plain"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => disclosure.setOpen(key, !open)}
          >
            {open ? clientMessages.hideArtworks(n) : clientMessages.showArtworks(n, count)}
          </button>
        )}
      </div>
      {!open && count > 0 && (
        <p className={artworkErrors > 0 ? "error-message" : "hint"}>
          {artworkErrors > 0 ? clientMessages.foldedArtworksWithErrors(count) : clientMessages.foldedArtworks(count)}
        </p>
      )}
      <div id={listId} className="artworks">
        {open &&
          artworkKeys.map((artworkKey, j) => (
            <ArtworkSlot key={artworkKey} artworkKey={artworkKey} artistIndex={index} index={j} />
          ))}
      </div>
      <div className="actions">
        <AddButton
          id={`${path}.artworks`}
          atLimit={count >= MAX_ARTWORKS_PER_ARTIST}
          limitMessage={clientMessages.artworkLimitReached}
          onAdd={() => addArtwork(form, disclosure, index, artworkWindow)}
        >
          {rich("form.addArtwork", { n, hidden: hidden() })}
        </AddButton>
        <button type="button" className="button button--warning" onClick={() => removeArtist(form, index)}>
          {t("form.removeArtist", { n })}
        </button>
      </div>
    </fieldset>
  );
});
