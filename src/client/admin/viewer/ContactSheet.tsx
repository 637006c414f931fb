/**
 * The contact sheet: every artwork of the application at once, grouped by artist, at the size the
 * juror chooses (S, M or L, remembered on this computer); each picture opens the artwork viewer.
 */
import { useMemo, useState } from "react";
import { t } from "../words.ts";
import { OpenInViewer } from "./OpenInViewer.tsx";
import { personName, viewerSequence } from "./viewer-sequence.ts";
import "./viewer.css";
import type { ApplicationDetail } from "../../../shared/api/applications.ts";

const SIZES = ["S", "M", "L"] as const;
type SheetSize = (typeof SIZES)[number];
const STORED_SIZE = "back-office:contact-sheet-size";

function storedSize(): SheetSize {
  try {
    const size = window.localStorage.getItem(STORED_SIZE);
    return SIZES.find((s) => s === size) ?? "M";
  } catch {
    // Storage refused (a private window's settings): the default size does.
    return "M";
  }
}

export function ContactSheet({ application }: { application: ApplicationDetail }) {
  const [size, setSize] = useState<SheetSize>(storedSize);
  const artworks = useMemo(() => viewerSequence(application).filter((item) => item.kind === "artwork"), [application]);
  if (application.artists.length === 0) return null;

  const choose = (next: SheetSize) => {
    setSize(next);
    try {
      window.localStorage.setItem(STORED_SIZE, next);
    } catch {
      // Not remembered; still applied.
    }
  };

  return (
    <section className="detail-section contact-sheet" aria-labelledby="contact-sheet">
      <h2 id="contact-sheet">{t("application.contactSheet")}</h2>
      <fieldset className="contact-sheet__sizes">
        <legend>{t("application.pictureSize")}</legend>
        {SIZES.map((option) => (
          <label key={option} className="contact-sheet__size" title={t("application.sizePictures", { size: option })}>
            <input
              type="radio"
              name="contact-sheet-size"
              value={option}
              checked={size === option}
              onChange={() => choose(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      {application.artists.map((artist, index) => {
        const name = personName(artist.first_name, artist.last_name);
        const own = artworks.filter((item) => item.artistIndex === index);
        const headingId = `contact-sheet-artist-${index + 1}`;
        return (
          <div key={headingId} className="contact-sheet__artist">
            <h3 id={headingId}>{name}</h3>
            {own.length === 0 ? (
              <p className="muted">{t("application.noImages")}</p>
            ) : (
              <ul className={`contact-sheet__grid contact-sheet__grid--${size}`} aria-labelledby={headingId}>
                {own.map((item) => (
                  <li key={item.id} className="contact-sheet__item">
                    <OpenInViewer
                      fileId={item.id}
                      thumbnail={item.thumbnail}
                      label={item.label}
                      className="picture-thumbnail contact-sheet__picture"
                    />
                    {size !== "S" && <p className="contact-sheet__title">{item.title}</p>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
