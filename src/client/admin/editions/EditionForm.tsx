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

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The instant a field names: the reading's, or the one chosen in the overlap; else what to fix. */
function instantOf(reading: WallClockReading, chosen: string): { iso: string } | { problem: string } {
  if ("iso" in reading) return reading;
  if (reading.problem === "malformed") return { problem: "Enter a date and time, or leave it empty" };
  if (reading.problem === "gap") return { problem: reading.message };
  const choice = reading.choices.find((c) => Date.parse(c.iso) === Date.parse(chosen));
  return choice ? { iso: choice.iso } : { problem: reading.message };
}

/** A time the clocks pass twice (the autumn change): the two moments it names, to choose one. */
function OverlapChoice({
  name,
  reading,
  chosen,
  onChoose,
}: {
  name: string;
  reading: WallClockReading | null;
  chosen: string;
  onChoose: (iso: string) => void;
}) {
  if (!reading || !("problem" in reading) || reading.problem !== "overlap") return null;
  return (
    <fieldset className="field radios edition-form__overlap">
      <legend className="hint">{reading.message}:</legend>
      {reading.choices.map((choice) => (
        <label className="radio" key={choice.iso}>
          <input
            type="radio"
            name={`edition-${name}-overlap`}
            value={choice.iso}
            checked={Date.parse(choice.iso) === Date.parse(chosen)}
            onChange={() => onChoose(choice.iso)}
          />
          {choice.label}
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
    if (!name.trim()) found.name = "Enter the edition's name";
    if (!edition && !SLUG.test(slug))
      found.slug = "Enter a slug of lowercase letters, digits and hyphens, for example fair-2028";
    // Empty is allowed: no opening time takes applications at once, no closing time keeps them open.
    const opensAt = opens ? instantOf(readWallClock(opens, timeZone), opensChoice) : { iso: null };
    const closesAt = closes ? instantOf(readWallClock(closes, timeZone), closesChoice) : { iso: null };
    if ("problem" in opensAt) found.opens = opensAt.problem;
    if ("problem" in closesAt) found.closes = closesAt.problem;
    if ("iso" in opensAt && "iso" in closesAt && opensAt.iso && closesAt.iso)
      if (Date.parse(closesAt.iso) <= Date.parse(opensAt.iso)) found.closes = "Applications must close after they open";
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
        if (edition) setSaid("The edition is saved.");
        else navigate(`/editions/${encodeURIComponent(slug)}`);
      },
    });
  };

  return (
    <form className="edition-form" onSubmit={submit} noValidate aria-labelledby="edition-form-title">
      <h2 id="edition-form-title">Details</h2>
      <TextField
        id="edition-name"
        label="Name"
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
        label="Slug"
        hint={
          edition
            ? "The edition's name in addresses and exports; it cannot change."
            : "The edition's name in addresses and exports: lowercase letters, digits and hyphens. Proposed from the name until you type one."
        }
        problem={problems.slug}
        input={{ className: "input edition-form__short", readOnly: Boolean(edition), spellCheck: false }}
        value={slug}
        onChange={(value) => {
          setSlug(value.trim());
          setSlugTyped(value.trim() !== "");
        }}
      />
      <fieldset className="field">
        <legend className="label">Application period</legend>
        <p className="hint" id="edition-period-hint">
          Times in the edition's time zone. Leave "Opens at" empty to take applications at once and "Closes at" empty to
          keep them open. An application being sent at the close is accepted if it started before.
        </p>
        <Field id="edition-zone" label="Time zone">
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
            label="Opens at"
            value={opens}
            onChange={setOpens}
            problem={problems.opens}
            reading={opens ? readWallClock(opens, timeZone) : null}
            chosen={opensChoice}
            onChoose={setOpensChoice}
          />
          <TimeField
            name="closes"
            label="Closes at"
            value={closes}
            onChange={setCloses}
            problem={problems.closes}
            reading={closes ? readWallClock(closes, timeZone) : null}
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
        <label htmlFor="edition-public">Show this edition on the public pages</label>
      </div>
      <Radios
        legend="Who reviews"
        name="review_mode"
        value={reviewMode}
        hint={{
          id: "edition-review-hint",
          text: "By assignment, a reviewer sees only the applications assigned to her and those she has reviewed; admins see every one. Assign reviewers on an application's page or on the progress page.",
        }}
        options={[
          { value: "all", label: "Every member reviews every application" },
          { value: "assigned", label: "Each reviewer reviews the applications assigned to her" },
        ]}
        onChange={setReviewMode}
      />
      {save.isError && (
        <p className="error-message" role="alert">
          {save.error.message}
        </p>
      )}
      <PendingButton className="button button--secondary" pending={save.isPending}>
        {edition ? "Save changes" : "Create edition"}
      </PendingButton>
      <p className="side-status" role="status">
        {said}
      </p>
    </form>
  );
}
