/**
 * The fair's back office, registered under /admin: sign-in, the React shell, the JSON API and the
 * uploaded files. One guard (guard.ts) covers every route registered here, and one check
 * (application-access.ts) every route about one application or one of its files.
 */
import type { FastifyPluginAsync } from "fastify";
import { StaffAccounts } from "../../staff/accounts.ts";
import { StaffSignIn } from "../../staff/sign-in.ts";
import { StaffStore } from "../../store/staff.ts";
import { StaffSessionStore } from "../../store/staff-sessions.ts";
import { StaffSignInLog } from "../../store/staff-sign-ins.ts";
import type { RouteContext } from "../context.ts";
import { registerApplicationAccess } from "./application-access.ts";
import { applicationsApi } from "./applications-api.ts";
import { billingApi } from "./billing-api.ts";
import { committeeApi } from "./committee-api.ts";
import { decisionsApi } from "./decisions-api.ts";
import { discussionApi } from "./discussion-api.ts";
import { editionsApi } from "./editions-api.ts";
import { eraseApi } from "./erase-api.ts";
import { exportRoutes } from "./exports.ts";
import { fileRoutes } from "./files.ts";
import { floorPlanApi } from "./floor-plan-api.ts";
import { formEditionApi } from "./form-edition-api.ts";
import { registerStaffGuard } from "./guard.ts";
import { invoicesApi } from "./invoices-api.ts";
import { languagesApi } from "./languages-api.ts";
import { lettersApi } from "./letters-api.ts";
import { mailApi } from "./mail-api.ts";
import { meRoutes } from "./me.ts";
import { myEditionApi } from "./my-edition-api.ts";
import { passwordPages } from "./password-pages.ts";
import { paymentsApi } from "./payments-api.ts";
import { reviewsApi } from "./reviews-api.ts";
import { shellRoutes } from "./shell.ts";
import { signInRoutes } from "./sign-in.ts";
import { staffApi } from "./staff-api.ts";
import { versionsApi } from "./versions-api.ts";

/** Sign-in and sign-out forms are tiny; anything bigger is not ours. */
const FORM_BODY_LIMIT = 16 * 1024;

export const adminRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { config, db, store, client, outbox } = context;
  const staff = new StaffStore(db);
  const sessions = new StaffSessionStore(db, config.staff.idleMs);
  await sessions.deleteExpired();
  const signIn = new StaffSignIn(staff, new StaffSignInLog(db), config.staff);

  // The server-rendered forms post application/x-www-form-urlencoded; only here, not for applicants.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  registerStaffGuard(app, sessions);
  registerApplicationAccess(app, db);

  await app.register(signInRoutes, { config, sessions, signIn });
  await app.register(meRoutes, { config, staff, signIn });
  // The team: accounts, one-time links to choose a password (on PUBLIC_URL), the audit log.
  const accounts = new StaffAccounts(db, { outbox, publicUrl: config.publicUrl });
  await app.register(staffApi, { db, accounts, signIn });
  await app.register(passwordPages, { accounts, signIn, sessions });
  await app.register(applicationsApi, { config, db });
  await app.register(versionsApi, { db });
  // Issue 10: reviews, decisions, editions and criteria.
  await app.register(reviewsApi, { config, db });
  await app.register(myEditionApi, { config, db });
  await app.register(decisionsApi, { db });
  await app.register(editionsApi, { config, db });
  await app.register(formEditionApi, { config, db });
  await app.register(committeeApi, { config, db, outbox });
  await app.register(discussionApi, { db });
  await app.register(lettersApi, { config, db, outbox });
  await app.register(languagesApi, { db });
  await app.register(mailApi, { db, outbox });
  await app.register(floorPlanApi, { config, db });
  // The fair's money: who invoices, each edition's fees, invoices.
  await app.register(billingApi, { config, db });
  await app.register(invoicesApi, { config, db, outbox });
  await app.register(paymentsApi, { db });
  // Options passed on are chosen one by one: `context` also holds this plugin's own prefix.
  await app.register(fileRoutes, { config, db, store });
  await app.register(exportRoutes, { config, db, store });
  await app.register(eraseApi, { db, places: { store, dataDir: config.dataDir } });
  await app.register(shellRoutes, { client });
};
