/**
 * The back office's list of applications: filters, text search, sort and pages in the database.
 * `filteredApplications` is the one place the filters live, and joins what the rule book's blind
 * rule (policy/reviews.ts) needs to know about the member looking; the review columns and their
 * sorts give only what she may see.
 */

import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { ApplicationsPage, Neighbours } from "../../shared/api/applications.ts";
import { foldTag } from "../../shared/discussion.ts";
import type { BoothSize, Choice } from "../../shared/limits.ts";
import { DECIDED_STATUSES } from "../../shared/statuses.ts";
import { tagsOf } from "../discussion/tags.ts";
import { allEditions, editionJson } from "../editions/editions.ts";
import { formChoice, formEditionOf } from "../editions/form-edition.ts";
import { awaitingPaymentSql, mayOpenSql, visibleToViewer, withViewerFacts } from "../policy/reviews.ts";
import { seesBilling, type Viewer } from "../policy/staff.ts";
import { fairScores, fairScoresOf } from "../reviews/fair-scores.ts";
import { round2 } from "../reviews/scores.ts";
import type { Db } from "../store/database.ts";
import { isPostgres } from "../store/dialect.ts";
import type { Database } from "../store/schema.ts";
import { storedLanguage } from "./load.ts";
import { matchesSearch } from "./search-index.ts";

type Applications = ExpressionBuilder<Database, "applications">;

/** A platform application has no booth, whatever the form held before the choice changed. */
const boothOf = (eb: Applications) =>
  eb.case().when("applications.choice", "=", "platform").then(sql.lit("")).else(eb.ref("applications.booth")).end();

/** The spread or normalized score as the viewer may see it; needs `fair` joined (filteredApplications). */
const fairValue = (viewer: Viewer, column: "spread" | "normalized") =>
  visibleToViewer(viewer, sql<number | null>`${sql.ref(`fair.${column}`)}`);

/**
 * Sortable columns of the list by their key in `?sort=`. Booths sort by size, not by name. The
 * review columns sort by what the viewer may see: a value hidden from her sorts as missing.
 */
export const SORT_COLUMNS = {
  gallery: (eb: Applications) => eb.ref("applications.gallery_order"),
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
  // Joined as `fair` by filteredApplications when asked for (reviews/fair-scores.ts).
  spread: (_eb: Applications, viewer: Viewer) => fairValue(viewer, "spread"),
  normalized: (_eb: Applications, viewer: Viewer) => fairValue(viewer, "normalized"),
} satisfies Record<string, (eb: Applications, viewer: Viewer) => Expression<unknown>>;

export type SortKey = keyof typeof SORT_COLUMNS;

/** Sorting by these needs the fair scores joined. */
export const FAIR_SORTS: ReadonlySet<SortKey> = new Set(["spread", "normalized"]);

/** A range over a review value; either end may be open. */
export interface ScoreRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** Spread from which members disagree (`disagreement=1`). */
export const DISAGREEMENT_SPREAD = 2;

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
  /** Carries this tag (name compared without case). */
  tag?: string | undefined;
  /** "awaiting": only applications whose fee is awaited before review (policy/reviews.ts, awaitingPayment). */
  payment?: "awaiting" | undefined;
  /** Ranges over what the viewer may see: a row whose value is hidden from her never matches. */
  average?: ScoreRange | undefined;
  normalized?: ScoreRange | undefined;
  spread?: ScoreRange | undefined;
}

export interface StaffListOrder {
  sort: SortKey;
  descending: boolean;
}

const usesFairScores = (filter: StaffListFilter) => filter.normalized !== undefined || filter.spread !== undefined;

// Values are compared unrounded: a spread of 2 computed as 1.9999999999999996 still counts as 2.
const EPSILON = 1e-9;

function inRange(value: Expression<number | null>, range: ScoreRange): Expression<SqlBool> {
  const min = range.min === undefined ? sql`` : sql` and ${value} >= ${range.min - EPSILON}`;
  const max = range.max === undefined ? sql`` : sql` and ${value} <= ${range.max + EPSILON}`;
  return sql<SqlBool>`(${value} is not null${min}${max})`;
}

/**
 * The applications that pass the filter and the search, before any columns are chosen. `fair`
 * joins the edition's spread and normalized scores (needed by their sorts; the filters on them join
 * them themselves; a page's values are read apart, listForStaff).
 */
export function filteredApplications(db: Db, filter: StaffListFilter, fair = false) {
  const search = filter.q ? matchesSearch(db, filter.q) : undefined;
  // SQLite cannot tell how few rows a search finds and would read the whole edition; the unary
  // plus hides the edition's indexes, so it looks the matches up by id (12 ms → 0.8 ms at 5,000).
  const edition = search && !isPostgres(db) ? sql<string>`+applications.edition` : sql<string>`applications.edition`;
  let query = withViewerFacts(db.selectFrom("applications"), filter.viewer)
    .where(edition, "=", filter.edition)
    // In an edition reviewed in "assigned" mode, a reviewer's list holds what she may open.
    .where((eb) => mayOpenSql(eb, filter.viewer));
  if (fair || usesFairScores(filter))
    // Its columns are read through `sql` (SORT_COLUMNS, listForStaff), so the query keeps its type.
    query = query.leftJoin(fairScores(db, filter.edition).as("fair"), (join) =>
      join.onRef("fair.application_id", "=", "applications.id"),
    ) as unknown as typeof query;
  if (filter.reviewedByMe !== undefined) {
    // As her queue counts it (reviews/queue.ts): a review lacking a criterion added since is not
    // yet done, unless a decision has closed the application.
    const reviewed = filter.reviewedByMe;
    query = query.where((eb) => {
      const done = eb.and([
        eb("mine.staff_id", "is not", null),
        eb.or([eb("mine.complete", "=", 1), eb("applications.status", "in", [...DECIDED_STATUSES])]),
      ]);
      return reviewed ? done : eb.not(done);
    });
  }
  if (filter.payment === "awaiting") query = query.where(awaitingPaymentSql());
  if (filter.status) query = query.where("applications.status", "=", filter.status);
  if (filter.choice) query = query.where("applications.choice", "=", filter.choice);
  if (filter.booth)
    query = query.where("applications.choice", "<>", "platform").where("applications.booth", "=", filter.booth);
  if (filter.mentorship !== undefined) query = query.where("applications.mentorship", "=", filter.mentorship ? 1 : 0);
  if (filter.tag) {
    const folded = foldTag(filter.tag);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("application_tags")
          .innerJoin("tags", "tags.id", "application_tags.tag_id")
          .select("application_tags.tag_id")
          .whereRef("application_tags.application_id", "=", "applications.id")
          .where("tags.folded", "=", folded),
      ),
    );
  }
  const viewer = filter.viewer;
  if (filter.average)
    query = query.where(
      inRange(visibleToViewer(viewer, sql<number | null>`applications.review_average`), filter.average),
    );
  if (filter.normalized) query = query.where(inRange(fairValue(viewer, "normalized"), filter.normalized));
  if (filter.spread) query = query.where(inRange(fairValue(viewer, "spread"), filter.spread));
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
): Promise<ApplicationsPage> {
  const joinsFair = FAIR_SORTS.has(order.sort) || usesFairScores(filter);
  const count = () =>
    filteredApplications(db, filter)
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.total));
  const pageRows = () =>
    ordered(
      filteredApplications(db, filter, joinsFair).select((eb) => [
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
        "applications.language",
        visibleToViewer(filter.viewer, eb.ref("applications.review_count")).as("review_count"),
        visibleToViewer(filter.viewer, eb.ref("applications.review_complete_count")).as("review_complete_count"),
        visibleToViewer(filter.viewer, eb.ref("applications.review_average")).as("review_average"),
        "mine.score as my_score",
        awaitingPaymentSql().as("awaiting_payment"),
        visibleToViewer(filter.viewer, sql<number>`1`).as("sees_reviews"),
        // With the fair scores joined, the count comes with the page: the edition's aggregate is computed once.
        ...(joinsFair ? [sql<number>`count(*) over ()`.as("total")] : []),
      ]),
      order,
      filter.viewer,
    )
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  let rows: Awaited<ReturnType<typeof pageRows>>;
  let total: number;
  if (joinsFair) {
    rows = await pageRows();
    const first = rows[0] as { total?: number | string } | undefined;
    // A page past the end has no row to carry the count.
    total = first ? Number(first.total) : await count();
  } else [total, rows] = await Promise.all([count(), pageRows()]);
  const ids = rows.map((row) => row.id);
  // The page's fair scores in a query of their own: joining the edition's aggregate to the page
  // would read every application of the edition where an index gives the page (60 ms → 10 ms on
  // PostgreSQL at 5,000). Only where the viewer may see them (policy/reviews.ts).
  const shown = rows.filter((row) => row.sees_reviews !== null).map((row) => row.id);
  const [tags, fair] = await Promise.all([tagsOf(db, ids), fairScoresOf(db, filter.edition, shown)]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      gallery: row.gallery_name,
      // As the form stored them (applications/validate.ts): the contract's words, or "" for none.
      choice: row.choice as Choice | "",
      booth: String(row.booth ?? "") as BoothSize | "",
      status: row.status,
      submitted_at: new Date(Number(row.submitted_at)).toISOString(),
      artists: Number(row.artist_count),
      artworks: Number(row.artwork_count),
      edition: row.edition,
      mentorship: Number(row.mentorship) === 1,
      reviews: row.review_count === null ? null : Number(row.review_count),
      // What the average is made of: of `reviews`, how many score every criterion.
      complete_reviews: row.review_complete_count === null ? null : Number(row.review_complete_count),
      average: round2(row.review_average),
      my_score: round2(row.my_score),
      spread: round2(fair.get(row.id)?.spread),
      normalized: round2(fair.get(row.id)?.normalized),
      tags: tags.get(row.id) ?? [],
      language: storedLanguage(row.language),
      // Money is the admins' (policy/staff.ts); a reviewer never has such a row in her list anyway.
      ...(seesBilling(filter.viewer) ? { awaiting_payment: Boolean(Number(row.awaiting_payment)) } : {}),
    })),
    total,
    page,
    pages: Math.ceil(total / perPage),
  };
}

/** The ids of the list as filtered and sorted, whole: what staff see, in the order they see it. */
export async function idsInList(db: Db, filter: StaffListFilter, order: StaffListOrder): Promise<string[]> {
  const rows = await ordered(
    filteredApplications(db, filter, FAIR_SORTS.has(order.sort)).select("applications.id"),
    order,
    filter.viewer,
  ).execute();
  return rows.map((row) => row.id);
}

/** The applications before and after `id` in the list as filtered and sorted. */
export async function neighboursInList(
  db: Db,
  id: string,
  filter: StaffListFilter,
  order: StaffListOrder,
): Promise<Neighbours> {
  // Ids only: a few thousand short strings, cheaper than two keyset queries per sort column.
  const ids = await idsInList(db, filter, order);
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
