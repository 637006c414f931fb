/**
 * The search box and the filters. Nothing changes until the member asks (Enter, "Search" or
 * "Apply filters"): the list does not jump about while someone is still choosing.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "wouter";
import { BOOTH_SIZES, CHOICES } from "../../../shared/limits.ts";
import { allTagsQuery } from "../api/discussion.ts";
import { boothLabel, choiceLabel, mentorshipLabel, statusLabel } from "../labels.ts";
import { t } from "../words.ts";
import { useFiltersOpen } from "./filters-open.ts";
import {
  EMPTY_LIST_STATE,
  FILTER_KEYS,
  type FilterKey,
  filtersInUse,
  isFiltered,
  isRangeNumber,
  type ListState,
  listSearch,
  MAX_SEARCH_LENGTH,
  RANGE_KEYS,
  type RangeKey,
  STATUSES,
  withChanges,
} from "./list-state.ts";

export interface ListFiltersProps {
  state: ListState;
  onChange(next: ListState): void;
}

interface FilterSpec {
  label: string;
  any: string;
  options: readonly string[];
  optionLabel(value: string): string;
}

const FILTERS: Record<FilterKey, FilterSpec> = {
  status: {
    label: t("applications.filterStatus"),
    any: t("applications.anyStatus"),
    options: STATUSES,
    optionLabel: (value) => statusLabel(value),
  },
  choice: {
    label: t("applications.filterChoice"),
    any: t("applications.anyChoice"),
    options: CHOICES,
    optionLabel: (value) => choiceLabel(value),
  },
  booth: {
    label: t("applications.filterBooth"),
    any: t("applications.anyBooth"),
    options: BOOTH_SIZES,
    optionLabel: (value) => boothLabel(value),
  },
  mentorship: {
    label: t("applications.filterMentorship"),
    any: t("applications.anyMentorship"),
    options: ["true", "false"],
    optionLabel: (value) => mentorshipLabel(value),
  },
  reviewed_by_me: {
    label: t("applications.filterMyReviews"),
    any: t("applications.allApplications"),
    options: ["false"],
    optionLabel: () => t("applications.notReviewedByMe"),
  },
};

function FilterSelect({ name, value }: { name: FilterKey; value: string }) {
  const id = useId();
  const spec = FILTERS[name];
  return (
    <div className="filters__field">
      <label className="label" htmlFor={id}>
        {spec.label}
      </label>
      <select id={id} name={name} className="input filters__select" defaultValue={value}>
        <option value="">{spec.any}</option>
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {spec.optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function TagSelect({ value, edition }: { value: string; edition: string }) {
  const id = useId();
  const tags = useQuery(allTagsQuery(edition)).data?.items ?? [];
  // A tag in the address that no application carries any more still shows as chosen.
  const names = value && !tags.some((tag) => tag.name.toLowerCase() === value.toLowerCase()) ? [value] : [];
  return (
    <div className="filters__field">
      <label className="label" htmlFor={id}>
        {t("applications.filterTag")}
      </label>
      <select id={id} name="tag" className="input filters__select" defaultValue={value}>
        <option value="">{t("applications.anyTag")}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        {tags.map((tag) => (
          <option key={tag.name} value={tag.name}>
            {tag.name} ({tag.count})
          </option>
        ))}
      </select>
    </div>
  );
}

const RANGE_LABELS: Record<RangeKey, string> = {
  average_min: t("applications.averageFrom"),
  average_max: t("applications.averageTo"),
  normalized_min: t("applications.normalizedFrom"),
  normalized_max: t("applications.normalizedTo"),
  spread_min: t("applications.spreadAtLeast"),
};

/** Score ranges: what a member may not see of an application never matches them (the server decides). */
function ScoreFilters({ state, wrong }: { state: ListState; wrong: RangeKey | "" }) {
  const id = useId();
  return (
    <fieldset className="filters__scores">
      <legend className="label">{t("applications.scores")}</legend>
      <p className="hint" id={`${id}-hint`}>
        {t("applications.scoresHint")}
      </p>
      <div className="filters__score-fields">
        {RANGE_KEYS.map((key) => (
          <div key={key} className={`filters__score${wrong === key ? " field--error" : ""}`}>
            <label className="label" htmlFor={`${id}-${key}`}>
              {RANGE_LABELS[key]}
            </label>
            {wrong === key && (
              <p className="error-message" id={`${id}-${key}-error`}>
                <span className="visually-hidden">{t("applications.errorPrefix")}</span> {t("applications.enterNumber")}
              </p>
            )}
            <input
              id={`${id}-${key}`}
              name={key}
              type="text"
              className="input filters__number"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={state[key]}
              aria-describedby={wrong === key ? `${id}-${key}-error ${id}-hint` : `${id}-hint`}
              aria-invalid={wrong === key ? true : undefined}
            />
          </div>
        ))}
        <div className="checkbox filters__disagreement">
          <input
            id={`${id}-disagreement`}
            name="disagreement"
            type="checkbox"
            value="1"
            defaultChecked={state.disagreement === "1"}
          />
          <label htmlFor={`${id}-disagreement`}>{t("applications.disagreement")}</label>
        </div>
      </div>
    </fieldset>
  );
}

export function ListFilters({ state, onChange }: ListFiltersProps) {
  const searchId = useId();
  const [wrong, setWrong] = useState<RangeKey | "">("");
  const inUse = filtersInUse(state);
  const [open, setOpen] = useFiltersOpen(inUse > 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const changes: Partial<ListState> = { q: String(data.get("q") ?? "").trim() };
    for (const key of FILTER_KEYS) changes[key] = String(data.get(key) ?? "");
    changes.tag = String(data.get("tag") ?? "");
    for (const key of RANGE_KEYS) {
      // A typographic minus, as the hint writes it, reads as a minus.
      const value = String(data.get(key) ?? "")
        .trim()
        .replace("−", "-");
      if (!isRangeNumber(value)) {
        setWrong(key);
        // Unfolded before the field takes focus: a hidden field cannot.
        flushSync(() => setOpen(true));
        (form.elements.namedItem(key) as HTMLInputElement | null)?.focus();
        return;
      }
      changes[key] = value;
    }
    changes.disagreement = data.get("disagreement") === "1" ? "1" : "";
    setWrong("");
    onChange(withChanges(state, changes));
  };

  return (
    <search className="filters" aria-label={t("applications.searchAndFilter")}>
      {/* Keyed by the address: Back and shared links show their own filters, not what was last typed. */}
      <form key={listSearch(state)} onSubmit={submit}>
        <div className="filters__search">
          <label className="label" htmlFor={searchId}>
            {t("applications.search")}
          </label>
          <p className="hint" id={`${searchId}-hint`}>
            {t("applications.searchHint")}
          </p>
          <div className="filters__search-row">
            <input
              id={searchId}
              name="q"
              type="search"
              className="input"
              defaultValue={state.q}
              maxLength={MAX_SEARCH_LENGTH}
              aria-describedby={`${searchId}-hint`}
              spellCheck={false}
            />
            <button type="submit" className="button button--secondary">
              {t("applications.search")}
            </button>
            <button
              type="button"
              className="button button--plain filters__toggle"
              aria-expanded={open}
              aria-controls={`${searchId}-filters`}
              onClick={() => setOpen(!open)}
            >
              {t("applications.filters")}
              {inUse > 0 && t("applications.filtersInUse", { count: inUse })}
            </button>
          </div>
        </div>
        {/* Folded, its fields still go with a search: hidden, not removed. */}
        <div className="filters__selects" id={`${searchId}-filters`} hidden={!open}>
          {FILTER_KEYS.map((key) => (
            <FilterSelect key={key} name={key} value={state[key]} />
          ))}
          <TagSelect value={state.tag} edition={state.edition} />
          <ScoreFilters state={state} wrong={wrong} />
          <div className="filters__apply">
            <button type="submit" className="button button--secondary">
              {t("applications.applyFilters")}
            </button>
          </div>
        </div>
        {isFiltered(state) && (
          <p className="filters__clear">
            <Link
              href={`/applications${listSearch({ ...EMPTY_LIST_STATE, edition: state.edition, sort: state.sort })}`}
            >
              {t("applications.clearFilters")}
            </Link>
          </p>
        )}
      </form>
    </search>
  );
}
