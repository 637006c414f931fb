/**
 * The shared tags of an application: each a chip with its own remove button, and a field to add one
 * (existing tags are offered as suggestions). Any member changes them; every member sees them.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { checkTags, foldTag, MAX_TAG_LENGTH } from "../../../shared/discussion.ts";
import { allTagsQuery, applicationTagsQuery, useSetTags } from "../api/discussion.ts";
import { PendingButton } from "../PendingButton.tsx";

export function TagsPanel({ applicationId, edition }: { applicationId: string; edition: string }) {
  const tags = useQuery(applicationTagsQuery(applicationId));
  const known = useQuery(allTagsQuery(edition));
  const [name, setName] = useState("");
  const [problem, setProblem] = useState("");
  const [said, setSaid] = useState("");
  const field = useRef<HTMLInputElement>(null);
  const save = useSetTags(applicationId, setSaid, (error) => setProblem(error.message));
  const current = tags.data?.tags ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    setSaid("");
    const checked = checkTags([...current, name]);
    if ("error" in checked) {
      setProblem(checked.error.replace(/^tags: /, ""));
      field.current?.focus();
      return;
    }
    setProblem("");
    setName("");
    save.mutate({ tags: checked.tags, said: `Tag “${name.trim()}” added.` });
  };
  const remove = (tag: string) => {
    setProblem("");
    save.mutate({ tags: current.filter((t) => foldTag(t) !== foldTag(tag)), said: `Tag “${tag}” removed.` });
    field.current?.focus();
  };

  return (
    <section className="side-panel tags-panel" aria-labelledby="tags">
      <h2 id="tags">Tags</h2>
      {tags.isError && <p className="error-message">The tags could not be loaded: {tags.error.message}</p>}
      {tags.data &&
        (current.length === 0 ? (
          <p className="muted">No tags yet.</p>
        ) : (
          <ul className="tag-chips" aria-label="Tags of this application">
            {current.map((tag) => (
              <li key={tag} className="tag-chip">
                <span>{tag}</span>
                <button
                  type="button"
                  className="tag-chip__remove"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => remove(tag)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ))}
      <form className="tag-form" onSubmit={add} noValidate>
        <div className={`field${problem ? " field--error" : ""}`}>
          <label htmlFor="tag-name">Add a tag</label>
          {problem && (
            <p className="error-message" id="tag-name-error">
              <span className="visually-hidden">Error:</span> {problem}
            </p>
          )}
          <div className="tag-form__row">
            <input
              ref={field}
              id="tag-name"
              type="text"
              className="input"
              list="known-tags"
              maxLength={MAX_TAG_LENGTH + 10}
              autoComplete="off"
              aria-describedby={problem ? "tag-name-error" : undefined}
              aria-invalid={problem ? true : undefined}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <PendingButton className="button button--secondary" pending={save.isPending}>
              Add tag
            </PendingButton>
          </div>
          <datalist id="known-tags">
            {(known.data?.items ?? []).map((tag) => (
              <option key={tag.name} value={tag.name} />
            ))}
          </datalist>
        </div>
      </form>
      <p className="side-status" role="status">
        {said}
      </p>
    </section>
  );
}
