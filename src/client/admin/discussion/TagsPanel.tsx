/**
 * The shared tags of an application: each a chip with its own remove button, and a field to add one
 * (existing tags are offered as suggestions). Any member changes them; every member sees them.
 */
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { checkTags, foldTag, MAX_TAG_LENGTH, MAX_TAGS_PER_APPLICATION } from "../../../shared/discussion.ts";
import { allTagsQuery, applicationTagsQuery, useSetTags } from "../api/discussion.ts";
import { PendingButton } from "../PendingButton.tsx";
import { t } from "../words.ts";

/**
 * Why the tag being added is refused, in the member's words: the shared check (the server's) says
 * whether; its reasons are the API's, in English. Only the new name can be wrong: the others are stored.
 */
function tagProblem(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") return t("reviews.tagEmpty");
  if (trimmed.length > MAX_TAG_LENGTH)
    return t("reviews.tagTooLong", { start: trimmed.slice(0, MAX_TAG_LENGTH), max: String(MAX_TAG_LENGTH) });
  return t("reviews.tooManyTags", { max: String(MAX_TAGS_PER_APPLICATION) });
}

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
      setProblem(tagProblem(name));
      field.current?.focus();
      return;
    }
    setProblem("");
    setName("");
    save.mutate({ tags: checked.tags, said: t("reviews.tagAdded", { tag: name.trim() }) });
  };
  const remove = (tag: string) => {
    setProblem("");
    save.mutate({ tags: current.filter((t) => foldTag(t) !== foldTag(tag)), said: t("reviews.tagRemoved", { tag }) });
    field.current?.focus();
  };

  return (
    <section className="side-panel tags-panel" aria-labelledby="tags">
      <h2 id="tags">{t("reviews.tags")}</h2>
      {tags.isError && <p className="error-message">{t("reviews.tagsFailed", { reason: tags.error.message })}</p>}
      {tags.data &&
        (current.length === 0 ? (
          <p className="muted">{t("reviews.noTags")}</p>
        ) : (
          <ul className="tag-chips" aria-label={t("reviews.tagsOfApplication")}>
            {current.map((tag) => (
              <li key={tag} className="tag-chip">
                <span>{tag}</span>
                <button
                  type="button"
                  className="tag-chip__remove"
                  aria-label={t("reviews.removeTag", { tag })}
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
          <label htmlFor="tag-name">{t("reviews.addATag")}</label>
          {problem && (
            <p className="error-message" id="tag-name-error">
              <span className="visually-hidden">{t("reviews.error")}</span> {problem}
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
              {t("reviews.addTag")}
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
