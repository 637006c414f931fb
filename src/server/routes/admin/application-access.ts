/**
 * The one check of which applications a member may open, before any route about one application
 * runs: every route under /admin/api/applications/:id… and /admin/files/:id… (a file opens only
 * with its application, a file of an earlier version too), whatever plugin registers it and
 * whenever it is added. What it refuses
 * answers 404, as an application that does not exist: a reviewer learns nothing of it.
 * The rule itself is mayOpen in the rule book (policy/reviews.ts); a route marked
 * `declaresConflict` (stepping aside, before the assignment too) asks mayDeclareConflict instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ID_PATTERN } from "../../../shared/api/patterns.ts";
import { applicationOfFile } from "../../applications/staff-view.ts";
import { openFactsOf } from "../../policy/facts.ts";
import { mayDeclareConflict, mayOpen, opensEveryApplication } from "../../policy/reviews.ts";
import type { Db } from "../../store/database.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A conflict of interest's route: open on applications she may not open (mayDeclareConflict). */
    declaresConflict?: boolean;
  }
}

const APPLICATION_ROUTE = /^\/admin\/api\/applications\/:(\w+)/;
const FILE_ROUTE = /^\/admin\/files\/:(\w+)/;

/** The application a request is about, or undefined for a route about none (lists, editions, queue). */
async function applicationOf(db: Db, request: FastifyRequest): Promise<string | undefined> {
  const url = request.routeOptions.url ?? "";
  const params = request.params as Record<string, string | undefined>;
  const byApplication = APPLICATION_ROUTE.exec(url);
  if (byApplication) return params[byApplication[1] as string];
  const byFile = FILE_ROUTE.exec(url);
  if (!byFile) return undefined;
  const fileId = params[byFile[1] as string] ?? "";
  if (!ID_PATTERN.test(fileId)) return undefined;
  return applicationOfFile(db, fileId);
}

export function registerApplicationAccess(app: FastifyInstance, db: Db): void {
  // After the guard (onRequest) has found the session and the CSRF check (preValidation) has passed,
  // and before the body is checked against the route's schema: a body that does not fit must not
  // tell a member who may not open the application that it exists (422 instead of 404).
  app.addHook("preValidation", async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.staffSession;
    if (!session) return;
    const viewer = { id: session.staff.id, role: session.staff.role };
    if (opensEveryApplication(viewer)) return;
    if (request.routeOptions.config.declaresConflict && mayDeclareConflict(viewer)) return;
    const applicationId = await applicationOf(db, request);
    if (applicationId === undefined || !ID_PATTERN.test(applicationId)) return;
    // An unknown application is not refused here: the route answers it as unknown.
    const facts = await openFactsOf(db, viewer, applicationId);
    if (facts && !mayOpen(viewer, facts)) {
      const what = FILE_ROUTE.test(request.routeOptions.url ?? "") ? "file" : "application";
      return reply.code(404).send({ message: `There is no such ${what}.` });
    }
  });
}
