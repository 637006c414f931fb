/**
 * The search box and the filters. Nothing changes until the member asks (Enter, "Search" or
 * "Apply filters"): the list does not jump about while someone is still choosing.
 */
import { type FormEvent, useId } from "react";
import { Link } from "wouter";
import { BOOTH_SIZES, CHOICES } from "../../../shared/limits.ts";
import { boothLabel, choiceLabel, mentorshipLabel, statusLabel } from "../labels.ts";
import {
  EMPTY_LIST_STATE,
  FILTER_KEYS,
  type FilterKey,
  isFiltered,
  type ListState,
  listSearch,
  MAX_SEARCH_LENGTH,
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
  status: { label: "Status", any: "Any status", options: STATUSES, optionLabel: statusLabel },
  choice: { label: "Choice", any: "Galleries and platform", options: CHOICES, optionLabel: choiceLabel },
  booth: { label: "Booth size", any: "Any size", options: BOOTH_SIZES, optionLabel: boothLabel },
  mentorship: { label: "Mentorship", any: "Either", options: ["true", "false"], optionLabel: mentorshipLabel },
  reviewed_by_me: {
    label: "My reviews",
    any: "All applications",
    options: ["false"],
    optionLabel: () => "Not reviewed by me",
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

export function ListFilters({ state, onChange }: ListFiltersProps) {
  const searchId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const changes: Partial<ListState> = { q: String(data.get("q") ?? "").trim() };
    for (const key of FILTER_KEYS) changes[key] = String(data.get(key) ?? "");
    onChange(withChanges(state, changes));
  };

  return (
    <search className="filters" aria-label="Search and filter applications">
      {/* Keyed by the address: Back and shared links show their own filters, not what was last typed. */}
      <form key={listSearch(state)} onSubmit={submit}>
        <div className="filters__search">
          <label className="label" htmlFor={searchId}>
            Search
          </label>
          <p className="hint" id={`${searchId}-hint`}>
            Gallery name, location, founder, artist name or artwork title
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
              Search
            </button>
          </div>
        </div>
        <div className="filters__selects">
          {FILTER_KEYS.map((key) => (
            <FilterSelect key={key} name={key} value={state[key]} />
          ))}
          <div className="filters__apply">
            <button type="submit" className="button button--secondary">
              Apply filters
            </button>
          </div>
        </div>
        {isFiltered(state) && (
          <p className="filters__clear">
            <Link
              href={`/applications${listSearch({ ...EMPTY_LIST_STATE, edition: state.edition, sort: state.sort })}`}
            >
              Clear search and filters
            </Link>
          </p>
        )}
      </form>
    </search>
  );
}
