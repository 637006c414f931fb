/**
 * The building blocks of the form's one list of fields (application.ts). Each block is a Zod
 * schema that turns untrusted input into the form's shape without ever failing, and is
 * described here with what the other layers derive from it: the wire format's field names,
 * the lists' limits, the file records and the rules' length caps. Adding a field is one line
 * in the schema; only what genuinely differs (its rule, its input, its column) is written elsewhere.
 */
import { z } from "zod";
import { cleanFilename } from "./filename.ts";
import type { FileKind } from "./limits.ts";

export type FieldPath = readonly (string | number)[];

type Schema = z.core.$ZodType;

/** What a field is, as the layers that derive from the schema need to know it. */
export type FieldDescription =
  /** Free text, at most `cap` characters. */
  | { field: "text"; cap: number }
  /** One of fixed options, or "" when none (or something else) was sent. */
  | { field: "option"; options: readonly string[] }
  | { field: "flag" }
  /** A file's size in bytes, as the browser declares it; the server measures the file itself. */
  | { field: "size" }
  | { field: "record"; shape: Readonly<Record<string, Schema>>; file?: FileRecordDescription }
  | { field: "list"; item: Schema; max: number; tooMany: (listPath: FieldPath) => string };

export interface FileRecordDescription {
  kind: FileKind;
  /** An artwork may have no image (`filename` empty); every other file record holds a file. */
  optional: boolean;
}

const descriptions = new WeakMap<Schema, FieldDescription>();

function described<T extends Schema>(schema: T, description: FieldDescription): T {
  descriptions.set(schema, description);
  return schema;
}

/** The description of a schema built here; throws for anything else, which is a programming error. */
export function describe(schema: Schema): FieldDescription {
  const description = descriptions.get(schema);
  if (!description) throw new Error("A form field was built without the helpers in form-fields.ts.");
  return description;
}

// Anything malformed becomes an empty value, which the rules then report with the spec's message.
// NUL never belongs in form text and PostgreSQL refuses it in text columns; multipart bodies
// turn every line break into CRLF (HTML's form encoding), so text is brought back to LF.
const toText = (v: unknown) => (typeof v === "string" ? withoutNulAndCr(v) : typeof v === "number" ? String(v) : "");

/** Thousands of fields per request: most hold neither, and are returned without a copy. */
function withoutNulAndCr(v: string): string {
  const nul = v.includes("\0") ? v.replaceAll("\0", "") : v;
  return nul.includes("\r\n") ? nul.replaceAll("\r\n", "\n") : nul;
}

export const text = (cap: number) => described(z.unknown().optional().transform(toText), { field: "text", cap });

export const filename = (cap: number) =>
  described(
    z
      .unknown()
      .optional()
      .transform((v) => cleanFilename(toText(v))),
    { field: "text", cap },
  );

export const option = <T extends readonly string[]>(options: T) =>
  described(
    z
      .unknown()
      .optional()
      .transform((v): "" | T[number] => (typeof v === "string" && options.includes(v) ? v : "")),
    { field: "option", options },
  );

export const flag = () =>
  described(
    z
      .unknown()
      .optional()
      .transform((v) => v === true || v === "1" || v === "true" || v === 1),
    { field: "flag" },
  );

export const size = () =>
  described(
    z
      .unknown()
      .optional()
      .transform((v) => {
        const n = typeof v === "number" ? v : typeof v === "string" && /^\d+$/.test(v) ? Number(v) : 0;
        return Number.isSafeInteger(n) && n >= 0 ? n : 0;
      }),
    { field: "size" },
  );

export const record = <T extends z.ZodRawShape>(shape: T, file?: FileRecordDescription) =>
  described(
    z
      .unknown()
      .optional()
      .transform((v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {}))
      .pipe(z.object(shape)),
    { field: "record", shape, ...(file ? { file } : {}) },
  );

export const list = <T extends z.ZodType>(item: T, limit: { max: number; tooMany: (listPath: FieldPath) => string }) =>
  described(
    z
      .unknown()
      .optional()
      .transform((v) => (Array.isArray(v) ? v : []))
      .pipe(z.array(item)),
    { field: "list", item, ...limit },
  );

/** `['artists', 0, 'first_name']` → `artists.#.first_name`: the same for every entry of a list. */
export function patternOf(path: FieldPath): string {
  let pattern = "";
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    pattern += `${i === 0 ? "" : "."}${typeof segment === "number" ? "#" : segment}`;
  }
  return pattern;
}

/** Every field below `schema` with its pattern (`artists.#.artworks.#.title`), parents before children. */
export function fieldPatterns(schema: Schema, prefix: FieldPath = []): Map<string, FieldDescription> {
  const out = new Map<string, FieldDescription>();
  const walk = (node: Schema, path: FieldPath) => {
    const description = describe(node);
    if (path.length > 0) out.set(patternOf(path), description);
    if (description.field === "record")
      for (const [key, child] of Object.entries(description.shape)) walk(child, [...path, key]);
    if (description.field === "list") walk(description.item, [...path, 0]);
  };
  walk(schema, prefix);
  return out;
}

/** A schema's walk, worked out once: its description and, for records and lists, their children's. */
interface Walk {
  description: FieldDescription;
  fields: readonly (readonly [string, Walk])[];
  item: Walk | undefined;
}

const walks = new WeakMap<Schema, Walk>();

function walkOf(schema: Schema): Walk {
  let walk = walks.get(schema);
  if (walk) return walk;
  const description = describe(schema);
  walk = {
    description,
    fields:
      description.field === "record"
        ? Object.entries(description.shape).map(([key, child]) => [key, walkOf(child)] as const)
        : [],
    item: description.field === "list" ? walkOf(description.item) : undefined,
  };
  walks.set(schema, walk);
  return walk;
}

/**
 * Calls `visit` for every value in `value` that `schema` describes, with its path, parents before
 * children. It runs on every validate and submit over thousands of fields, so the path is one array
 * reused for the whole walk: a visitor that keeps it must copy it.
 */
export function forEachField(
  schema: Schema,
  value: unknown,
  visit: (path: FieldPath, value: unknown, description: FieldDescription) => void,
): void {
  const path: (string | number)[] = [];
  const walk = (node: Walk, at: unknown) => {
    visit(path, at, node.description);
    if (node.fields.length > 0 && at && typeof at === "object")
      for (const [key, child] of node.fields) {
        path.push(key);
        walk(child, (at as Record<string, unknown>)[key]);
        path.pop();
      }
    if (node.item && Array.isArray(at))
      for (let i = 0; i < at.length; i++) {
        path.push(i);
        walk(node.item, at[i]);
        path.pop();
      }
  };
  walk(walkOf(schema), value);
}
