/**
 * The signed-in member's own account: who they are, and setting up or removing their
 * authenticator app (two-step sign-in) without an admin's help.
 *   GET    /admin/api/me                 {email, name, role, totp}
 *   GET    /admin/api/me/totp/new        {secret, uri}: a new key, not kept until confirmed
 *   POST   /admin/api/me/totp            {secret, code} → 204: kept once the code made with it is right
 *   DELETE /admin/api/me/totp            {code} → 204 (409 when STAFF_REQUIRE_TOTP is set)
 *   GET    /admin/api/staff              admins only: every account (changing them is the CLI's, for now)
 */
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import { acceptedTotpStep, newTotpSecret, totpUri } from "../../staff/totp.ts";
import type { StaffStore } from "../../store/staff.ts";

const BASE32_SECRET = /^[A-Z2-7]{16,64}$/;
const WRONG_CODE = { message: "The code is not right. Enter the newest code from your authenticator app." };

export const meRoutes: FastifyPluginAsync<{ config: Config; staff: StaffStore }> = async (app, { config, staff }) => {
  app.get("/api/me", async (request) => {
    const { email, name, role, totp } = request.staffSession?.staff ?? { email: "", name: "", role: "", totp: false };
    return { email, name, role, totp };
  });

  app.get("/api/staff", { config: { staffAccess: "admin" } }, async () => ({
    items: (await staff.list()).map((m) => ({
      email: m.email,
      name: m.name,
      role: m.role,
      disabled: m.disabled,
      totp: m.totp,
      created_at: new Date(m.createdAt).toISOString(),
      last_sign_in_at: m.lastSignInAt === null ? null : new Date(m.lastSignInAt).toISOString(),
    })),
  }));

  app.get("/api/me/totp/new", async (request) => {
    const secret = newTotpSecret();
    return { secret, uri: totpUri(secret, request.staffSession?.staff.email ?? "") };
  });

  app.post<{ Body: { secret?: unknown; code?: unknown } | null }>("/api/me/totp", async (request, reply) => {
    const id = request.staffSession?.staff.id ?? "";
    const secret = typeof request.body?.secret === "string" ? request.body.secret : "";
    const code = typeof request.body?.code === "string" ? request.body.code : "";
    if (!BASE32_SECRET.test(secret))
      return reply.code(400).send({ message: "secret must be a key from /admin/api/me/totp/new." });
    const step = acceptedTotpStep(secret, code, null);
    if (step === undefined) return reply.code(422).send(WRONG_CODE);
    await staff.setTotpSecret(id, secret, step);
    return reply.code(204).send();
  });

  app.delete<{ Body: { code?: unknown } | null }>("/api/me/totp", async (request, reply) => {
    if (config.staff.requireTotp)
      return reply.code(409).send({ message: "Two-step sign-in is required for every member of staff here." });
    const account = await staff.findById(request.staffSession?.staff.id ?? "");
    if (!account?.totpSecret) return reply.code(204).send();
    const code = typeof request.body?.code === "string" ? request.body.code : "";
    const step = acceptedTotpStep(account.totpSecret, code, account.totpLastStep);
    if (step === undefined) return reply.code(422).send(WRONG_CODE);
    await staff.setTotpSecret(account.id, null);
    return reply.code(204).send();
  });
};
