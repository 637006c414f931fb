/**
 * The back office's list of applications: filters, text search, sort and pages in the database.
 * `filteredApplications` is the one place the filters live, and joins what the review visibility
 * rule (reviews/visibility.ts) needs to know about the member looking; the review columns and their
 * sorts give only what she may see.
 */
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, sql } from "kysely";
import { allEditions, editionJson } from "../editions/editions.ts";
import { formChoice, formEditionOf } from "../editions/form-edition.ts";
import { round2 } from "../reviews/scores.ts";
import { mayOpenSql, type Viewer, visibleToViewer } from "../reviews/visibility.ts";
import type { Db } from "../store/database.ts";
import { isPostgres } from "../store/dialect.ts";
import type { Database } from "../store/schema.ts";
import { matchesSearch } from "./search-index.ts";

type Applications = ExpressionBuilder<Database, "applications">;

/** A platform application has no booth, whatever the form held before the choice changed. */
const boothOf = (eb: Applications) =>
  eb.case().when("applications.choice", "=", "platform").then(sql.lit("")).else(eb.ref("applications.booth")).end();

/**
 * Sortable columns of the list by their key in `?sort=`. Booths sort by size, not by name. The
 * review columns sort by what the viewer may see: a value hidden from her sorts as missing.
 */
export const SORT_COLUMNS = {
  gallery: (eb: Applications) => eb.ref("applications.gallery_sort"),
  choice: (eb: Applications) => eb.ref("applications.choice"),
  booth: (eb: Applications) =>
    eb
      .case(boothOf(eb))
      .when(sql.lit("small"))
      .then(sql.lit(1))
      .when(sql.lit("medium"))
      .then(sql.lit(2))
      .when(sql.lit("large"))
      .then(sql.lit(3))
      .else(sql.lit(0))
      .end(),
  artists: (eb: Applications) => eb.ref("applications.artist_count"),
  artworks: (eb: Applications) => eb.ref("applications.artwork_count"),
  submitted_at: (eb: Applications) => eb.ref("applications.submitted_at"),
  status: (eb: Applications) => eb.ref("applications.status"),
  reviews: (eb: Applications, viewer: Viewer) => visibleToViewer(viewer, eb.ref("applications.review_count")),
  average: (eb: Applications, viewer: Viewer) => visibleToViewer(viewer, eb.ref("applications.review_average")),
  // The viewer's own review, joined as `mine` by filteredApplications.
  my_score: (_eb: Applications, _viewer: Viewer) => sql<number | null>`mine.score`,
} satisfies Record<string, (eb: Applications, viewer: Viewer) => Expression<unknown>>;

export type SortKey = keyof typeof SORT_COLUMNS;

export interface StaffListFilter {
  edition: string;
  status?: string | undefined;
  choice?: string | undefined;
  booth?: string | undefined;
  mentorship?: boolean | undefined;
  q?: string | undefined;
  /** The member looking: "my score" and "not reviewed by me" are hers, and what she may see of the reviews. */
  viewer: Viewer;
  reviewedByMe?: boolean | undefined;
}

export interface StaffListOrder {
  sort: SortKey;
  descending: boolean;
}

export interface StaffListRow {
  id: string;
  gallery: string;
  choice: string;
  /** "small" | "medium" | "large", or "" for the platform. */
  booth: string;
  status: string;
  /** ISO 8601, UTC. */
  submitted_at: string;
  artists: number;
  artworks: number;
  edition: string;
  mentorship: boolean;
  /** Null while the viewer may not see the others' reviews (reviews/visibility.ts). */
  reviews: number | null;
  /** Mean of the reviews' scores (each the mean over the visible criteria), 2 decimals; null as `reviews`. */
  average: number | null;
  my_score: number | null;
}

export interface StaffListPage {
  items: StaffListRow[];
  total: number;
  page: number;
  pages: number;
}

/** The applications that pass the filter and the search, before any columns are chosen. */
export function filteredApplications(db: Db, filter: StaffListFilter) {
  const search = filter.q ? matchesSearch(db, filter.q) : undefined;
  // SQLite cannot tell how few rows a search finds and would read the whole edition; the unary
  // plus hides the edition's indexes, so it looks the matches up by id (12 ms → 0.8 ms at 5,000).
  const edition = search && !isPostgres(db) ? sql<string>`+applications.edition` : sql<string>`applications.edition`;
  let query = db
    .selectFrom("applications")
    .leftJoin("reviews as mine", (join) =>
      join.onRef("mine.application_id", "=", "applications.id").on("mine.staff_id", "=", filter.viewer.id),
    )
    .leftJoin("review_conflicts as my_conflict", (join) =>
      join
        .onRef("my_conflict.application_id", "=", "applications.id")
        .on("my_conflict.staff_id", "=", filter.viewer.id),
    )
    .where(edition, "=", filter.edition)
    // In an edition reviewed in "assigned" mode, a reviewer's list holds what she may open (reviews/visibility.ts).
    .where((eb) => mayOpenSql(eb, filter.viewer));
  if (filter.reviewedByMe !== undefined)
    query = query.where("mine.staff_id", filter.reviewedByMe ? "is not" : "is", null);
  if (filter.status) query = query.where("applications.status", "=", filter.status);
  if (filter.choice) query = query.where("applications.choice", "=", filter.choice);
  if (filter.booth)
    query = query.where("applications.choice", "<>", "platform").where("applications.booth", "=", filter.booth);
  if (filter.mentorship !== undefined) query = query.where("applications.mentorship", "=", filter.mentorship ? 1 : 0);
  if (search) query = query.where(search);
  return query;
}

type Listed = Database & { mine: Database["reviews"]; my_conflict: Database["review_conflicts"] };

export function ordered<O>(
  query: SelectQueryBuilder<Listed, "applications" | "mine" | "my_conflict", O>,
  order: StaffListOrder,
  viewer: Viewer,
) {
  const direction = order.descending ? "desc" : "asc";
  // The id breaks ties, so pages and previous/next never skip or repeat a row. Missing scores
  // count as the lowest on both databases (PostgreSQL would otherwise put them highest).
  return query
    .orderBy(
      (eb) => SORT_COLUMNS[order.sort](eb as unknown as Applications, viewer),
      (ob) => (order.descending ? ob.desc().nullsLast() : ob.asc().nullsFirst()),
    )
    .orderBy("applications.id", direction);
}

export async function listForStaff(
  db: Db,
  filter: StaffListFilter,
  order: StaffListOrder,
  page: number,
  perPage: number,
): Promise<StaffListPage> {
  const base = filteredApplications(db, filter);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    ordered(
      base.select((eb) => [
        "applications.id",
        "applications.gallery_name",
        "applications.choice",
        boothOf(eb).as("booth"),
        "applications.status",
        "applications.submitted_at",
        "applications.artist_count",
        "applications.artwork_count",
        "applications.edition",
        "applications.mentorship",
        visibleToViewer(filter.viewer, eb.ref("applications.review_count")).as("review_count"),
        visibleToViewer(filter.viewer, eb.ref("applications.review_average")).as("review_average"),
        "mine.score as my_score",
      ]),
      order,
      filter.viewer,
    )
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted.total);
  return {
    items: rows.map((row) => ({
      id: row.id,
      gallery: row.gallery_name,
      choice: row.choice,
      booth: String(row.booth ?? ""),
      status: row.status,
      submitted_at: new Date(Number(row.submitted_at)).toISOString(),
      artists: Number(row.artist_count),
      artworks: Number(row.artwork_count),
      edition: row.edition,
      mentorship: Number(row.mentorship) === 1,
      reviews: row.review_count === null ? null : Number(row.review_count),
      average: round2(row.review_average),
      my_score: round2(row.my_score),
    })),
    total,
    page,
    pages: Math.ceil(total / perPage),
  };
}

export interface Neighbours {
  previous: string | null;
  next: string | null;
  /** 1-based place of the application in the filtered, sorted list; 0 when it is not in it. */
  position: number;
  total: number;
}

/** The applications before and after `id` in the list as filtered and sorted. */
export async function neighboursInList(
  db: Db,
  id: string,
  filter: StaffListFilter,
  order: StaffListOrder,
): Promise<Neighbours> {
  // Ids only: a few thousand short strings, cheaper than two keyset queries per sort column.
  const ids = (
    await ordered(filteredApplications(db, filter).select("applications.id"), order, filter.viewer).execute()
  ).map((row) => row.id);
  const index = ids.indexOf(id);
  if (index < 0) return { previous: null, next: null, position: 0, total: ids.length };
  return {
    previous: ids[index - 1] ?? null,
    next: ids[index + 1] ?? null,
    position: index + 1,
    total: ids.length,
  };
}

/** Every edition with its number of applications, in the back office's order (editions/editions.ts). */
export async function editionsForStaff(db: Db, openEditions: string[], now?: number) {
  const [editions, rows, chosen] = await Promise.all([
    allEditions(db, openEditions),
    db
      .selectFrom("applications")
      .select((eb) => ["edition", eb.fn.countAll<number>().as("n")])
      .groupBy("edition")
      .execute(),
    formChoice(db),
  ]);
  const counts = new Map(rows.map((row) => [row.edition, Number(row.n)]));
  // Read after the editions: one adopted just now was closed as of now.
  const at = now ?? Date.now();
  return {
    items: editions.map((e) => editionJson(e, counts.get(e.slug) ?? 0, at)),
    // The edition the public form applies to, and whether an admin chose it (else the rule did).
    current: formEditionOf(editions, chosen, at)?.slug ?? openEditions[0] ?? "",
    form_chosen: editions.some((e) => e.slug === chosen),
  };
}
