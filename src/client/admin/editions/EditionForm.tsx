/**
 * An edition's name, slug, application period (wall-clock times in its own time zone) and whether
 * the public pages show it. The server checks everything again; its message is shown as it is.
 */
import { type FormEvent, useMemo, useState } from "react";
import { useLocation } from "wouter";
import type { Edition, ReviewMode } from "../../../shared/api/editions.ts";
import { addressWords } from "../../../shared/slug.ts";
import { currentZoneName, timeZones } from "../../../shared/time-zones.ts";
import { readWallClock, type WallClockReading } from "../../../shared/wall-clock.ts";
import { wallClockOf } from "../../../shared/zoned-time.ts";
import { useSaveEdition } from "../api/editions.ts";
import { Field, focusField, Radios, TextField } from "../Field.tsx";
import { PendingButton } from "../PendingButton.tsx";
import { t, words } from "../words.ts";

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

type ClockChangeReading = Extract<WallClockReading, { change: unknown }>;

/**
 * A clock change in the member's language: English keeps the wording the server also answers
 * with; another language names the day its way ("28. März 2027").
 */
function changeInWords(reading: ClockChangeReading, zone: string): string {
  if (words.language === "en") return reading.message;
  const { time, date, before, after } = reading.change;
  const day = words.date(Date.parse(`${date}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });
  return t(reading.problem === "gap" ? "editions.timeGap" : "editions.timeOverlap", { time, day, zone, before, after });
}

/** The instant a field names: the reading's, or the one chosen in the overlap; else what to fix. */
function instantOf(reading: WallClockReading, chosen: string, zone: string): { iso: string } | { problem: string } {
  if ("iso" in reading) return reading;
  if (reading.problem === "malformed") return { problem: t("editions.timeProblem") };
  if (reading.problem === "gap") return { problem: changeInWords(reading, zone) };
  const choice = reading.choices.find((c) => Date.parse(c.iso) === Date.parse(chosen));
  return choice ? { iso: choice.iso } : { problem: changeInWords(reading, zone) };
}

/** A time the clocks pass twice (the autumn change): the two moments it names, to choose one. */
function OverlapChoice({
  name,
  reading,
  zone,
  chosen,
  onChoose,
}: {
  name: string;
  reading: WallClockReading | null;
  zone: string;
  chosen: string;
  onChoose: (iso: string) => void;
}) {
  if (!reading || !("problem" in reading) || reading.problem !== "overlap") return null;
  return (
    <fieldset className="field radios edition-form__overlap">
      <legend className="hint">{changeInWords(reading, zone)}:</legend>
      {reading.choices.map((choice, i) => (
        <label className="radio" key={choice.iso}>
          <input
            type="radio"
            name={`edition-${name}-overlap`}
            value={choice.iso}
            checked={Date.parse(choice.iso) === Date.parse(chosen)}
            onChange={() => onChoose(choice.iso)}
          />
          {words.language === "en"
            ? choice.label
            : t(i === 0 ? "editions.timeBeforeChange" : "editions.timeAfterChange", {
                time: reading.change.time,
                offset: choice.offset,
              })}
        </label>
      ))}
    </fieldset>
  );
}

/** An end of the application period: a wall-clock time in the edition's zone, and which one in an overlap. */
function TimeField({
  name,
  label,
  value,
  onChange,
  problem,
  ...overlap
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
  reading: WallClockReading | null;
  zone: string;
  chosen: string;
  onChoose: (iso: string) => void;
}) {
  return (
    <Field id={`edition-${name}`} label={label} problem={problem} describedBy="edition-period-hint">
      {(aria) => (
        <>
          <input
            {...aria}
            type="datetime-local"
            className="input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <OverlapChoice name={name} {...overlap} />
        </>
      )}
    </Field>
  );
}

export function EditionForm({ edition }: { edition: Edition | null }) {
  const zone0 = currentZoneName(edition?.time_zone || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  const [name, setName] = useState(edition?.name ?? "");
  const [slug, setSlug] = useState(edition?.slug ?? "");
  // A new edition's slug follows its name ("Art Fair Berlin 2029" → art-fair-berlin-2029) until the admin types one.
  const [slugTyped, setSlugTyped] = useState(false);
  const [timeZone, setTimeZone] = useState(zone0);
  const [opens, setOpens] = useState(wallClockOf(edition?.opens_at, zone0));
  const [closes, setCloses] = useState(wallClockOf(edition?.closes_at, zone0));
  // Which of the two instants a time in the autumn overlap means: the stored one to begin with.
  const [opensChoice, setOpensChoice] = useState(edition?.opens_at ?? "");
  const [closesChoice, setClosesChoice] = useState(edition?.closes_at ?? "");
  const [shown, setShown] = useState(edition?.public ?? false);
  const [reviewMode, setReviewMode] = useState<ReviewMode>(edition?.review_mode ?? "all");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [said, setSaid] = useState("");
  const zones = useMemo(timeZones, []);
  const [, navigate] = useLocation();
  const save = useSaveEdition(edition?.slug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t("editions.nameProblem");
    if (!edition && !SLUG.test(slug)) found.slug = t("editions.slugProblem");
    // Empty is allowed: no opening time takes applications at once, no closing time keeps them open.
    const opensAt = opens ? instantOf(readWallClock(opens, timeZone), opensChoice, timeZone) : { iso: null };
    const closesAt = closes ? instantOf(readWallClock(closes, timeZone), closesChoice, timeZone) : { iso: null };
    if ("problem" in opensAt) found.opens = opensAt.problem;
    if ("problem" in closesAt) found.closes = closesAt.problem;
    if ("iso" in opensAt && "iso" in closesAt && opensAt.iso && closesAt.iso)
      if (Date.parse(closesAt.iso) <= Date.parse(opensAt.iso)) found.closes = t("editions.closeAfterOpen");
    setProblems(found);
    const first = Object.keys(found)[0];
    // The first field with a problem takes focus: its message is part of its description, so it is
    // heard, and the keyboard is where the fix goes.
    if (first) {
      focusField(`edition-${first}`);
      return;
    }
    const body = {
      name: name.trim(),
      opens_at: "iso" in opensAt ? opensAt.iso : null,
      closes_at: "iso" in closesAt ? closesAt.iso : null,
      time_zone: timeZone,
      public: shown,
      review_mode: reviewMode,
    };
    save.mutate(edition ? body : { ...body, slug }, {
      onSuccess: () => {
        if (edition) setSaid(t("editions.saved"));
        else navigate(`/editions/${encodeURIComponent(slug)}`);
      },
    });
  };

  return (
    <form className="edition-form" onSubmit={submit} noValidate aria-labelledby="edition-form-title">
      <h2 id="edition-form-title">{t("editions.detailsTitle")}</h2>
      <TextField
        id="edition-name"
        label={t("editions.name")}
        problem={problems.name}
        input={{ maxLength: 200 }}
        value={name}
        onChange={(value) => {
          setName(value);
          if (!edition && !slugTyped) setSlug(addressWords(value));
        }}
      />
      <TextField
        id="edition-slug"
        label={t("editions.slug")}
        hint={edition ? t("editions.slugHintFixed") : t("editions.slugHintNew")}
        problem={problems.slug}
        input={{ className: "input edition-form__short", readOnly: Boolean(edition), spellCheck: false }}
        value={slug}
        onChange={(value) => {
          setSlug(value.trim());
          setSlugTyped(value.trim() !== "");
        }}
      />
      <fieldset className="field">
        <legend className="label">{t("editions.period")}</legend>
        <p className="hint" id="edition-period-hint">
          {t("editions.periodHint")}
        </p>
        <Field id="edition-zone" label={t("editions.timeZone")}>
          {(aria) => (
            <select
              {...aria}
              className="input edition-form__short"
              value={timeZone}
              onChange={(event) => setTimeZone(event.target.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="row">
          <TimeField
            name="opens"
            label={t("editions.opensAt")}
            value={opens}
            onChange={setOpens}
            problem={problems.opens}
            reading={opens ? readWallClock(opens, timeZone) : null}
            zone={timeZone}
            chosen={opensChoice}
            onChoose={setOpensChoice}
          />
          <TimeField
            name="closes"
            label={t("editions.closesAt")}
            value={closes}
            onChange={setCloses}
            problem={problems.closes}
            reading={closes ? readWallClock(closes, timeZone) : null}
            zone={timeZone}
            chosen={closesChoice}
            onChoose={setClosesChoice}
          />
        </div>
      </fieldset>
      <div className="field checkbox">
        <input
          id="edition-public"
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
        />
        <label htmlFor="edition-public">{t("editions.showPublic")}</label>
      </div>
      <Radios
        legend={t("editions.whoReviews")}
        name="review_mode"
        value={reviewMode}
        hint={{
          id: "edition-review-hint",
          text: t("editions.whoReviewsHint"),
        }}
        options={[
          { value: "all", label: t("editions.reviewAll") },
          { value: "assigned", label: t("editions.reviewAssigned") },
        ]}
        onChange={setReviewMode}
      />
      {save.isError && (
        <p className="error-message" role="alert">
          {save.error.message}
        </p>
      )}
      <PendingButton className="button button--secondary" pending={save.isPending}>
        {edition ? t("editions.saveChanges") : t("editions.create")}
      </PendingButton>
      <p className="side-status" role="status">
        {said}
      </p>
    </form>
  );
}
