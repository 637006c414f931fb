/**
 * The rule book, the public's side: a gallery, its page, its pictures and its booth on the floor
 * plan are public only while it is accepted, its edition is public and the edition's decisions are
 * released. An edition without a row (stored before editions had the switches) counts as public and
 * released, as it did then.
 */
import { type RawBuilder, type SqlBool, sql } from "kysely";
import type { EditionTable } from "../store/schema.ts";

const ACCEPTED = "accepted";

/** What the rules read of an edition; undefined: no row. */
export type EditionFacts = Pick<EditionTable, "public" | "decisions_released"> | undefined;

/** The admins keep the edition's public pages on (its list, galleries, pictures and floor plan). */
export function editionIsPublic(edition: EditionFacts): boolean {
  return edition === undefined || Number(edition.public) === 1;
}

/** The galleries hear their decisions, the letters may go out, the accepted ones may be named. */
export function decisionsReleased(edition: EditionFacts): boolean {
  return edition === undefined || Number(edition.decisions_released) === 1;
}

export interface GalleryFacts {
  status: string;
  edition: EditionFacts;
}

/** The gallery's page, its place in the list, its booth named on the floor plan. */
export function galleryIsPublic(facts: GalleryFacts): boolean {
  return facts.status === ACCEPTED && editionIsPublic(facts.edition) && decisionsReleased(facts.edition);
}

/**
 * galleryIsPublic as a condition on `applications` (or an alias) in any query over it, without a
 * join: no row of its edition keeps it off.
 */
export function galleryIsPublicSql(applications = "applications"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${applications}.status`)} = ${ACCEPTED} and not exists (select 1 from editions as policy_edition where policy_edition.slug = ${sql.ref(`${applications}.edition`)} and (policy_edition.public <> 1 or policy_edition.decisions_released <> 1)))`;
}

/** Where the exhibition pictures' files are recorded (`gallery.pictures.<n>`, the server's own paths). */
const EXHIBITION_PICTURES = "gallery.pictures.";

/** Of a public gallery's uploads only its exhibition pictures are public; never any other file. */
export function pictureIsPublic(facts: GalleryFacts & { recordPath: string }): boolean {
  return galleryIsPublic(facts) && facts.recordPath.startsWith(EXHIBITION_PICTURES);
}

/** pictureIsPublic over `files` joined to `applications` (or their aliases). */
export function pictureIsPublicSql(files = "files", applications = "applications"): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${galleryIsPublicSql(applications)} and ${sql.ref(`${files}.record_path`)} like ${`${EXHIBITION_PICTURES}%`})`;
}
