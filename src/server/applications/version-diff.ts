/**
 * What changed between two versions of an application, in the form's words: its texts (before and
 * after), its entries (artists, artworks, gallery pictures added, removed or moved) and its files
 * (added, removed, replaced). Entries are matched by what names them (an artist's name, an artwork's
 * title, a file's id), not by their place in the list: an artist taken off the top of the list is one
 * removal, not every artist below it changed.
 */
import {
  type ApplicationForm,
  type Artist,
  type Artwork,
  applicationSchema,
  type GalleryPicture,
} from "../../shared/application.ts";
import { fieldLabel } from "../../shared/field-names.ts";
import { fieldPatterns } from "../../shared/form-fields.ts";
import type { Translator } from "../../shared/i18n/format.ts";
import { translatorFor } from "../../shared/i18n/translators.ts";
import { TEXT_CAP } from "../../shared/limits.ts";
import { SECRET_TAX_FIELDS } from "./tax-secrets.ts";

/** A file of a version, as `application_versions` keeps it (and `files` or `retired_files` still hold it). */
export interface VersionFile {
  id: string;
  record_path: string;
  original_name: string;
  size: number;
  content_type: string;
}

export interface VersionContent {
  /** The tax number, email and phone are empty: only the current version keeps them. */
  form: ApplicationForm;
  files: readonly VersionFile[];
}

/** Where a change is: its dotted path in the later version (the earlier one's for what was removed), in words. */
export interface Place {
  path: string;
  /** The part of the form: "Proposal", "Artist 2 (Ana Lima)", "Gallery", "Tax details", "Proof documents". */
  section: string;
  /** The field within it, as the form labels it: "Biography", "Artwork 1 (Untitled), Title". */
  label: string;
}

export type Change =
  | (Place & { kind: "text"; before: string; after: string; long: boolean })
  /** A tax detail kept only in the current version (number, email, phone): changed, its earlier value not kept. */
  | (Place & { kind: "unkept" })
  /** An artist, an artwork or a gallery picture: its fields follow as texts from or to nothing. */
  | (Place & { kind: "added" | "removed" })
  /** Positions from 1. */
  | (Place & { kind: "moved"; from: number; to: number })
  | FileChange;

export interface FileChange extends Place {
  kind: "file";
  change: "added" | "removed" | "replaced";
  before?: VersionFile;
  after?: VersionFile;
}

const VALUE_WORDS: Record<string, Record<string, string>> = {
  choice: { galleries: "Galleries", platform: "Platform" },
  booth: { small: "Small", medium: "Medium", large: "Large" },
  presented: { present: "This artwork will be presented", similar: "A similar work will be presented" },
};

/** The form's prose and lists (`artists.#.bio`): the back office shows what changed in them word by word. */
const LONG = new Set(
  [...fieldPatterns(applicationSchema)]
    .filter(([, d]) => d.field === "text" && d.cap === TEXT_CAP.long)
    .map(([pattern]) => pattern),
);
const isLong = (path: string) => LONG.has(path.replace(/\.\d+(?=\.|$)/g, ".#"));

/** The back office reads the versions in English; a gallery's email in its application's language. */
const ENGLISH = translatorFor("en");

const label = (t: Translator, record: string, name: string) => fieldLabel(record, name, t) ?? name;
/** "Artist 2 (Ana Lima)": the entry's heading as the form shows it, with what names it. */
const named = (t: Translator, heading: string, name: string) =>
  name ? t.t("mail.changeNamed", { what: heading, name }) : heading;
const artistName = (a: Artist) =>
  [a.first_name, a.last_name]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" ");
const normal = (s: string) => s.trim().toLowerCase();

/**
 * Pairs the entries of two lists: first those with the same key, then the rest by likeness (the
 * number of naming fields they share); what is left was added or removed. A pair is moved when it
 * is not among the longest run of pairs kept in order.
 */
function align<T>(
  before: readonly T[],
  after: readonly T[],
  key: (t: T) => string,
  likeness: (a: T, b: T) => number,
): { pairs: { from: number; to: number; moved: boolean }[]; removed: number[]; added: number[] } {
  const taken = new Set<number>();
  const match = new Map<number, number>();
  // Each key once: a 50-artwork list asked naively is 2,500 keys made for every artist.
  const waiting = new Map<string, number[]>();
  before.forEach((item, from) => {
    const k = key(item);
    if (k) waiting.set(k, [...(waiting.get(k) ?? []), from]);
  });
  after.forEach((item, to) => {
    const from = waiting.get(key(item))?.shift();
    if (from !== undefined) {
      taken.add(from);
      match.set(to, from);
    }
  });
  after.forEach((item, to) => {
    if (match.has(to)) return;
    let best = -1;
    let score = 0;
    before.forEach((other, from) => {
      if (taken.has(from)) return;
      const s = likeness(other, item);
      if (s > score || (s === score && s > 0 && Math.abs(from - to) < Math.abs(best - to))) {
        best = from;
        score = s;
      }
    });
    if (best >= 0) {
      taken.add(best);
      match.set(to, best);
    }
  });
  const ordered = [...match].sort((a, b) => a[0] - b[0]);
  const kept = longestIncreasing(ordered.map(([, from]) => from));
  return {
    pairs: ordered.map(([to, from], i) => ({ from, to, moved: !kept.has(i) })),
    removed: before.map((_, i) => i).filter((i) => !taken.has(i)),
    added: after.map((_, i) => i).filter((i) => !match.has(i)),
  };
}

/** The indices of one longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  values.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((values[tails[mid] as number] as number) < value) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? (tails[lo - 1] as number) : -1;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length > 0 ? (tails[tails.length - 1] as number) : -1; i >= 0; i = previous[i] as number)
    kept.add(i);
  return kept;
}

class DiffWriter {
  readonly changes: Change[] = [];
  private readonly beforeFiles: Map<string, VersionFile>;
  private readonly afterFiles: Map<string, VersionFile>;
  /** The places' words: the back office's English, or a gallery's language in its emails. */
  readonly t: Translator;

  constructor(before: VersionContent, after: VersionContent, t: Translator) {
    this.t = t;
    this.beforeFiles = new Map(before.files.map((f) => [f.record_path, f]));
    this.afterFiles = new Map(after.files.map((f) => [f.record_path, f]));
  }

  fileBefore = (path: string) => this.beforeFiles.get(path);
  fileAfter = (path: string) => this.afterFiles.get(path);

  text(at: Place, name: string, before: string, after: string): void {
    if (before === after) return;
    const words = VALUE_WORDS[name];
    this.changes.push({
      ...at,
      kind: "text",
      before: words?.[before] ?? before,
      after: words?.[after] ?? after,
      long: isLong(at.path),
    });
  }

  /** Every text field of a record (files aside), `from` and `to` being the record's two versions. */
  fields<T extends object>(
    at: (name: string) => Place,
    from: T | undefined,
    to: T | undefined,
    skip: readonly string[] = [],
  ): void {
    const value = (t: T | undefined, name: string) => {
      const v = t ? (t as Record<string, unknown>)[name] : "";
      return typeof v === "boolean" ? (v ? "Yes" : "No") : typeof v === "string" ? v : undefined;
    };
    for (const name of Object.keys((to ?? from) as object)) {
      if (skip.includes(name) || name === "filename" || name === "size") continue;
      const before = value(from, name);
      const after = value(to, name);
      if (before !== undefined && after !== undefined && before !== after) this.text(at(name), name, before, after);
    }
  }

  /** The file of a record that holds one (an artwork's image, a gallery picture). */
  recordFile(at: () => Place, beforePath: string | undefined, afterPath: string | undefined): void {
    const before = beforePath === undefined ? undefined : this.fileBefore(beforePath);
    const after = afterPath === undefined ? undefined : this.fileAfter(afterPath);
    if (before?.id === after?.id) return;
    const place = at();
    if (before && after) this.changes.push({ ...place, kind: "file", change: "replaced", before, after });
    else if (after) this.changes.push({ ...place, kind: "file", change: "added", after });
    else if (before) this.changes.push({ ...place, kind: "file", change: "removed", before });
  }

  /** A list of files (renderings, additional files, proof): by id, a removal and an addition paired as a replacement. */
  fileList(place: Place, prefix: string, countBefore: number, countAfter: number): void {
    const list = (get: (p: string) => VersionFile | undefined, n: number) =>
      Array.from({ length: n }, (_, i) => get(`${prefix}.${i}`)).filter((f): f is VersionFile => f !== undefined);
    const before = list(this.fileBefore, countBefore);
    const after = list(this.fileAfter, countAfter);
    const afterIds = new Set(after.map((f) => f.id));
    const beforeIds = new Set(before.map((f) => f.id));
    const removed = before.filter((f) => !afterIds.has(f.id));
    const added = after.filter((f) => !beforeIds.has(f.id));
    const paired = Math.min(removed.length, added.length);
    for (let i = 0; i < paired; i++)
      this.changes.push({
        ...place,
        path: (added[i] as VersionFile).record_path,
        kind: "file",
        change: "replaced",
        before: removed[i] as VersionFile,
        after: added[i] as VersionFile,
      });
    for (const f of removed.slice(paired))
      this.changes.push({ ...place, path: f.record_path, kind: "file", change: "removed", before: f });
    for (const f of added.slice(paired))
      this.changes.push({ ...place, path: f.record_path, kind: "file", change: "added", after: f });
  }
}

/** The section of the form's top fields (edition, sector, choice): the back office's word. */
const TOP = "Application";

const place = (path: string, section: string, fieldLabelText: string): Place => ({
  path,
  section,
  label: fieldLabelText,
});

function diffArtworks(
  w: DiffWriter,
  section: string,
  artistPathBefore: string,
  artistPathAfter: string,
  before: readonly Artwork[],
  after: readonly Artwork[],
): void {
  const fileId = (path: string, get: (p: string) => VersionFile | undefined) => get(path)?.id ?? "";
  const idBefore = (i: number) => fileId(`${artistPathBefore}.artworks.${i}`, w.fileBefore);
  const idAfter = (i: number) => fileId(`${artistPathAfter}.artworks.${i}`, w.fileAfter);
  const indexed = <T>(items: readonly T[]) => items.map((item, i) => ({ item, i }));
  const { pairs, removed, added } = align(
    indexed(before).map(({ item, i }) => ({ item, id: idBefore(i) })),
    indexed(after).map(({ item, i }) => ({ item, id: idAfter(i) })),
    ({ item }) => normal(item.title),
    (a, b) =>
      (a.id && a.id === b.id ? 2 : 0) + (normal(a.item.meta) && normal(a.item.meta) === normal(b.item.meta) ? 1 : 0),
  );
  const { t } = w;
  const artworkPlace = (path: string, n: number, title: string, name?: string) => {
    const artwork = named(t, t.t("form.artworkHeading", { m: n }), title.trim());
    return place(
      name ? `${path}.${name}` : path,
      section,
      name === undefined
        ? artwork
        : t.t("form.fieldOf", { record: artwork, field: label(t, "artists.#.artworks.#", name) }),
    );
  };
  for (const { from, to, moved } of pairs) {
    const a = before[from] as Artwork;
    const b = after[to] as Artwork;
    const path = `${artistPathAfter}.artworks.${to}`;
    if (moved) w.changes.push({ ...artworkPlace(path, to + 1, b.title), kind: "moved", from: from + 1, to: to + 1 });
    w.fields((name) => artworkPlace(path, to + 1, b.title, name), a, b);
    w.recordFile(() => artworkPlace(path, to + 1, b.title, "filename"), `${artistPathBefore}.artworks.${from}`, path);
  }
  for (const from of removed) {
    const a = before[from] as Artwork;
    const path = `${artistPathBefore}.artworks.${from}`;
    w.changes.push({ ...artworkPlace(path, from + 1, a.title), kind: "removed" });
    w.fields((name) => artworkPlace(path, from + 1, a.title, name), a, undefined);
    w.recordFile(() => artworkPlace(path, from + 1, a.title, "filename"), path, undefined);
  }
  for (const to of added) {
    const b = after[to] as Artwork;
    const path = `${artistPathAfter}.artworks.${to}`;
    w.changes.push({ ...artworkPlace(path, to + 1, b.title), kind: "added" });
    w.fields((name) => artworkPlace(path, to + 1, b.title, name), undefined, b);
    w.recordFile(() => artworkPlace(path, to + 1, b.title, "filename"), undefined, path);
  }
}

function diffArtists(w: DiffWriter, before: readonly Artist[], after: readonly Artist[]): void {
  const shared = (x: string, y: string) => (normal(x) && normal(x) === normal(y) ? 1 : 0);
  const { pairs, removed, added } = align(
    before,
    after,
    (a) => normal(artistName(a)),
    (a, b) => shared(a.first_name, b.first_name) + shared(a.last_name, b.last_name) + shared(a.bio, b.bio),
  );
  const { t } = w;
  const sectionOf = (n: number, a: Artist) => named(t, t.t("form.artistHeading", { n }), artistName(a));
  const field = (path: string, section: string) => (name: string) =>
    place(`${path}.${name}`, section, label(t, "artists.#", name));
  for (const { from, to, moved } of pairs) {
    const a = before[from] as Artist;
    const b = after[to] as Artist;
    const section = sectionOf(to + 1, b);
    if (moved)
      w.changes.push({ ...place(`artists.${to}`, section, section), kind: "moved", from: from + 1, to: to + 1 });
    w.fields(field(`artists.${to}`, section), a, b, ["artworks"]);
    diffArtworks(w, section, `artists.${from}`, `artists.${to}`, a.artworks, b.artworks);
  }
  for (const from of removed) {
    const a = before[from] as Artist;
    const section = sectionOf(from + 1, a);
    w.changes.push({ ...place(`artists.${from}`, section, section), kind: "removed" });
    w.fields(field(`artists.${from}`, section), a, undefined, ["artworks"]);
    diffArtworks(w, section, `artists.${from}`, `artists.${from}`, a.artworks, []);
  }
  for (const to of added) {
    const b = after[to] as Artist;
    const section = sectionOf(to + 1, b);
    w.changes.push({ ...place(`artists.${to}`, section, section), kind: "added" });
    w.fields(field(`artists.${to}`, section), undefined, b, ["artworks"]);
    diffArtworks(w, section, `artists.${to}`, `artists.${to}`, [], b.artworks);
  }
}

function diffPictures(w: DiffWriter, before: readonly GalleryPicture[], after: readonly GalleryPicture[]): void {
  const idBefore = (i: number) => w.fileBefore(`gallery.pictures.${i}`)?.id ?? "";
  const idAfter = (i: number) => w.fileAfter(`gallery.pictures.${i}`)?.id ?? "";
  const { pairs, removed, added } = align(
    before.map((item, i) => ({ item, id: idBefore(i) })),
    after.map((item, i) => ({ item, id: idAfter(i) })),
    ({ id }) => id,
    (a, b) =>
      (normal(a.item.exhibition_title) && normal(a.item.exhibition_title) === normal(b.item.exhibition_title) ? 2 : 0) +
      (normal(a.item.artists) && normal(a.item.artists) === normal(b.item.artists) ? 1 : 0),
  );
  const { t } = w;
  const picturePlace = (i: number, p: GalleryPicture, name?: string) => {
    const what = named(t, t.t("form.galleryPictureHeading", { n: i + 1 }), p.exhibition_title.trim());
    return place(
      name ? `gallery.pictures.${i}.${name}` : `gallery.pictures.${i}`,
      t.t("form.sectionGallery"),
      name === undefined ? what : t.t("form.fieldOf", { record: what, field: label(t, "gallery.pictures.#", name) }),
    );
  };
  for (const { from, to, moved } of pairs) {
    const a = before[from] as GalleryPicture;
    const b = after[to] as GalleryPicture;
    if (moved) w.changes.push({ ...picturePlace(to, b), kind: "moved", from: from + 1, to: to + 1 });
    w.fields((name) => picturePlace(to, b, name), a, b);
    w.recordFile(() => picturePlace(to, b, "filename"), `gallery.pictures.${from}`, `gallery.pictures.${to}`);
  }
  for (const from of removed) {
    const a = before[from] as GalleryPicture;
    w.changes.push({ ...picturePlace(from, a), kind: "removed" });
    w.fields((name) => picturePlace(from, a, name), a, undefined);
    w.recordFile(() => picturePlace(from, a, "filename"), `gallery.pictures.${from}`, undefined);
  }
  for (const to of added) {
    const b = after[to] as GalleryPicture;
    w.changes.push({ ...picturePlace(to, b), kind: "added" });
    w.fields((name) => picturePlace(to, b, name), undefined, b);
    w.recordFile(() => picturePlace(to, b, "filename"), undefined, `gallery.pictures.${to}`);
  }
}

/**
 * The changes from `before` to `after`, texts and files, in the form's order. `secretsChanged`: the tax details kept
 * only in the current version that this change altered (noted when it was stored). The places are in `t`'s words.
 */
export function diffVersions(
  before: VersionContent,
  after: VersionContent,
  secretsChanged: readonly string[] = [],
  t: Translator = ENGLISH,
): Change[] {
  const w = new DiffWriter(before, after, t);
  const a = before.form;
  const b = after.form;
  // "Application" is never shown: a field of the form's top is named alone (fieldWords).
  w.fields((name) => place(name, TOP, label(t, "", name)), a, b, ["proposal", "artists", "gallery", "tax", "proof"]);
  const proposal = (name: string) => place(`proposal.${name}`, t.t("form.sectionProposal"), label(t, "proposal", name));
  w.fields(proposal, a.proposal, b.proposal, ["rendering"]);
  w.fileList(proposal("rendering"), "proposal.rendering", a.proposal.rendering.length, b.proposal.rendering.length);
  diffArtists(w, a.artists, b.artists);
  const gallery = (name: string) => place(`gallery.${name}`, t.t("form.sectionGallery"), label(t, "gallery", name));
  w.fields(gallery, a.gallery, b.gallery, ["pictures", "additional"]);
  diffPictures(w, a.gallery.pictures, b.gallery.pictures);
  w.fileList(gallery("additional"), "gallery.additional", a.gallery.additional.length, b.gallery.additional.length);
  const tax = (name: string) => place(`tax.${name}`, t.t("mail.changeSectionTax"), label(t, "tax", name));
  w.fields(tax, a.tax, b.tax, SECRET_TAX_FIELDS);
  for (const name of SECRET_TAX_FIELDS)
    if (secretsChanged.includes(name)) w.changes.push({ ...tax(name), kind: "unkept" });
  const proof = t.t("form.proofDocuments");
  w.fileList(place("proof", proof, proof), "proof", a.proof.length, b.proof.length);
  return w.changes;
}

/** The words of a change's place: "Gallery, Website", "Artist 2 (Ana Lima), Biography", "Proof documents". */
export function fieldWords(p: Place, t: Translator = ENGLISH): string {
  return p.section === p.label || p.section === TOP
    ? p.label
    : t.t("form.fieldOf", { record: p.section, field: p.label });
}
