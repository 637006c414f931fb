/**
 * Each predicate of the rule book and its SQL twin agree, over random worlds stored in a real
 * database (SQLite, and PostgreSQL in its pass): editions that exist or not, in either review mode,
 * public or not, released or not; members of either role, active or disabled; applications of any
 * status with pictures and other files, with an application fee's invoice unpaid, paid or
 * cancelled (or none, or only a deposit) in editions that require the fee before review or not;
 * reviews (complete or not), conflicts, assignments and private notes between them. The predicate is asked with facts taken from the world as generated,
 * not from the database, so a twin that reads a table wrongly cannot agree by reading it the same
 * wrong way. Each world is stored under ids of its own and every query is scoped to them.
 */
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { STATUSES } from "../../shared/statuses.ts";
import type { ReviewMode, StaffRole } from "../store/schema.ts";
import { showsInvoice, showsInvoiceSql, statusLinkGoesTo, statusLinkGoesToSql } from "./applicant.ts";
import { openFactsOf } from "./facts.ts";
import {
  type EditionFacts,
  galleryIsPublic,
  galleryIsPublicSql,
  pictureIsPublic,
  pictureIsPublicSql,
} from "./public.ts";
import {
  awaitingPayment,
  awaitingPaymentSql,
  inHerWork,
  inHerWorkSql,
  inQueue,
  inQueueSql,
  mayOpen,
  mayOpenSql,
  type PaymentFacts,
  readsPrivateNote,
  readsPrivateNoteSql,
  reviewDone,
  reviewDoneSql,
  seesOthersReviews,
  seesOthersReviewsOfSql,
  seesOthersReviewsSql,
  seesReview,
  seesReviewSql,
  type ViewerFacts,
  withViewerFacts,
} from "./reviews.ts";
import { hearsAsAdmin, hearsAsAdminSql, onCommitteeByDefault, onCommitteeByDefaultSql, type Viewer } from "./staff.ts";

const RUNS = 60;

const edition = fc.record({
  exists: fc.boolean(),
  mode: fc.constantFrom<ReviewMode>("all", "assigned"),
  public: fc.constantFrom(0, 1),
  released: fc.constantFrom(0, 1),
  /** Fees: none set, set without holding reviews back, or the fee required before review. */
  fees: fc.constantFrom<"none" | "charged" | "required">("none", "charged", "required"),
});
/** The application's invoices: its fee's (unpaid, paid, cancelled) or none, or only an unpaid deposit. */
const INVOICES = ["none", "fee unpaid", "fee paid", "fee cancelled", "deposit unpaid", "deposit draft"] as const;
const member = fc.record({ role: fc.constantFrom<StaffRole>("admin", "reviewer"), disabled: fc.constantFrom(0, 1) });
const RECORDS = ["gallery.pictures.0", "gallery.pictures.3", "gallery.additional.0", "proof.0", "artists.0.artworks.1"];
/** Contact addresses as typed: case and spaces vary (ASCII: SQLite's lower() folds no other letters). */
const EMAILS = ["office@a.example", " Office@A.example ", "other@b.example"];
const application = fc.record({
  edition: fc.nat({ max: 1 }),
  status: fc.constantFrom(...STATUSES),
  files: fc.subarray(RECORDS),
  email: fc.constantFrom(...EMAILS),
  erased: fc.boolean(),
  invoice: fc.constantFrom(...INVOICES),
});
/** Between one member and one application. */
const tie = fc.record({
  review: fc.constantFrom<"none" | "incomplete" | "complete">("none", "incomplete", "complete"),
  conflict: fc.boolean(),
  assigned: fc.boolean(),
  note: fc.boolean(),
});
const world = fc
  .record({
    editions: fc.tuple(edition, edition),
    staff: fc.array(member, { minLength: 1, maxLength: 4 }),
    applications: fc.array(application, { minLength: 1, maxLength: 5 }),
  })
  .chain((w) =>
    fc.record({
      editions: fc.constant(w.editions),
      staff: fc.constant(w.staff),
      applications: fc.constant(w.applications),
      ties: fc.array(fc.array(tie, { minLength: w.applications.length, maxLength: w.applications.length }), {
        minLength: w.staff.length,
        maxLength: w.staff.length,
      }),
    }),
  );
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;

let server: TestServer;
let worlds = 0;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

/** The world under ids of its own; what the predicates are asked about, by those ids. */
async function store(w: World) {
  const db = server.app.db;
  const n = ++worlds;
  const editionSlug = (i: number) => `w${n}-e${i}`;
  const staffId = (i: number) => `w${n}-s${i}`;
  const applicationId = (i: number) => `w${n}-a${i}`;
  const editions = w.editions.flatMap((e, i) =>
    e.exists
      ? [
          {
            slug: editionSlug(i),
            name: editionSlug(i),
            opens_at: null,
            closes_at: null,
            time_zone: "UTC",
            public: e.public,
            position: 1000 + n * 2 + i,
            created_at: n,
            review_mode: e.mode,
            decisions_released: e.released,
          },
        ]
      : [],
  );
  const empty = (...columns: string[]) => Object.fromEntries(columns.map((c) => [c, ""]));
  const ties = w.staff.flatMap((_, s) =>
    w.applications.map((_, a) => ({ s, a, tie: w.ties[s]?.[a] as World["ties"][0][0] })),
  );
  await db.transaction().execute(async (trx) => {
    if (editions.length > 0) await trx.insertInto("editions").values(editions).execute();
    await trx
      .insertInto("staff")
      .values(
        w.staff.map((m, i) => ({
          id: staffId(i),
          email: `${staffId(i)}@fair.example`,
          name: staffId(i),
          role: m.role,
          password_hash: "",
          totp_secret: null,
          totp_last_step: null,
          disabled: m.disabled,
          created_at: n,
          last_sign_in_at: null,
        })),
      )
      .execute();
    await trx
      .insertInto("applications")
      .values(
        w.applications.map((a, i) => ({
          ...empty(
            "choice",
            "sector",
            "booth",
            "pitch",
            "concept",
            "gallery_name",
            "gallery_locations",
            "gallery_founders",
            "gallery_contact",
            "gallery_website",
            "gallery_social_media",
            "gallery_highlights",
            "gallery_fairs",
            "tax_company",
            "tax_address",
            "tax_number",
            "tax_contact",
            "tax_email",
            "tax_phone",
          ),
          id: applicationId(i),
          gallery_email: a.email,
          erased_at: a.erased ? n : null,
          edition: editionSlug(a.edition),
          mentorship: 0,
          gallery_year_founded: 2000,
          status: a.status,
          submitted_at: n,
          slug: `w${n}-gallery-${i}`,
          accepted_at: null,
          idempotency_key: null,
          changed_at: null,
          review_average: null,
        })) as never, // the spread text columns are typed as a plain record
      )
      .execute();
    const files = w.applications.flatMap((a, i) =>
      a.files.map((recordPath, f) => ({
        id: `${applicationId(i)}-f${f}`,
        application_id: applicationId(i),
        record_path: recordPath,
        original_name: "x",
        size: 1,
        content_type: "image/png",
        sha256: "",
        storage_key: `${applicationId(i)}-f${f}`,
      })),
    );
    if (files.length > 0) await trx.insertInto("files").values(files).execute();
    const fees = w.editions.flatMap((e, i) => {
      if (!e.exists || e.fees === "none") return [];
      const kind = e.fees;
      return [
        {
          edition: editionSlug(i),
          currency: "EUR",
          application_fee: 40000,
          fee_required_for_review: kind === "required" ? 1 : 0,
          vat_rate: "19",
          booth_taxed_at_fair: 0,
          price_small: null,
          price_medium: null,
          price_large: null,
          deposit_percent: "30",
          payment_days: 30,
          discount_first: null,
          discount_second: null,
          updated_at: n,
        },
      ];
    });
    if (fees.length > 0) await trx.insertInto("edition_fees").values(fees).execute();
    const invoices = w.applications.flatMap((a, i) => {
      if (a.invoice === "none") return [];
      const status = a.invoice === "fee cancelled" ? "cancelled" : a.invoice === "deposit draft" ? "draft" : "issued";
      return [
        {
          id: `${applicationId(i)}-i`,
          application_id: applicationId(i),
          edition: editionSlug(a.edition),
          kind: a.invoice.startsWith("deposit") ? "deposit" : "application_fee",
          status: status as "issued" | "cancelled" | "draft",
          seq: null,
          number: null,
          issue_date: "2027-01-01",
          issued_at: n,
          due_date: "2027-01-31",
          currency: "EUR",
          net: 40000,
          vat: 7600,
          gross: 47600,
          vat_rule: "domestic",
          vat_category: "S",
          vat_rate: "19",
          vat_note: null,
          seller: "{}",
          buyer: "{}",
          reference: null,
          credit_note_for: null,
          paid_at: a.invoice === "fee paid" ? n : null,
          cancelled_at: status === "cancelled" ? n : null,
          cancel_reason: null,
          reminded_at: null,
          created_at: n,
          created_by: null,
        },
      ];
    });
    if (invoices.length > 0) await trx.insertInto("invoices").values(invoices).execute();
    const reviews = ties.filter((t) => t.tie.review !== "none");
    if (reviews.length > 0)
      await trx
        .insertInto("reviews")
        .values(
          reviews.map((t) => ({
            application_id: applicationId(t.a),
            staff_id: staffId(t.s),
            comment: "",
            score: 3,
            complete: t.tie.review === "complete" ? 1 : 0,
            created_at: n,
            updated_at: n,
          })),
        )
        .execute();
    const conflicts = ties.filter((t) => t.tie.conflict);
    if (conflicts.length > 0)
      await trx
        .insertInto("review_conflicts")
        .values(conflicts.map((t) => ({ application_id: applicationId(t.a), staff_id: staffId(t.s), note: "", at: n })))
        .execute();
    const assignments = ties.filter((t) => t.tie.assigned);
    if (assignments.length > 0)
      await trx
        .insertInto("review_assignments")
        .values(
          assignments.map((t) => ({ application_id: applicationId(t.a), staff_id: staffId(t.s), assigned_at: n })),
        )
        .execute();
    const notes = ties.filter((t) => t.tie.note);
    if (notes.length > 0)
      await trx
        .insertInto("application_notes")
        .values(
          notes.map((t) => ({
            application_id: applicationId(t.a),
            staff_id: staffId(t.s),
            text: "a note",
            updated_at: n,
          })),
        )
        .execute();
  });

  const viewers: Viewer[] = w.staff.map((m, i) => ({ id: staffId(i), role: m.role }));
  const editionOf = (a: number): EditionFacts => {
    const e = w.editions[w.applications[a]?.edition ?? 0];
    return e?.exists ? { public: e.public, decisions_released: e.released } : undefined;
  };
  const modeOf = (a: number): ReviewMode => {
    const e = w.editions[w.applications[a]?.edition ?? 0];
    return e?.exists ? e.mode : "all";
  };
  const tieOf = (s: number, a: number) => w.ties[s]?.[a] as World["ties"][0][0];
  const paymentOf = (a: number): PaymentFacts => {
    const app = w.applications[a] as World["applications"][0];
    const e = w.editions[app.edition];
    return {
      feeRequiredForReview: Boolean(e?.exists && e.fees === "required"),
      feeUnpaid: app.invoice === "fee unpaid",
    };
  };
  const viewerFacts = (s: number, a: number): ViewerFacts => ({
    reviewed: tieOf(s, a).review !== "none",
    conflict: tieOf(s, a).conflict,
  });
  return {
    ids: w.applications.map((_, i) => applicationId(i)),
    staffIds: w.staff.map((_, i) => staffId(i)),
    viewers,
    indexOf: (id: string) => Number(id.split("-a")[1]),
    staffIndexOf: (id: string) => Number(id.split("-s")[1]),
    editionOf,
    modeOf,
    tieOf,
    viewerFacts,
    paymentOf,
  };
}

/** The ids among `ids` for which the predicate holds, sorted, to compare with a query's. */
const where = (ids: string[], holds: (id: string) => boolean) => ids.filter(holds).sort();
const sorted = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
const truthy = (value: unknown) => Boolean(Number(value));

describe("the rule book's predicates and their SQL twins", () => {
  it("agree over random worlds", async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const db = server.app.db;
        const x = await store(w);

        // The public side: galleries and their pictures.
        const publicGalleries = await db
          .selectFrom("applications")
          .select("id")
          .where("id", "in", x.ids)
          .where(galleryIsPublicSql())
          .execute();
        expect(sorted(publicGalleries), "galleryIsPublic").toEqual(
          where(x.ids, (id) =>
            galleryIsPublic({
              status: w.applications[x.indexOf(id)]?.status ?? "",
              edition: x.editionOf(x.indexOf(id)),
            }),
          ),
        );
        const files = await db
          .selectFrom("files")
          .innerJoin("applications", "applications.id", "files.application_id")
          .select([
            "files.id",
            "files.application_id",
            "files.record_path",
            sql<number>`case when ${pictureIsPublicSql()} then 1 else 0 end`.as("public"),
          ])
          .where("files.application_id", "in", x.ids)
          .execute();
        for (const file of files) {
          const a = x.indexOf(file.application_id);
          const facts = {
            status: w.applications[a]?.status ?? "",
            edition: x.editionOf(a),
            recordPath: file.record_path,
          };
          expect(truthy(file.public), `pictureIsPublic ${JSON.stringify(facts)}`).toBe(pictureIsPublic(facts));
        }

        // The gallery: who gets the link to its status page.
        for (const address of ["office@a.example", "other@b.example"]) {
          const rows = await db
            .selectFrom("applications")
            .select("id")
            .where("id", "in", x.ids)
            .where(statusLinkGoesToSql(address))
            .execute();
          expect(sorted(rows), `statusLinkGoesTo ${address}`).toEqual(
            where(x.ids, (id) => {
              const a = w.applications[x.indexOf(id)] as World["applications"][0];
              return statusLinkGoesTo({ galleryEmail: a.email, erased: a.erased }, address);
            }),
          );
        }

        // The fee before review.
        const awaiting = await db
          .selectFrom("applications")
          .select("id")
          .where("id", "in", x.ids)
          .where(awaitingPaymentSql())
          .execute();
        expect(sorted(awaiting), "awaitingPayment").toEqual(
          where(x.ids, (id) => awaitingPayment(x.paymentOf(x.indexOf(id)))),
        );

        // The gallery's invoices: issued ones, never a draft.
        const shown = await db
          .selectFrom("invoices")
          .select("invoices.application_id as id")
          .where("invoices.application_id", "in", x.ids)
          .where(showsInvoiceSql())
          .execute();
        expect(sorted(shown), "showsInvoice").toEqual(
          where(x.ids, (id) => {
            const kind = w.applications[x.indexOf(id)]?.invoice ?? "none";
            return kind !== "none" && showsInvoice({ status: kind === "deposit draft" ? "draft" : "issued" });
          }),
        );

        // The staff: who is on the committee by default, who hears what the admins must know.
        for (const [name, predicate, twin] of [
          ["onCommitteeByDefault", onCommitteeByDefault, onCommitteeByDefaultSql],
          ["hearsAsAdmin", hearsAsAdmin, hearsAsAdminSql],
        ] as const) {
          const rows = await db.selectFrom("staff").select("id").where("id", "in", x.staffIds).where(twin()).execute();
          expect(sorted(rows), name).toEqual(
            where(x.staffIds, (id) => predicate(w.staff[x.staffIndexOf(id)] as World["staff"][0])),
          );
        }

        for (const [s, viewer] of x.viewers.entries()) {
          const label = (rule: string) => `${rule} for a ${viewer.role} (${JSON.stringify(w)})`;
          // Which applications she may open; the facts as read for the route's check, too.
          const open = await db
            .selectFrom("applications")
            .select("id")
            .where("id", "in", x.ids)
            .where((eb) => mayOpenSql(eb, viewer))
            .execute();
          const openFacts = (a: number) => ({
            mode: x.modeOf(a),
            assigned: x.tieOf(s, a).assigned,
            reviewed: x.tieOf(s, a).review !== "none",
            awaitingPayment: awaitingPayment(x.paymentOf(a)),
          });
          expect(sorted(open), label("mayOpen")).toEqual(
            where(x.ids, (id) => mayOpen(viewer, openFacts(x.indexOf(id)))),
          );
          for (const id of x.ids)
            expect(await openFactsOf(db, viewer, id), label("openFactsOf")).toEqual(openFacts(x.indexOf(id)));

          // The blind rule, joined (the list) and as a subquery (means, counts, exports).
          const joined = await withViewerFacts(db.selectFrom("applications"), viewer)
            .select([
              "applications.id",
              sql<number>`case when ${seesOthersReviewsSql(viewer)} then 1 else 0 end`.as("sees"),
            ])
            .where("applications.id", "in", x.ids)
            .execute();
          const expected = where(x.ids, (id) => seesOthersReviews(viewer, x.viewerFacts(s, x.indexOf(id))));
          expect(sorted(joined.filter((r) => truthy(r.sees))), label("seesOthersReviews (joined)")).toEqual(expected);
          const subquery = await db
            .selectFrom("applications")
            .select("id")
            .where("id", "in", x.ids)
            .where(seesOthersReviewsOfSql(viewer, "applications.id"))
            .execute();
          expect(sorted(subquery), label("seesOthersReviews (subquery)")).toEqual(expected);

          // Single reviews: her own always, the others' by the blind rule.
          const reviews = await db
            .selectFrom("reviews")
            .select(["application_id", "staff_id"])
            .where("application_id", "in", x.ids)
            .where(seesReviewSql(viewer))
            .execute();
          const seen = reviews.map((r) => `${r.application_id} ${r.staff_id}`).sort();
          const allReviews = x.staffIds.flatMap((author, t) =>
            x.ids.filter((_, a) => x.tieOf(t, a).review !== "none").map((id) => ({ id, author })),
          );
          expect(seen, label("seesReview")).toEqual(
            allReviews
              .filter((r) => seesReview(viewer, x.viewerFacts(s, x.indexOf(r.id)), r.author))
              .map((r) => `${r.id} ${r.author}`)
              .sort(),
          );

          // Her queue.
          const queue = await db
            .selectFrom("applications")
            .select("id")
            .where("id", "in", x.ids)
            .where((eb) => inQueueSql(eb, viewer.id))
            .execute();
          expect(sorted(queue), label("inQueue")).toEqual(
            where(x.ids, (id) => {
              const a = x.indexOf(id);
              return inQueue({
                status: w.applications[a]?.status ?? "",
                mode: x.modeOf(a),
                assigned: x.tieOf(s, a).assigned,
                reviewedCompletely: x.tieOf(s, a).review === "complete",
                conflict: x.tieOf(s, a).conflict,
                awaitingPayment: awaitingPayment(x.paymentOf(a)),
              });
            }),
          );

          // Her work, and her reviews that count as done (reviews/work.ts counts them).
          const work = await db
            .selectFrom("applications")
            .select("id")
            .where("id", "in", x.ids)
            .where((eb) => inHerWorkSql(eb, viewer.id))
            .execute();
          expect(sorted(work), label("inHerWork")).toEqual(
            where(x.ids, (id) => {
              const a = x.indexOf(id);
              return inHerWork({ mode: x.modeOf(a), assigned: x.tieOf(s, a).assigned });
            }),
          );
          const done = await db
            .selectFrom("applications")
            .innerJoin("reviews", (join) =>
              join.onRef("reviews.application_id", "=", "applications.id").on("reviews.staff_id", "=", viewer.id),
            )
            .select("applications.id")
            .where("applications.id", "in", x.ids)
            .where(reviewDoneSql())
            .execute();
          expect(sorted(done), label("reviewDone")).toEqual(
            where(x.ids, (id) => {
              const a = x.indexOf(id);
              const review = x.tieOf(s, a).review;
              return (
                review !== "none" &&
                reviewDone({ status: w.applications[a]?.status ?? "", complete: review === "complete" })
              );
            }),
          );

          // Private notes: her own only.
          const notes = await db
            .selectFrom("application_notes")
            .select(["application_id", "staff_id"])
            .where("application_id", "in", x.ids)
            .where(readsPrivateNoteSql(viewer))
            .execute();
          const allNotes = x.staffIds.flatMap((author, t) =>
            x.ids.filter((_, a) => x.tieOf(t, a).note).map((id) => `${id} ${author}`),
          );
          expect(notes.map((r) => `${r.application_id} ${r.staff_id}`).sort(), label("readsPrivateNote")).toEqual(
            allNotes.filter((note) => readsPrivateNote(viewer, note.split(" ")[1] as string)).sort(),
          );
        }
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
