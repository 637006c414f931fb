/**
 * Every back-office route × every kind of visitor: nobody, an applicant with the form's session,
 * a reviewer, an admin, and a member whose account was disabled after signing in.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { LANGUAGES } from "../../../shared/i18n/languages.ts";
import { DEFAULT_CLIENT_DIR } from "../../app.ts";

type Who = "nobody" | "applicant" | "reviewer" | "admin" | "disabled";
const EVERYONE: Who[] = ["nobody", "applicant", "reviewer", "admin", "disabled"];

let server: TestServer;
let applicationId: string;
let pictureId: string;
let pdfId: string;
const visitors = new Map<Who, { cookie: string; token: string }>();

/** The shell is the client helper's build; until it exists the page says how to build it. */
const shellBuilt = existsSync(path.join(DEFAULT_CLIENT_DIR, "admin", "index.html"));
const SHELL = shellBuilt ? 200 : 500;

beforeAll(async () => {
  server = await startTestServer();
  const stored = await storeApplication(server.app, exampleApplication({ edition: server.config.openEditions[0] }));
  applicationId = stored.id;
  const files = await server.app.db.selectFrom("files").select(["id", "content_type"]).execute();
  pictureId = files.find((f) => f.content_type === "image/png")?.id as string;
  pdfId = files.find((f) => f.content_type === "application/pdf")?.id as string;

  const applicant = await server.visitor();
  visitors.set("applicant", { cookie: applicant.cookie, token: applicant.token });
  visitors.set("nobody", { cookie: "", token: "" });
  for (const role of ["reviewer", "admin"] as const) {
    const member = await createStaff(server.app, { email: `${role}@fair.example`, role });
    const signedIn = await signIn(server.url, member.email, member.password);
    visitors.set(role, { cookie: signedIn.cookie, token: signedIn.csrfToken });
  }
  const leaver = await createStaff(server.app, { email: "leaver@fair.example", role: "admin" });
  const signedIn = await signIn(server.url, leaver.email, leaver.password);
  // Disabled behind the session's back (without ending it): the guard itself must refuse it.
  await server.app.db.updateTable("staff").set({ disabled: 1 }).where("id", "=", leaver.id).execute();
  visitors.set("disabled", { cookie: signedIn.cookie, token: signedIn.csrfToken });
});
afterAll(() => server.close());

interface Route {
  method: string;
  /**
   * {application}, {picture} and {pdf} stand for ids of a stored application and its files, {missing}
   * for an application id nobody has (state changes are asked of it, so the matrix changes nothing),
   * {edition} for the open edition.
   */
  path: string;
  /** The route as registered (`METHOD /url/:param`), for the check that every route is in here. */
  route?: string;
  body?: () => object;
  /** Status for reviewer and admin (admin-only routes give the reviewer 403). */
  staff: number;
  reviewer?: number;
  /** Status without a staff session: pages redirect, everything else 401. */
  outsider: number;
}

const ROUTES: Route[] = [
  { method: "GET", path: "/admin", route: "GET /admin", staff: SHELL, outsider: 303 },
  { method: "GET", path: "/admin/applications", route: "GET /admin/*", staff: SHELL, outsider: 303 },
  { method: "GET", path: "/admin/queue", staff: SHELL, outsider: 303 },
  { method: "GET", path: "/admin/editions/{edition}", staff: SHELL, outsider: 303 },
  { method: "GET", path: "/admin/applications/{application}", staff: SHELL, outsider: 303 },
  { method: "GET", path: "/admin/api/me", route: "GET /admin/api/me", staff: 200, outsider: 401 },
  { method: "GET", path: "/admin/api/me/totp/new", route: "GET /admin/api/me/totp/new", staff: 200, outsider: 401 },
  {
    method: "POST",
    path: "/admin/api/me/totp",
    route: "POST /admin/api/me/totp",
    body: () => ({ secret: "x", code: "1" }),
    staff: 400,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/me/totp",
    route: "DELETE /admin/api/me/totp",
    body: () => ({ code: "1" }),
    staff: 204,
    outsider: 401,
  },
  { method: "GET", path: "/admin/api/staff", route: "GET /admin/api/staff", staff: 200, reviewer: 403, outsider: 401 },
  { method: "GET", path: "/admin/api/editions", route: "GET /admin/api/editions", staff: 200, outsider: 401 },
  { method: "GET", path: "/admin/api/applications", route: "GET /admin/api/applications", staff: 200, outsider: 401 },
  { method: "GET", path: "/admin/api/applications?sort=nonsense", staff: 400, outsider: 401 },
  {
    method: "GET",
    path: "/admin/api/applications/{application}",
    route: "GET /admin/api/applications/:id",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/applications/{application}/versions",
    route: "GET /admin/api/applications/:id/versions",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/applications/{application}/neighbours",
    route: "GET /admin/api/applications/:id/neighbours",
    staff: 200,
    outsider: 401,
  },
  { method: "GET", path: "/admin/api/nothing-here", staff: 404, outsider: 401 },
  { method: "GET", path: "/admin/sign-out", staff: 404, outsider: 303 },
  { method: "GET", path: "/admin/files/{picture}", route: "GET /admin/files/:id", staff: 200, outsider: 401 },
  { method: "GET", path: "/admin/files/{pdf}", staff: 200, outsider: 401 },
  {
    method: "GET",
    path: "/admin/files/{picture}/thumbnail",
    route: "GET /admin/files/:id/thumbnail",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/files/{picture}/screen",
    route: "GET /admin/files/:id/screen",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/exports/applications.csv",
    route: "GET /admin/api/exports/applications.csv",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/exports/artworks.csv",
    route: "GET /admin/api/exports/artworks.csv",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/exports/applications.zip",
    route: "GET /admin/api/exports/applications.zip",
    staff: 200,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/applications/{application}/export.zip",
    route: "GET /admin/api/applications/:id/export.zip",
    staff: 200,
    outsider: 401,
  },
  { method: "GET", path: "/admin/sign-in", route: "GET /admin/sign-in", staff: 200, outsider: 200 },
  {
    method: "POST",
    path: "/admin/sign-in",
    route: "POST /admin/sign-in",
    body: () => ({ email: "x@y.z", password: "p" }),
    staff: 401,
    outsider: 401,
  },
  // Issue 10: reviews, decisions, editions and criteria; issue 14: erasure.
  {
    method: "PUT",
    path: "/admin/api/applications/{missing}/review",
    route: "PUT /admin/api/applications/:id/review",
    body: () => ({ scores: {}, comment: "" }),
    staff: 404,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/applications/{application}/reviews",
    route: "GET /admin/api/applications/:id/reviews",
    staff: 200,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/applications/{missing}/conflict",
    route: "PUT /admin/api/applications/:id/conflict",
    body: () => ({ note: "" }),
    staff: 404,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/applications/{missing}/conflict",
    route: "DELETE /admin/api/applications/:id/conflict",
    staff: 204,
    outsider: 401,
  },
  { method: "GET", path: "/admin/api/queue", route: "GET /admin/api/queue", staff: 200, outsider: 401 },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/applicants",
    route: "GET /admin/api/editions/:slug/applicants",
    staff: 200,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/me/language",
    route: "PUT /admin/api/me/language",
    body: () => ({ language: null }),
    staff: 204,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/me/edition",
    route: "PUT /admin/api/me/edition",
    body: () => ({ edition: "no-such-edition" }),
    staff: 422,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/applications/{missing}/status",
    route: "POST /admin/api/applications/:id/status",
    body: () => ({ status: "shortlisted", note: "" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/applications/status",
    route: "POST /admin/api/applications/status",
    body: () => ({ ids: [MISSING], status: "shortlisted", note: "" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions",
    route: "POST /admin/api/editions",
    body: () => ({}),
    staff: 422,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PATCH",
    path: "/admin/api/editions/no-such-edition",
    route: "PATCH /admin/api/editions/:slug",
    body: () => ({ name: "x" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/criteria",
    route: "GET /admin/api/editions/:slug/criteria",
    staff: 200,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/criteria",
    route: "POST /admin/api/editions/:slug/criteria",
    body: () => ({ label: "x" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PATCH",
    path: "/admin/api/editions/no-such-edition/criteria/{missing}",
    route: "PATCH /admin/api/editions/:slug/criteria/:id",
    body: () => ({ label: "x" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/editions/no-such-edition/criteria/{missing}",
    route: "DELETE /admin/api/editions/:slug/criteria/:id",
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/applications/{missing}/erase",
    route: "POST /admin/api/applications/:id/erase",
    body: () => ({ reason: "matrix" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  // The committee's discussion, tags and private notes.
  {
    method: "GET",
    path: "/admin/api/applications/{missing}/comments",
    route: "GET /admin/api/applications/:id/comments",
    staff: 404,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/applications/{missing}/comments",
    route: "POST /admin/api/applications/:id/comments",
    body: () => ({ text: "matrix" }),
    staff: 404,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/applications/{application}/tags",
    route: "GET /admin/api/applications/:id/tags",
    staff: 200,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/applications/{missing}/tags",
    route: "PUT /admin/api/applications/:id/tags",
    body: () => ({ tags: ["matrix"] }),
    staff: 404,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/applications/{application}/note",
    route: "GET /admin/api/applications/:id/note",
    staff: 200,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/applications/{missing}/note",
    route: "PUT /admin/api/applications/:id/note",
    body: () => ({ text: "matrix" }),
    staff: 404,
    outsider: 401,
  },
  { method: "GET", path: "/admin/api/tags", route: "GET /admin/api/tags", staff: 200, outsider: 401 },
  {
    method: "PATCH",
    path: "/admin/api/tags/no-such-tag",
    route: "PATCH /admin/api/tags/:name",
    body: () => ({ name: "matrix" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/tags/no-such-tag",
    route: "DELETE /admin/api/tags/:name",
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  // Running a committee: assignments, progress and reminders (admins only).
  {
    method: "PUT",
    path: "/admin/api/applications/{missing}/assignees",
    route: "PUT /admin/api/applications/:id/assignees",
    body: () => ({ staff_ids: [] }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/assignments/auto",
    route: "POST /admin/api/editions/:slug/assignments/auto",
    body: () => ({ per_application: 2 }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/progress",
    route: "GET /admin/api/editions/:slug/progress",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/reminders",
    route: "POST /admin/api/editions/:slug/reminders",
    body: () => ({}),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  // Booths and the floor plan (admins only).
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/floor-plan",
    route: "GET /admin/api/editions/:slug/floor-plan",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/editions/no-such-edition/floor-plan",
    route: "PUT /admin/api/editions/:slug/floor-plan",
    body: () => ({ halls: [] }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/{edition}/floor-plan/suggest",
    route: "POST /admin/api/editions/:slug/floor-plan/suggest",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/floor-plan.svg",
    route: "GET /admin/api/editions/:slug/floor-plan.svg",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/floor-plan.pdf",
    route: "GET /admin/api/editions/:slug/floor-plan.pdf",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/floor-plan.csv",
    route: "GET /admin/api/editions/:slug/floor-plan.csv",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/applications/{missing}/booth",
    route: "PUT /admin/api/applications/:id/booth",
    body: () => ({ booth_id: "A1" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/applications/{missing}/booth",
    route: "DELETE /admin/api/applications/:id/booth",
    staff: 204,
    reviewer: 403,
    outsider: 401,
  },
  // The fair's money (admins only): who invoices, fees, invoices, payments.
  {
    method: "GET",
    path: "/admin/api/billing",
    route: "GET /admin/api/billing",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/billing",
    route: "PUT /admin/api/billing",
    body: () => ({}),
    staff: 422,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/fees",
    route: "GET /admin/api/editions/:slug/fees",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/editions/no-such-edition/fees",
    route: "PUT /admin/api/editions/:slug/fees",
    body: () => ({}),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/invoices",
    route: "GET /admin/api/invoices",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/invoices/{missing}",
    route: "GET /admin/api/invoices/:fileId",
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  { method: "GET", path: "/admin/api/invoices/{missing}.pdf", staff: 404, reviewer: 403, outsider: 401 },
  { method: "GET", path: "/admin/api/invoices/{missing}.xml", staff: 404, reviewer: 403, outsider: 401 },
  {
    method: "PATCH",
    path: "/admin/api/invoices/{missing}",
    route: "PATCH /admin/api/invoices/:id",
    body: () => ({ lines: [] }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/invoices/{missing}",
    route: "DELETE /admin/api/invoices/:id",
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/invoices/issue",
    route: "POST /admin/api/invoices/issue",
    body: () => ({ ids: [MISSING] }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/invoices/{missing}/cancel",
    route: "POST /admin/api/invoices/:id/cancel",
    body: () => ({ reason: "matrix" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/invoices/prepare",
    route: "POST /admin/api/editions/:slug/invoices/prepare",
    body: () => ({ kind: "deposit" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/payments/import",
    route: "POST /admin/api/payments/import",
    body: () => ({}),
    staff: 422,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/payments",
    route: "GET /admin/api/payments",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/payments/{missing}/settle",
    route: "POST /admin/api/payments/:id/settle",
    body: () => ({ dismiss: true }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/invoices/{missing}/payments",
    route: "POST /admin/api/invoices/:id/payments",
    body: () => ({ amount: "1.00", paid_at: "2027-01-01" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/invoices/remind",
    route: "POST /admin/api/editions/:slug/invoices/remind",
    body: () => ({}),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/invoices.csv",
    route: "GET /admin/api/editions/:slug/invoices.csv",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  // The team: accounts (admins only), a member's own password, and the public pages to choose one.
  {
    method: "GET",
    path: "/admin/api/staff/events",
    route: "GET /admin/api/staff/events",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/staff",
    route: "POST /admin/api/staff",
    body: () => ({}),
    staff: 422,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PATCH",
    path: "/admin/api/staff/{missing}",
    route: "PATCH /admin/api/staff/:id",
    body: () => ({ name: "x" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/staff/{missing}/reset",
    route: "POST /admin/api/staff/:id/reset",
    body: () => ({}),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/me/password",
    route: "POST /admin/api/me/password",
    body: () => ({ current_password: "not the password", password: "whatever it may be" }),
    staff: 422,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/set-password/{missing}",
    route: "GET /admin/set-password/:token",
    staff: 410,
    outsider: 410,
  },
  {
    method: "POST",
    path: "/admin/set-password/{missing}",
    route: "POST /admin/set-password/:token",
    body: () => ({ password: "a long passphrase here" }),
    staff: 410,
    outsider: 410,
  },
  { method: "GET", path: "/admin/forgot-password", route: "GET /admin/forgot-password", staff: 200, outsider: 200 },
  {
    method: "POST",
    path: "/admin/forgot-password",
    route: "POST /admin/forgot-password",
    body: () => ({ email: "matrix@fair.example" }),
    staff: 202,
    outsider: 202,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/form",
    route: "POST /admin/api/editions/:slug/form",
    body: () => ({}),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/exports/reviews.csv",
    route: "GET /admin/api/exports/reviews.csv",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  // Decision letters (admins only): state changes are asked of nothing that exists.
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/letters/accepted",
    route: "GET /admin/api/editions/:slug/letters/:decision",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/editions/no-such-edition/letters/accepted",
    route: "PUT /admin/api/editions/:slug/letters/:decision",
    body: () => ({ subject: "Hello {{gallery}}", body: "Dear {{contact}}" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/editions/{edition}/letters/accepted/preview?application={application}",
    route: "GET /admin/api/editions/:slug/letters/:decision/preview",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/editions/no-such-edition/letters/prepare",
    route: "POST /admin/api/editions/:slug/letters/prepare",
    body: () => ({}),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "GET",
    path: "/admin/api/letters?state=pending",
    route: "GET /admin/api/letters",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PATCH",
    path: "/admin/api/letters/{missing}",
    route: "PATCH /admin/api/letters/:id",
    body: () => ({ subject: "Changed" }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "DELETE",
    path: "/admin/api/letters/{missing}",
    route: "DELETE /admin/api/letters/:id",
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/letters/send",
    route: "POST /admin/api/letters/send",
    body: () => ({ ids: [MISSING] }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  // The mail outbox (admins only).
  {
    method: "GET",
    path: "/admin/api/mail?state=failed",
    route: "GET /admin/api/mail",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "POST",
    path: "/admin/api/mail/retry",
    route: "POST /admin/api/mail/retry",
    body: () => ({ ids: [MISSING] }),
    staff: 404,
    reviewer: 403,
    outsider: 401,
  },
  // The languages offered to applicants (admins only); the body offers every one, so nothing changes.
  {
    method: "GET",
    path: "/admin/api/languages",
    route: "GET /admin/api/languages",
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
  {
    method: "PUT",
    path: "/admin/api/languages",
    route: "PUT /admin/api/languages",
    body: () => ({ offered: [...LANGUAGES] }),
    staff: 200,
    reviewer: 403,
    outsider: 401,
  },
];

/** An application id of the right shape that no application has. */
const MISSING = "00000000-0000-4000-8000-000000000000";

const address = (route: Route) =>
  route.path
    .replace("{application}", applicationId)
    .replace("{picture}", pictureId)
    .replace("{pdf}", pdfId)
    .replace("{missing}", MISSING)
    .replace("{edition}", server.config.openEditions[0] ?? "");

function call(route: Route, who: Who) {
  const visitor = visitors.get(who) ?? { cookie: "", token: "" };
  const headers: Record<string, string> = {};
  if (visitor.cookie) headers.cookie = visitor.cookie;
  if (visitor.token) headers["x-csrf-token"] = visitor.token;
  if (route.body) headers["content-type"] = "application/json";
  return fetch(`${server.url}${address(route)}`, {
    method: route.method,
    redirect: "manual",
    headers,
    ...(route.body ? { body: JSON.stringify(route.body()) } : {}),
  });
}

describe.each(ROUTES)("$method $path", (route) => {
  it.each(EVERYONE)("for %s", async (who) => {
    const response = await call(route, who);
    const expected =
      who === "admin" ? route.staff : who === "reviewer" ? (route.reviewer ?? route.staff) : route.outsider;
    expect(response.status).toBe(expected);
    if (response.status === 303)
      expect(response.headers.get("location")).toBe(`/admin/sign-in?next=${encodeURIComponent(address(route))}`);
    if (response.status === 401) expect(await response.json()).toEqual({ message: expect.any(String) });
    if (expected === 500) expect(await response.text()).toContain("The back office is not built: run npm run build");
    // A shared computer must not show an applicant's data or files after sign-out: nothing is
    // stored for long, and nothing by a cache between the browser and the server.
    const cacheControl = response.headers.get("cache-control") ?? "";
    expect(cacheControl).toMatch(/^(no-store|private, no-store|private, max-age=\d+)$/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0)).toBeLessThanOrEqual(300);
  });
});

it("holds every route the guard covers, as registered: a new back-office route cannot be left out", () => {
  const listed = new Set([...ROUTES.map((r) => r.route), "POST /admin/sign-out"]);
  const missing = server.app.staffRoutes
    .filter((r) => r.method !== "HEAD")
    .map((r) => `${r.method} ${r.url}`)
    .filter((route) => !listed.has(route));
  expect(missing).toEqual([]);
});

describe("POST /admin/sign-out", () => {
  it.each(EVERYONE)("for %s", async (who) => {
    const response = await call({ method: "POST", path: "/admin/sign-out", staff: 204, outsider: 401 }, who);
    expect(response.status).toBe(who === "admin" || who === "reviewer" ? 204 : 401);
  });
});
