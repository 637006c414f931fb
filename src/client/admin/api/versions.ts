/** An application's versions (GET /admin/api/applications/<id>/versions), newest first, with what changed in each. */
import { queryOptions } from "@tanstack/react-query";
import { fetchJson } from "./fetch-json.ts";

/** A file of a version: its name and size, and its address through the back office's file routes. */
export interface VersionFile {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  /** Only for pictures. */
  thumbnail_url?: string;
}

interface Place {
  /** The dotted path in the later version (the earlier one's for what was removed). */
  path: string;
  /** The place in the form's words: "Artist 2 (Ana Lima), Biography". */
  field: string;
  /** The part of the form: "Proposal", "Artist 2 (Ana Lima)", "Gallery", "Tax details", "Proof documents". */
  section: string;
  /** The field within its part, as the form labels it. */
  label: string;
}

export type VersionChange =
  | (Place & { kind: "text"; before: string; after: string; long: boolean })
  /** A tax detail only the current version keeps (number, email, phone): changed, its earlier value not kept. */
  | (Place & { kind: "unkept" })
  | (Place & { kind: "added" | "removed" })
  | (Place & { kind: "moved"; from: number; to: number })
  | (Place & { kind: "file"; change: "added" | "removed" | "replaced"; before?: VersionFile; after?: VersionFile });

export interface ApplicationVersion {
  version: number;
  /** When this version was made (sent, or stored as a change), ISO 8601. */
  at: string;
  current: boolean;
  /** The version its changes are counted from; null for the first. */
  previous: number | null;
  /** In the form's order. */
  changes: VersionChange[];
}

export interface VersionsAnswer {
  id: string;
  version: number;
  /** Newest first. */
  versions: ApplicationVersion[];
}

/** `version`: the application's current one, so that a new version is fetched once the application shows it. */
export const versionsQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: ["versions", id, version],
    queryFn: ({ signal }) =>
      fetchJson<VersionsAnswer>(`/admin/api/applications/${encodeURIComponent(id)}/versions`, signal),
  });
