/**
 * The team (admins only), and a member's own password:
 *   GET   /admin/api/staff                 {"items": [member]}: every account
 *   POST  /admin/api/staff                 {"email","name","role"} → 201 member; an email with a one-time link
 *                                          (72 h) on PUBLIC_URL
 *   PATCH /admin/api/staff/<id>            {"role"?,"disabled"?,"name"?} → member; disabling ends her sessions;
 *                                          409 for the last admin who can sign in
 *   POST  /admin/api/staff/<id>/reset      → member; a new one-time link by email
 *   GET   /admin/api/staff/events          {"items": [event]}: the audit log of account changes, newest first
 *   POST  /admin/api/me/password           {"current_password","password"} → 204 (any member, for herself)
 * A member is {"id","email","name","role","state": "active"|"invited"|"disabled","disabled","totp",
 * "created_at","last_sign_in_at"}.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageAnswer } from "../../../shared/api/message.ts";
import {
  inviteBody,
  memberChangeBody,
  passwordChangeBody,
  staffEvents,
  staffList,
  staffMember,
  staffParams,
} from "../../../shared/api/staff.ts";
import type { StaffAccounts } from "../../staff/accounts.ts";
import type { StaffSignIn } from "../../staff/sign-in.ts";
import type { Db } from "../../store/database.ts";
import { type StaffMember, StaffStore, stateOf } from "../../store/staff.ts";
import { recentAccountEvents } from "../../store/staff-account-events.ts";
import { sessionIdOf } from "../../store/staff-sessions.ts";
import { staffMessages } from "./guard.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function memberJson(m: StaffMember) {
  return {
    id: m.id,
    email: m.email,
    name: m.name,
    role: m.role,
    state: stateOf(m),
    disabled: m.disabled,
    totp: m.totp,
    created_at: new Date(m.createdAt).toISOString(),
    last_sign_in_at: iso(m.lastSignInAt),
  };
}

export const staffApi: FastifyPluginAsyncZod<{ db: Db; accounts: StaffAccounts; signIn: StaffSignIn }> = async (
  app,
  { db, accounts, signIn },
) => {
  const staff = new StaffStore(db);
  // A field that does not fit is 422, as this contract said before the schemas were declared.
  const admin = { staffAccess: "admin" as const, refuseWith: 422 as const };
  const actor = (request: { staffSession: { staff: { id: string; name: string; email: string } } | null }) =>
    request.staffSession?.staff ?? { id: "", name: "", email: "" };

  app.get("/api/staff", { config: admin, schema: { response: { 200: staffList } } }, async () => ({
    items: (await staff.list()).map(memberJson),
  }));

  app.get("/api/staff/events", { config: admin, schema: { response: { 200: staffEvents } } }, async () => ({
    items: (await recentAccountEvents(db)).map((e) => ({
      id: e.id,
      at: new Date(e.at).toISOString(),
      member: { id: e.staffId, email: e.email, name: e.name },
      by: e.byStaffId ? { id: e.byStaffId, email: e.byEmail ?? "", name: e.byName ?? "" } : null,
      event: e.event,
      detail: e.detail,
    })),
  }));

  app.post(
    "/api/staff",
    { config: admin, schema: { body: inviteBody, response: { 201: staffMember } } },
    async (request, reply) => {
      const member = await accounts.invite(request.body, actor(request));
      return reply.code(201).send(memberJson(member));
    },
  );

  app.patch(
    "/api/staff/:id",
    { config: admin, schema: { params: staffParams, body: memberChangeBody, response: { 200: staffMember } } },
    async (request) => memberJson(await accounts.update(request.params.id, request.body, actor(request).id)),
  );

  app.post(
    "/api/staff/:id/reset",
    { config: { ...admin, takes: "nothing" }, schema: { params: staffParams, response: { 200: staffMember } } },
    async (request) => memberJson(await accounts.resendLink(request.params.id, actor(request))),
  );

  app.post(
    "/api/me/password",
    {
      config: { refuseWith: 422 },
      schema: {
        body: passwordChangeBody,
        response: { 204: z.undefined(), 401: messageAnswer, 422: messageAnswer, 429: messageAnswer },
      },
    },
    async (request, reply) => {
      const session = request.staffSession;
      if (!session) return reply.code(401).send({ message: staffMessages.signInNeeded });
      const check = await signIn.confirmCurrentPassword(session.staff.id, request.body.current_password, request.ip);
      if (check.outcome === "throttled")
        return reply
          .code(429)
          .header("retry-after", String(check.retryAfterSeconds))
          .send({
            message: `Too many wrong passwords. Try again in ${Math.ceil(check.retryAfterSeconds / 60)} minutes.`,
          });
      if (check.outcome === "wrong") return reply.code(422).send({ message: "The current password is not right." });
      const problem = await accounts.changeOwnPassword(
        session.staff.id,
        request.body.password,
        sessionIdOf(session.token),
      );
      if (problem) return reply.code(422).send({ message: problem });
      return reply.code(204).send();
    },
  );
};
