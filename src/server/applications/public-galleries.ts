/**
 * What the public gallery pages show, read from the stored applications. Only accepted applications
 * are public, and only once their edition's decisions are released (an edition without a row is
 * taken as released, as before editions had the switch).
 */
import type { ExpressionBuilder } from "kysely";
import { ACCEPTED } from "../../shared/statuses.ts";
import type { Db } from "../store/database.ts";
import type { Database } from "../store/schema.ts";

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
  slug: string;
  name: string;
  edition: string;
  locations: string[];
  website: string;
  highlights: string;
  pictures: ExhibitionPicture[];
}

/** For a query joined to `editions` by a left join: the decisions are out. */
const released = (eb: ExpressionBuilder<Database & { editions: Database["editions"] }, "editions">) =>
  eb.or([eb("editions.decisions_released", "is", null), eb("editions.decisions_released", "=", 1)]);

const PICTURE_PATH = /^gallery\.pictures\.(\d+)$/;

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Sorted in JavaScript: SQLite and PostgreSQL collate differently, the list must not. */
const byName = (a: { name: string; slug: string }, b: { name: string; slug: string }) =>
  a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.slug.localeCompare(b.slug);

/** The edition's accepted galleries in name order, each with its first exhibition picture. */
export async function listAcceptedGalleries(db: Db, edition: string): Promise<GalleryListing[]> {
  const [galleries, files] = await Promise.all([
    db
      .selectFrom("applications")
      .leftJoin("editions", "editions.slug", "applications.edition")
      .select(["applications.id", "applications.slug", "applications.gallery_name", "applications.gallery_locations"])
      .where("applications.edition", "=", edition)
      .where("applications.status", "=", ACCEPTED)
      .where("applications.slug", "is not", null)
      .where(released)
      .execute(),
    db
      .selectFrom("files")
      .innerJoin("applications", "applications.id", "files.application_id")
      .leftJoin("editions", "editions.slug", "applications.edition")
      .select(["files.id", "files.application_id", "files.record_path", "files.storage_key"])
      .where("applications.edition", "=", edition)
      .where("applications.status", "=", ACCEPTED)
      .where(released)
      .where("files.record_path", "like", "gallery.pictures.%")
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
    .sort(byName);
}

export async function findAcceptedGallery(db: Db, slug: string): Promise<GalleryPage | undefined> {
  const gallery = await db
    .selectFrom("applications")
    .leftJoin("editions", "editions.slug", "applications.edition")
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
    .where("applications.status", "=", ACCEPTED)
    .where(released)
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

/** The public picture file, if it is an exhibition picture of an accepted application; never any other upload. */
export async function findPublicPicture(db: Db, fileId: string): Promise<PictureFileRef | undefined> {
  const file = await db
    .selectFrom("files")
    .innerJoin("applications", "applications.id", "files.application_id")
    // An edition the admins keep off the public pages keeps its pictures off too (issue 10).
    .leftJoin("editions", "editions.slug", "applications.edition")
    .select(["files.id", "files.record_path", "files.storage_key"])
    .where("files.id", "=", fileId)
    .where("applications.status", "=", ACCEPTED)
    .where((eb) => eb.or([eb("editions.public", "is", null), eb("editions.public", "=", 1)]))
    .where(released)
    .executeTakeFirst();
  if (!file || !PICTURE_PATH.test(file.record_path)) return undefined;
  return { fileId: file.id, storageKey: file.storage_key };
}

/** How many galleries each edition has announced (accepted, with a public address): the same rule as the list. */
export async function countAcceptedGalleries(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("applications")
    .leftJoin("editions", "editions.slug", "applications.edition")
    .select((eb) => ["applications.edition", eb.fn.countAll<number>().as("n")])
    .where("applications.status", "=", ACCEPTED)
    .where("applications.slug", "is not", null)
    .where(released)
    .groupBy("applications.edition")
    .execute();
  return new Map(rows.map((row) => [row.edition, Number(row.n)]));
}
