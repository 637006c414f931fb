/**
 * The multipart wire format of /application-validate and /application-submit.
 *
 * Two encodings decode to the same payload:
 * - bracket notation, one text part per field: `artists[0][artworks][1][title]`, files under `…[file]`;
 * - the compact encoding of the spec's multipart helper: `choice`, `sector`, `gallery`, `tax`,
 *   `proposal`, `artists`, `proof` as JSON parts, files under `gallery_pictures[i]`,
 *   `gallery_additional[i]`, `proposal_rendering[i]`, `artist_{i}_artwork_{j}` and `proof[i]`.
 *
 * Only known field paths are kept (so `__proto__` and friends can never become keys), indexes
 * are bounded by the limits, and lists must not skip an index.
 */
import { type ApplicationForm, applicationSchema, type ErrorMap, type FileRecord } from "./application.ts";
import {
  type FieldDescription,
  type FieldPath,
  type FileRecordDescription,
  fieldPatterns,
  forEachField,
  patternOf,
} from "./form-fields.ts";
import { messages } from "./messages.ts";

export type { FieldPath };
export { patternOf };

const FIELDS = fieldPatterns(applicationSchema);

type ListDescription = Extract<FieldDescription, { field: "list" }>;

/** Lists in the form (`artists.#.artworks`) and how many entries each may hold. */
const LIST_LIMITS = new Map(
  [...FIELDS].filter((entry): entry is [string, ListDescription] => entry[1].field === "list"),
);

/** Paths (with `#` for an index) of every record that holds one uploaded file, and the kind of file. */
export const FILE_RECORD_PATTERNS: ReadonlyMap<string, FileRecordDescription> = new Map(
  [...FIELDS].flatMap(([pattern, d]) => (d.field === "record" && d.file ? [[pattern, d.file] as const] : [])),
);

/** Every field sent as one text part in bracket notation. */
const TEXT_PATTERNS = new Set(
  [...FIELDS].filter(([, d]) => d.field !== "record" && d.field !== "list").map(([pattern]) => pattern),
);
const FILE_PATTERNS = new Set<string>([...FILE_RECORD_PATTERNS.keys()].map((p) => `${p}.file`));

/** The compact encoding sends each section as one JSON part; the edition is plain text. */
const JSON_PARTS = new Set([...FIELDS.keys()].filter((p) => !p.includes(".") && p !== "edition"));
const INDEX = /^(0|[1-9]\d{0,8})$/;
const HEAD = /^[a-z_]+$/;
const SEGMENT = /^[a-z_0-9]+$/;
const DIGIT = /^\d/;

export function dotted(path: FieldPath): string {
  return path.join(".");
}

/** `['artists', 0, 'first_name']` → `artists[0][first_name]`. */
export function bracketName(path: FieldPath): string {
  const [head, ...rest] = path;
  return `${head}${rest.map((s) => `[${s}]`).join("")}`;
}

/** `artists[0][first_name]` → `['artists', 0, 'first_name']`, or null when it is not that shape. */
export function parseBracketName(name: string): FieldPath | null {
  // Runs once per text part (about 1,400 for a large application in bracket notation): a plain
  // scan, no closures (tsx names every closure it creates, which costs more than the scan).
  const open = name.indexOf("[");
  const head = open < 0 ? name : name.slice(0, open);
  if (!HEAD.test(head)) return null;
  const path: (string | number)[] = [head];
  let at = open < 0 ? name.length : open;
  while (at < name.length) {
    if (name[at] !== "[") return null;
    const close = name.indexOf("]", at);
    if (close < 0) return null;
    const segment = name.slice(at + 1, close);
    if (!SEGMENT.test(segment)) return null;
    if (DIGIT.test(segment)) {
      if (!INDEX.test(segment)) return null;
      path.push(Number(segment));
    } else path.push(segment);
    at = close + 1;
  }
  return path;
}

/** The record path a compact-encoding file part belongs to, e.g. `artist_2_artwork_0` → `artists.2.artworks.0`. */
export function parseCompactFileName(name: string): FieldPath | null {
  const artwork = /^artist_(\d+)_artwork_(\d+)$/.exec(name);
  if (artwork) {
    const [, i = "", j = ""] = artwork;
    return INDEX.test(i) && INDEX.test(j) ? ["artists", Number(i), "artworks", Number(j)] : null;
  }
  const list = /^(gallery_pictures|gallery_additional|proposal_rendering|proof)\[(\d+)\]$/.exec(name);
  if (!list) return null;
  const [, field = "", index = ""] = list;
  if (!INDEX.test(index)) return null;
  const head = field === "proof" ? ["proof"] : field.split("_");
  return [...head, Number(index)];
}

/** The path of the file record a file part fills, in either encoding; null for an unknown name. */
export function fileRecordPathOf(name: string): FieldPath | null {
  const bracket = parseBracketName(name);
  if (bracket && FILE_PATTERNS.has(patternOf(bracket))) return bracket.slice(0, -1);
  const compact = parseCompactFileName(name);
  return compact && FILE_PATTERNS.has(`${patternOf(compact)}.file`) ? compact : null;
}

export class WireError extends Error {
  /** 400 for a malformed request, 422 for a well-formed one breaking a limit. */
  readonly status: 400 | 422;
  readonly errors: ErrorMap;

  constructor(message: string, status: 400 | 422, errors: ErrorMap = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

type Node = { kind: "object"; fields: Map<string, Node> } | { kind: "list"; items: Map<number, Node> } | string;

/** Collects the parts of one request and yields the raw payload for `normalizeApplication`. */
export class PayloadDecoder {
  private readonly root: Node = { kind: "object", fields: new Map() };
  private readonly sent = new Set<string>();
  /** Compact-encoding sections, kept as parsed: normalisation keeps only known keys. */
  private readonly sections = new Map<string, unknown>();
  private readonly files: { recordPath: FieldPath; file: FileRecord }[] = [];

  /** A text part, in either encoding. Unknown names are ignored. */
  addText(name: string, value: string): void {
    // `choice` and `sector` are plain text in bracket notation and JSON strings in the compact one.
    const plainOrJson = name === "choice" || name === "sector";
    if (JSON_PARTS.has(name) && (!plainOrJson || value.startsWith('"'))) {
      this.addJson(name, value);
      return;
    }
    const path = parseBracketName(name);
    if (path && TEXT_PATTERNS.has(patternOf(path))) this.set(path, value);
  }

  /** The received file for the record at `recordPath`: its measured size wins over a declared one. */
  addFile(recordPath: FieldPath, file: FileRecord): void {
    this.checkIndexes(recordPath);
    this.files.push({ recordPath, file });
  }

  /** Throws a WireError for an index beyond a limit; call it before storing a file at that path. */
  checkIndexes(path: FieldPath): void {
    let pattern = "";
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      if (typeof segment === "number") {
        const limit = LIST_LIMITS.get(pattern);
        if (!limit) throw new WireError(`Field ${bracketName(path)} is not a list.`, 400);
        if (segment >= limit.max) throw tooMany(path.slice(0, i));
      }
      pattern += `${i === 0 ? "" : "."}${typeof segment === "number" ? "#" : segment}`;
    }
  }

  result(): unknown {
    const out = materialize(this.root, []) as Record<string, unknown>;
    for (const [name, value] of this.sections) {
      if (Object.hasOwn(out, name)) throw new WireError(`The field ${name} was sent more than once.`, 400);
      out[name] = value;
    }
    for (const { recordPath, file } of this.files) {
      const record = recordAt(out, recordPath);
      if (typeof record.filename !== "string" || record.filename === "") record.filename = file.filename;
      record.size = file.size;
    }
    return out;
  }

  private addJson(name: string, value: string): void {
    if (this.sections.has(name)) throw new WireError(`The field ${name} was sent more than once.`, 400);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new WireError(`The part "${name}" is not valid JSON.`, 400);
    }
    checkListLengths(name, parsed);
    this.sections.set(name, parsed);
  }

  private set(path: FieldPath, value: string): void {
    this.checkIndexes(path);
    const key = dotted(path);
    if (this.sent.has(key)) throw new WireError(`The field ${bracketName(path)} was sent more than once.`, 400);
    this.sent.add(key);
    let node = this.root;
    for (let i = 0; i < path.length - 1; i++) {
      const segment = path[i] as string | number;
      const next = path[i + 1];
      if (typeof node === "string") throw new WireError(`The field ${bracketName(path)} is not a value.`, 400);
      if (node.kind === "object" && typeof segment === "string") {
        node = node.fields.get(segment) ?? setAndReturn(node.fields, segment, emptyNode(next));
      } else if (node.kind === "list" && typeof segment === "number") {
        node = node.items.get(segment) ?? setAndReturn(node.items, segment, emptyNode(next));
      } else throw new WireError(`The field ${bracketName(path)} does not fit the form.`, 400);
    }
    const last = path[path.length - 1] as string;
    if (typeof node === "string" || node.kind !== "object")
      throw new WireError(`The field ${bracketName(path)} does not fit the form.`, 400);
    node.fields.set(last, value);
  }
}

function tooMany(listPath: FieldPath): WireError {
  const limit = LIST_LIMITS.get(patternOf(listPath));
  if (!limit) return new WireError(`Field ${bracketName(listPath)} is not a list.`, 400);
  return new WireError(messages.invalidData, 422, { [dotted(listPath)]: [limit.tooMany(listPath)] });
}

/** The same list limits as checkIndexes, for a JSON section that arrives whole. */
function checkListLengths(section: string, value: unknown): void {
  for (const [pattern, limit] of LIST_LIMITS) {
    if (pattern !== section && !pattern.startsWith(`${section}.`)) continue;
    const tooLong = longerList(value, pattern.split(".").slice(1), 0, limit.max);
    if (tooLong) throw tooMany([section, ...tooLong]);
  }
}

/**
 * The path (below `value`) of the first array at `pattern` (`#` for any index) longer than `max`,
 * or undefined. Looks without copying: a JSON section of thousands of fields arrives on every call.
 */
function longerList(value: unknown, pattern: string[], at: number, max: number): (string | number)[] | undefined {
  if (value === null || typeof value !== "object") return undefined;
  const head = pattern[at];
  if (head === undefined) return Array.isArray(value) && value.length > max ? [] : undefined;
  if (head === "#") {
    if (!Array.isArray(value)) return undefined;
    for (let i = 0; i < value.length; i++) {
      const below = longerList(value[i], pattern, at + 1, max);
      if (below) return [i, ...below];
    }
    return undefined;
  }
  if (Array.isArray(value) || !Object.hasOwn(value, head)) return undefined;
  const below = longerList((value as Record<string, unknown>)[head], pattern, at + 1, max);
  return below && [head, ...below];
}

type Json = Record<string, unknown>;

/** The record object at `path`, created when missing; the path was checked against the limits. */
function recordAt(root: Json, path: FieldPath): Json {
  let node: unknown = root;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i] as string | number;
    const container = node as Json & unknown[];
    let next: unknown = Object.hasOwn(container, segment) ? container[segment as never] : undefined;
    if (next === undefined || next === null) {
      if (Array.isArray(container) && typeof segment === "number" && segment > container.length)
        throw new WireError(`The list ${bracketName(path.slice(0, i))} skips index ${container.length}.`, 400);
      next = typeof path[i + 1] === "number" ? [] : {};
      (container as Json)[segment] = next;
    }
    if (typeof next !== "object" || Array.isArray(next) !== (typeof path[i + 1] === "number"))
      throw new WireError(`The file ${bracketName(path)} does not fit the form.`, 400);
    node = next;
  }
  return node as Json;
}

/** The node that holds `next`: a list for an index, an object for a name. */
function emptyNode(next: string | number | undefined): Node {
  return typeof next === "number" ? { kind: "list", items: new Map() } : { kind: "object", fields: new Map() };
}

function setAndReturn<K>(map: Map<K, Node>, key: K, value: Node): Node {
  map.set(key, value);
  return value;
}

function materialize(node: Node, path: (string | number)[]): unknown {
  if (typeof node === "string") return node;
  if (node.kind === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, child] of node.fields) out[key] = materialize(child, [...path, key]);
    return out;
  }
  const out: unknown[] = [];
  for (let i = 0; i < node.items.size; i++) {
    const child = node.items.get(i);
    if (child === undefined)
      throw new WireError(`The list ${bracketName(path)} skips index ${i}: later entries were sent without it.`, 400);
    out.push(materialize(child, [...path, i]));
  }
  return out;
}

/** Every file record in the form, with its path: what the browser uploads and the server expects. */
export function fileRecords(form: ApplicationForm): { path: FieldPath; record: FileRecord }[] {
  const out: { path: FieldPath; record: FileRecord }[] = [];
  forEachField(applicationSchema, form, (path, value, description) => {
    if (description.field !== "record" || !description.file) return;
    const record = value as FileRecord;
    if (!description.file.optional || record.filename !== "") out.push({ path: [...path], record });
  });
  return out;
}

/** Bracket-notation text parts for a form; files are appended by the caller under `…[file]`. */
export function bracketEntries(form: ApplicationForm): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") out.push([bracketName(path), value]);
    else if (typeof value === "number") out.push([bracketName(path), String(value)]);
    else if (typeof value === "boolean") out.push([bracketName(path), value ? "1" : "0"]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) if (k !== "file" && k !== "src") walk(v, [...path, k]);
  };
  for (const [key, value] of Object.entries(form)) walk(value, [key]);
  return out.filter(([name]) => TEXT_PATTERNS.has(patternOf(parseBracketName(name) ?? [])));
}

/** The compact encoding's text parts: `edition`, then one JSON part per section. */
export function compactEntries(form: ApplicationForm): [string, string][] {
  const strip = (_key: string, value: unknown) => (_key === "file" || _key === "src" ? undefined : value);
  return [
    ["edition", form.edition],
    ...[...JSON_PARTS].map((key): [string, string] => [key, JSON.stringify(form[key as keyof ApplicationForm], strip)]),
  ];
}

/** The compact encoding's name for a file part. */
export function compactFileName(path: FieldPath): string {
  if (path[0] === "artists") return `artist_${path[1]}_artwork_${path[3]}`;
  return `${path.slice(0, -1).join("_")}[${path[path.length - 1]}]`;
}
