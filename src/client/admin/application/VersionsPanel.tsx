/**
 * The versions of an application, newest first: what the gallery changed from its status page
 * before a decision, each change in the form's words (texts before and after, long ones word by
 * word, entries added, removed or moved, files added, removed or replaced with a way to open the
 * earlier one). What a member may see of the changes is the server's to decide (tax details: admins).
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { formatSize } from "../../uploads/format-size.ts";
import { formatDateTime } from "../labels.ts";
import { markedWords, timeTag } from "../marked-words.tsx";
import { t } from "../words.ts";
import { typeLabel } from "./files.tsx";
import "./versions.css";
import type { ApplicationVersion, VersionChange, VersionFile } from "../../../shared/api/versions.ts";
import { versionsQuery } from "../api/versions.ts";

// The word-by-word comparison (and jsdiff with it) loads only when a long text changed.
const TextDiff = lazy(() => import("./TextDiff.tsx").then((m) => ({ default: m.TextDiff })));

function Empty() {
  return <span className="muted">{t("application.notGiven")}</span>;
}

function ShortChange({ before, after }: { before: string; after: string }) {
  return (
    <span className="version-change__values">
      <del>
        <span className="visually-hidden">{t("application.before")} </span>
        {before.trim() ? <span className="lines">{before}</span> : <Empty />}
      </del>
      <span aria-hidden="true" className="version-change__arrow">
        →
      </span>
      <ins>
        <span className="visually-hidden">{t("application.after")} </span>
        {after.trim() ? <span className="lines">{after}</span> : <Empty />}
      </ins>
    </span>
  );
}

function FileLink({ file, when }: { file: VersionFile; when: "before" | "after" | null }) {
  return (
    <span className="version-file">
      {file.thumbnail_url && <img className="version-file__thumbnail" src={file.thumbnail_url} alt="" />}
      <span>
        {when && <span className="version-file__when">{t(`application.${when}`)} </span>}
        <a href={file.url} download aria-label={t("application.download", { file: file.name })}>
          {file.name}
        </a>{" "}
        <span className="muted">
          ({typeLabel(file.type)}, {formatSize(file.size)})
        </span>
      </span>
    </span>
  );
}

const TAG_WORDS = {
  added: t("application.changeAdded"),
  removed: t("application.changeRemoved"),
  replaced: t("application.changeReplaced"),
} as const;

function Tag({ kind }: { kind: keyof typeof TAG_WORDS }) {
  return <strong className={`version-tag version-tag--${kind}`}>{TAG_WORDS[kind]}</strong>;
}

/** `within`: the change is a field of an entry added or removed as a whole: its value alone says enough. */
function ChangeValue({ change, within }: { change: VersionChange; within: "added" | "removed" | null }) {
  switch (change.kind) {
    case "text":
      if (within === "added") return <span className="lines">{change.after}</span>;
      if (within === "removed") return <span className="lines">{change.before}</span>;
      return change.long && change.before.trim() && change.after.trim() ? (
        <Suspense fallback={<ShortChange before={change.before} after={change.after} />}>
          <TextDiff before={change.before} after={change.after} />
        </Suspense>
      ) : (
        <ShortChange before={change.before} after={change.after} />
      );
    case "unkept":
      return <span>{t("application.unkept")}</span>;
    case "added":
    case "removed":
      return <Tag kind={change.kind} />;
    case "moved":
      return <span>{t("application.moved", { from: String(change.from), to: String(change.to) })}</span>;
    case "file":
      return (
        <span className="version-change__files">
          {!within && <Tag kind={change.change} />}
          {change.before && <FileLink file={change.before} when={change.after ? "before" : null} />}
          {change.after && <FileLink file={change.after} when={change.before ? "after" : null} />}
        </span>
      );
  }
}

/** Consecutive changes of one part of the form, under its name. */
function bySection(changes: VersionChange[]): { section: string; changes: VersionChange[] }[] {
  const groups: { section: string; changes: VersionChange[] }[] = [];
  for (const change of changes) {
    const last = groups[groups.length - 1];
    if (last?.section === change.section) last.changes.push(change);
    else groups.push({ section: change.section, changes: [change] });
  }
  return groups;
}

/** The entry (an artist, an artwork, a picture) a change belongs to, when that entry was added or removed whole. */
function wholeEntry(change: VersionChange, entries: VersionChange[]): "added" | "removed" | null {
  const entry = entries.find((e) => change.path.startsWith(`${e.path}.`));
  return entry && (entry.kind === "added" || entry.kind === "removed") ? entry.kind : null;
}

function VersionEntry({ version }: { version: ApplicationVersion }) {
  const headingId = `version-${version.version}`;
  const entries = version.changes.filter((c) => c.kind === "added" || c.kind === "removed");
  return (
    <li className="version" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t("application.version", { version: String(version.version) })}
        {version.current && <span className="version__current"> {t("application.versionCurrent")}</span>}
      </h3>
      <p className="muted version__when">
        {version.previous === null
          ? markedWords("application.versionSent", { time: timeTag(version.at), date: formatDateTime(version.at) })
          : markedWords("application.versionChanged", {
              time: timeTag(version.at),
              date: formatDateTime(version.at),
              count: version.changes.length,
              previous: String(version.previous),
            })}
      </p>
      {version.previous !== null && version.changes.length === 0 && <p>{t("application.noChanges")}</p>}
      {bySection(version.changes).map((group, i) => {
        // An artist added or removed whole says so beside its name.
        const [first, ...rest] = group.changes;
        const whole = first && first.label === group.section && (first.kind === "added" || first.kind === "removed");
        const rows = whole ? rest : group.changes;
        return (
          <div key={`${group.section}-${i}`} className="version__section">
            <h4>
              {group.section}
              {whole && (
                <>
                  {" "}
                  <Tag kind={first.kind as "added" | "removed"} />
                </>
              )}
            </h4>
            {rows.length > 0 && (
              <ul className="version-changes">
                {rows.map((change, j) => (
                  <li key={`${change.kind}-${change.path}-${j}`} className="version-change">
                    <span className="version-change__label">{change.label}</span>
                    <ChangeValue change={change} within={wholeEntry(change, entries)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </li>
  );
}

export function VersionsPanel({ applicationId, version }: { applicationId: string; version: number }) {
  const versions = useQuery({ ...versionsQuery(applicationId, version), enabled: version > 1 });
  return (
    <section className="detail-section versions-panel" aria-labelledby="versions">
      <h2 id="versions">{t("application.versions")}</h2>
      {version <= 1 ? (
        <p className="muted">{t("application.notChanged")}</p>
      ) : versions.isError ? (
        <div className="failure-panel" role="alert">
          <p>{t("application.versionsFailed", { reason: versions.error.message })}</p>
          <button type="button" className="button button--secondary" onClick={() => versions.refetch()}>
            {t("application.tryAgain")}
          </button>
        </div>
      ) : !versions.data ? (
        <p>{t("application.loadingVersions")}</p>
      ) : (
        <>
          <p className="muted">{t("application.newestFirst")}</p>
          <ol className="version-list">
            {versions.data.versions.map((v) => (
              <VersionEntry key={v.version} version={v} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
