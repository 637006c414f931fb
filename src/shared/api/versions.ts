/**
 * GET /admin/api/applications/<id>/versions → versionsAnswer: every version of an application,
 * newest first, with what changed in each (server/applications/versions.ts).
 */
import { z } from "zod";

/** A file of a version: its name and size, and its address through the back office's file routes. */
export const versionFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  url: z.string(),
  /** Only for pictures. */
  thumbnail_url: z.string().optional(),
});
export type VersionFile = z.infer<typeof versionFile>;

const place = {
  /** The dotted path in the later version (the earlier one's for what was removed). */
  path: z.string(),
  /** The place in the form's words: "Artist 2 (Ana Lima), Biography". */
  field: z.string(),
  /** The part of the form: "Proposal", "Artist 2 (Ana Lima)", "Gallery", "Tax details", "Proof documents". */
  section: z.string(),
  /** The field within its part, as the form labels it. */
  label: z.string(),
};

export const versionChange = z.discriminatedUnion("kind", [
  z.object({ ...place, kind: z.literal("text"), before: z.string(), after: z.string(), long: z.boolean() }),
  /** A tax detail only the current version keeps (number, email, phone): changed, its earlier value not kept. */
  z.object({ ...place, kind: z.literal("unkept") }),
  z.object({ ...place, kind: z.enum(["added", "removed"]) }),
  /** Positions from 1. */
  z.object({ ...place, kind: z.literal("moved"), from: z.number().int(), to: z.number().int() }),
  z.object({
    ...place,
    kind: z.literal("file"),
    change: z.enum(["added", "removed", "replaced"]),
    before: versionFile.optional(),
    after: versionFile.optional(),
  }),
]);
export type VersionChange = z.infer<typeof versionChange>;

export const applicationVersion = z.object({
  version: z.number().int(),
  /** When this version was made (sent, or stored as a change), ISO 8601. */
  at: z.string(),
  current: z.boolean(),
  /** The version its changes are counted from; null for the first. */
  previous: z.number().int().nullable(),
  /** In the form's order. */
  changes: z.array(versionChange),
});
export type ApplicationVersion = z.infer<typeof applicationVersion>;

export const versionsAnswer = z.object({
  id: z.string(),
  version: z.number().int(),
  /** Newest first. */
  versions: z.array(applicationVersion),
});
