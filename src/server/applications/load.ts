/** Reads a stored application back as the form it came from, with its files' records. */
import type { ApplicationForm } from "../../shared/application.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../shared/i18n/languages.ts";
import { type Db, keyringOf } from "../store/database.ts";
import type { StoredFile } from "./stored-file.ts";
import { decryptTax } from "./tax-secrets.ts";

/** A stored file with the id that names it in addresses (`/admin/files/<id>`). */
export interface LoadedFile extends StoredFile {
  id: string;
}

export interface StoredApplication {
  id: string;
  status: string;
  /** Set once accepted: the public page is /ecosystem/<slug>. */
  slug: string | null;
  submittedAt: number;
  /** 1 as first sent; a correction before the deadline adds one. */
  version: number;
  /** When the latest correction was stored; null when never changed. */
  changedAt: number | null;
  /** The Idempotency-Key of the correction that made this version (null when none was sent). */
  changeKey: string | null;
  /** The language it was sent in: its status page and emails speak it (English when stored otherwise). */
  language: Language;
  form: ApplicationForm;
  files: LoadedFile[];
}

export async function loadApplication(db: Db, id: string): Promise<StoredApplication | undefined> {
  const app = await db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
  if (!app) return undefined;
  const [artists, artworks, pictures, files] = await Promise.all([
    db.selectFrom("artists").selectAll().where("application_id", "=", id).orderBy("position").execute(),
    db
      .selectFrom("artworks")
      .selectAll()
      .where("application_id", "=", id)
      .orderBy("artist_position")
      .orderBy("position")
      .execute(),
    db.selectFrom("gallery_pictures").selectAll().where("application_id", "=", id).orderBy("position").execute(),
    db.selectFrom("files").selectAll().where("application_id", "=", id).execute(),
  ]);
  const fileAt = new Map(files.map((f) => [f.record_path, f]));
  const record = (path: string) => {
    const f = fileAt.get(path);
    return { filename: f?.original_name ?? "", size: f?.size ?? 0 };
  };
  // One pass over the files and the artworks: a 50 × 50 application has 2,500 of each.
  const lists = new Map<string, { index: number; file: (typeof files)[number] }[]>();
  for (const f of files) {
    const cut = f.record_path.lastIndexOf(".");
    const index = Number(f.record_path.slice(cut + 1));
    if (!Number.isInteger(index)) continue;
    const prefix = f.record_path.slice(0, cut);
    const entries = lists.get(prefix) ?? [];
    entries.push({ index, file: f });
    lists.set(prefix, entries);
  }
  const list = (prefix: string) =>
    (lists.get(prefix) ?? [])
      .sort((a, b) => a.index - b.index)
      .map(({ file }) => ({ filename: file.original_name, size: file.size }));
  const artworksOf = new Map<number, typeof artworks>();
  for (const w of artworks) {
    const own = artworksOf.get(w.artist_position) ?? [];
    own.push(w);
    artworksOf.set(w.artist_position, own);
  }
  const form: ApplicationForm = {
    edition: app.edition,
    choice: app.choice as ApplicationForm["choice"],
    sector: app.sector,
    proposal: {
      booth: app.booth as ApplicationForm["proposal"]["booth"],
      pitch: app.pitch,
      mentorship: app.mentorship === 1,
      concept: app.concept,
      rendering: list("proposal.rendering"),
    },
    artists: artists.map((a) => ({
      first_name: a.first_name,
      last_name: a.last_name,
      nationality: a.nationality,
      born: a.born === null ? "" : String(a.born),
      bio: a.bio,
      artworks: (artworksOf.get(a.position) ?? []).map((w) => ({
        title: w.title,
        meta: w.meta,
        presented: w.presented as "present" | "similar",
        ...record(`artists.${a.position}.artworks.${w.position}`),
      })),
    })),
    gallery: {
      name: app.gallery_name,
      year_founded: String(app.gallery_year_founded),
      locations: app.gallery_locations,
      founders: app.gallery_founders,
      contact: app.gallery_contact,
      email: app.gallery_email,
      website: app.gallery_website,
      social_media: app.gallery_social_media,
      highlights: app.gallery_highlights,
      fairs: app.gallery_fairs,
      pictures: pictures.map((p) => ({
        exhibition_title: p.exhibition_title,
        artists: p.artists,
        year: String(p.year),
        ...record(`gallery.pictures.${p.position}`),
      })),
      additional: list("gallery.additional"),
    },
    tax: (() => {
      const secret = decryptTax(keyringOf(db), app);
      return {
        company: app.tax_company,
        address: app.tax_address,
        country: app.tax_country,
        number: secret.number,
        contact: app.tax_contact,
        email: secret.email,
        phone: secret.phone,
      };
    })(),
    proof: list("proof"),
  };
  return {
    id: app.id,
    status: app.status,
    slug: app.slug,
    submittedAt: app.submitted_at,
    version: Number(app.version),
    changedAt: app.changed_at === null ? null : Number(app.changed_at),
    changeKey: app.change_key,
    language: storedLanguage(app.language),
    form,
    files: files.map((f) => ({
      id: f.id,
      recordPath: f.record_path,
      originalName: f.original_name,
      size: f.size,
      contentType: f.content_type,
      sha256: f.sha256,
      storageKey: f.storage_key,
      activeContent: Number(f.active_content) === 1,
    })),
  };
}

/** An application's stored language; a code no catalog has any more (a language removed) reads as English. */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
