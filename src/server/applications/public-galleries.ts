/**
 * What the public gallery pages show, read from the stored applications. Which galleries and
 * pictures are public is the rule book's (policy/public.ts: accepted, the edition public and its
 * decisions released); every query here asks its SQL twin.
 */
import { type Language, languageTag } from "../../shared/i18n/languages.ts";
import { galleryIsPublicSql, pictureIsPublicSql } from "../policy/public.ts";
import type { Db } from "../store/database.ts";

/** A stored gallery picture file; `fileId` names it in public addresses, `storageKey` in the file store. */
export interface PictureFileRef {
  fileId: string;
  storageKey: string;
}

export interface GalleryListing {
  slug: string;
  name: string;
  city: string;
  picture: PictureFileRef | undefined;
}

export interface ExhibitionPicture extends PictureFileRef {
  exhibitionTitle: string;
  artists: string;
  year: number;
}

export interface GalleryPage {
  /** The application's id: where its booth is looked up, never shown. */
  applicationId: string;
  slug: string;
  name: string;
  edition: string;
  locations: string[];
  website: string;
  highlights: string;
  pictures: ExhibitionPicture[];
}

const PICTURE_PATH = /^gallery\.pictures\.(\d+)$/;

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const collators = new Map<Language, Intl.Collator>();

/**
 * Sorted in JavaScript: SQLite and PostgreSQL collate differently, the list must not. In the
 * reader's language: a Chinese reader looks names up by their pinyin, a Spanish one finds ñ after n.
 */
function byNameIn(language: Language) {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(languageTag(language), { sensitivity: "base" });
    collators.set(language, collator);
  }
  const { compare } = collator;
  return (a: { name: string; slug: string }, b: { name: string; slug: string }) =>
    compare(a.name, b.name) || a.slug.localeCompare(b.slug);
}

/** The edition's public galleries in the reader's name order, each with its first exhibition picture. */
export async function listAcceptedGalleries(db: Db, edition: string, language: Language): Promise<GalleryListing[]> {
  const [galleries, files] = await Promise.all([
    db
      .selectFrom("applications")
      .select(["applications.id", "applications.slug", "applications.gallery_name", "applications.gallery_locations"])
      .where("applications.edition", "=", edition)
      .where("applications.slug", "is not", null)
      .where(galleryIsPublicSql())
      .execute(),
    db
      .selectFrom("files")
      .innerJoin("applications", "applications.id", "files.application_id")
      .select(["files.id", "files.application_id", "files.record_path", "files.storage_key"])
      .where("applications.edition", "=", edition)
      .where(pictureIsPublicSql())
      .execute(),
  ]);
  const first = new Map<string, { position: number; picture: PictureFileRef }>();
  for (const file of files) {
    const position = Number(PICTURE_PATH.exec(file.record_path)?.[1] ?? Number.NaN);
    if (Number.isNaN(position)) continue;
    const known = first.get(file.application_id);
    if (!known || position < known.position)
      first.set(file.application_id, { position, picture: { fileId: file.id, storageKey: file.storage_key } });
  }
  return galleries
    .map((g) => ({
      slug: g.slug as string,
      name: g.gallery_name,
      city: lines(g.gallery_locations)[0] ?? "",
      picture: first.get(g.id)?.picture,
    }))
    .sort(byNameIn(language));
}

/** The address now of a public gallery that had this one before (migration 342); undefined for any other. */
export async function movedGallery(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("gallery_addresses")
    .innerJoin("applications", "applications.id", "gallery_addresses.application_id")
    .select("applications.slug")
    .where("gallery_addresses.slug", "=", slug)
    .where(galleryIsPublicSql())
    .executeTakeFirst();
  return row?.slug ?? undefined;
}

export async function findAcceptedGallery(db: Db, slug: string): Promise<GalleryPage | undefined> {
  const gallery = await db
    .selectFrom("applications")
    .select([
      "applications.id",
      "applications.slug",
      "applications.edition",
      "applications.gallery_name",
      "applications.gallery_locations",
      "applications.gallery_website",
      "applications.gallery_highlights",
    ])
    .where("applications.slug", "=", slug)
    .where(galleryIsPublicSql())
    .executeTakeFirst();
  if (!gallery) return undefined;
  const [pictures, files] = await Promise.all([
    db
      .selectFrom("gallery_pictures")
      .select(["position", "exhibition_title", "artists", "year"])
      .where("application_id", "=", gallery.id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("files")
      .select(["id", "record_path", "storage_key"])
      .where("application_id", "=", gallery.id)
      .where("record_path", "like", "gallery.pictures.%")
      .execute(),
  ]);
  const fileAt = new Map(files.map((f) => [f.record_path, f]));
  return {
    applicationId: gallery.id,
    slug,
    name: gallery.gallery_name,
    edition: gallery.edition,
    locations: lines(gallery.gallery_locations),
    website: gallery.gallery_website.trim(),
    highlights: gallery.gallery_highlights.trim(),
    pictures: pictures.flatMap((p) => {
      const file = fileAt.get(`gallery.pictures.${p.position}`);
      if (!file) return [];
      return [
        {
          fileId: file.id,
          storageKey: file.storage_key,
          exhibitionTitle: p.exhibition_title,
          artists: p.artists,
          year: p.year,
        },
      ];
    }),
  };
}

/** The public picture file, if it is an exhibition picture of a public gallery; never any other upload. */
export async function findPublicPicture(db: Db, fileId: string): Promise<PictureFileRef | undefined> {
  const file = await db
    .selectFrom("files")
    .innerJoin("applications", "applications.id", "files.application_id")
    .select(["files.id", "files.storage_key"])
    .where("files.id", "=", fileId)
    .where(pictureIsPublicSql())
    .executeTakeFirst();
  return file && { fileId: file.id, storageKey: file.storage_key };
}

/** How many galleries each edition has announced (public, with a public address): the same rule as the list. */
export async function countAcceptedGalleries(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("applications")
    .select((eb) => ["applications.edition", eb.fn.countAll<number>().as("n")])
    .where("applications.slug", "is not", null)
    .where(galleryIsPublicSql())
    .groupBy("applications.edition")
    .execute();
  return new Map(rows.map((row) => [row.edition, Number(row.n)]));
}
