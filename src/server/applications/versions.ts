/**
 * The versions of an application as the back office reads them, newest first: each with its number,
 * when it was made and what changed from the one before (version-diff.ts). The earlier versions come
 * from `application_versions` (their files still in `files` when kept, in `retired_files` when not),
 * the current one from the application itself. What a member sees of each change is the rule book's
 * (seesField): a reviewer's answer holds no tax detail, not even that one changed.
 */
import { normalizeApplication } from "../../shared/application.ts";
import { seesField, type Viewer } from "../policy/staff.ts";
import type { Db } from "../store/database.ts";
import { versionContent } from "./correct.ts";
import { loadApplication } from "./load.ts";
import { fileUrl, INLINE_TYPES, thumbnailUrl } from "./staff-view.ts";
import { type Change, diffVersions, fieldWords, type VersionContent, type VersionFile } from "./version-diff.ts";

interface StoredVersion {
  version: number;
  /** When this version was made: sent, or stored as a change. */
  at: number;
  content: VersionContent;
  /** The tax details kept only in the current version that the next change altered. */
  secretsChanged: readonly string[];
}

interface Snapshot {
  form?: unknown;
  files?: VersionFile[];
  secrets_changed?: string[];
}

async function storedVersions(db: Db, id: string): Promise<StoredVersion[] | undefined> {
  const current = await loadApplication(db, id);
  if (!current) return undefined;
  const rows = await db
    .selectFrom("application_versions")
    .select(["version", "form", "submitted_at"])
    .where("application_id", "=", id)
    .orderBy("version")
    .execute();
  const earlier = rows.map((row): StoredVersion => {
    const snapshot = JSON.parse(row.form) as Snapshot;
    return {
      version: Number(row.version),
      at: Number(row.submitted_at),
      // Normalised: a snapshot has no tax number, email or phone, and may predate a field.
      content: {
        form: normalizeApplication(snapshot.form),
        files: (snapshot.files ?? []).map((f) => ({ ...f, size: Number(f.size) })),
      },
      secretsChanged: snapshot.secrets_changed ?? [],
    };
  });
  return [
    ...earlier,
    {
      version: current.version,
      at: current.changedAt ?? current.submittedAt,
      content: versionContent(current),
      secretsChanged: [],
    },
  ];
}

/** A file of a version in the answer: its name and size, and its address through the back office's file routes. */
function fileJson(file: VersionFile) {
  return {
    id: file.id,
    name: file.original_name,
    size: file.size,
    type: file.content_type,
    url: fileUrl(file.id),
    ...(INLINE_TYPES.has(file.content_type) ? { thumbnail_url: thumbnailUrl(file.id) } : {}),
  };
}

function changeJson(change: Change) {
  if (change.kind !== "file") return { ...change, field: fieldWords(change) };
  const { before, after, ...rest } = change;
  return {
    ...rest,
    field: fieldWords(change),
    ...(before ? { before: fileJson(before) } : {}),
    ...(after ? { after: fileJson(after) } : {}),
  };
}

export async function versionsForStaff(db: Db, id: string, viewer: Pick<Viewer, "role">) {
  const versions = await storedVersions(db, id);
  if (!versions) return undefined;
  const current = versions[versions.length - 1] as StoredVersion;
  const answered = versions.map((version, i) => {
    const previous = versions[i - 1];
    const changes = previous ? diffVersions(previous.content, version.content, previous.secretsChanged) : [];
    return {
      version: version.version,
      at: new Date(version.at).toISOString(),
      current: version === current,
      previous: previous?.version ?? null,
      changes: changes.filter((c) => seesField(viewer, c.path)).map(changeJson),
    };
  });
  return { id, version: current.version, versions: answered.reverse() };
}
