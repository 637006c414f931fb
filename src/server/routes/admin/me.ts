/**
 * The signed-in member's own account: who they are, and setting up, replacing or removing their
 * authenticator app (two-step sign-in) without an admin's help.
 *   GET    /admin/api/me                 {email, name, role, totp, language}
 *   PUT    /admin/api/me/language        {language: "en" | "de" | null} → 204: the back office's language
 *                                        she reads from her next page on (null: her browser's again)
 *   GET    /admin/api/me/totp/new        {secret, uri}: a new key, not kept until confirmed
 *   POST   /admin/api/me/totp            {secret, code, current_password, current_code} → 204: kept once the
 *                                        code made with it is right and current_password is hers; replacing
 *                                        an app also needs current_code, the code the app already set up
 *                                        shows (422 without or wrong, 429 after too many wrong ones)
 *   DELETE /admin/api/me/totp            {code} → 204: the current app's code (409 when STAFF_REQUIRE_TOTP is set)
 */
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { myAccount, myLanguageBody, newTotpKey, totpRemoveBody, totpSetUpBody } from "../../../shared/api/me.ts";
import { messageAnswer } from "../../../shared/api/message.ts";
import { isBackOfficeLanguage } from "../../../shared/i18n/admin/catalog.ts";
import type { Config } from "../../config.ts";
import type { CodeCheck, StaffSignIn } from "../../staff/sign-in.ts";
import { acceptedTotpStep, newTotpSecret, totpUri } from "../../staff/totp.ts";
import type { StaffStore } from "../../store/staff.ts";
import { staffMessages } from "./guard.ts";

const BASE32_SECRET = /^[A-Z2-7]{16,64}$/;
const WRONG_CODE = { message: "The code is not right. Enter the newest code from your authenticator app." };
const CURRENT_CODE_MISSING = {
  message: "Enter the code your current authenticator app shows: replacing it needs one.",
};
const WRONG_CURRENT_CODE = {
  message: "The code from your current authenticator app is not right. Enter the newest code it shows.",
};
const PASSWORD_MISSING = { message: "Enter your current password: setting up an authenticator app needs it." };
const WRONG_PASSWORD = { message: "The current password is not right." };

const textOf = (value: string | undefined) => value ?? "";

/** The answer for a current code or password that was not confirmed: wrong, or too many wrong ones of late. */
function refusal(
  reply: FastifyReply,
  check: Exclude<CodeCheck, { outcome: "confirmed" }>,
  wrong: { message: string },
  what = "codes",
) {
  if (check.outcome === "wrong") return reply.code(422).send(wrong);
  return reply
    .code(429)
    .header("retry-after", String(check.retryAfterSeconds))
    .send({ message: `Too many wrong ${what}. Try again in ${Math.ceil(check.retryAfterSeconds / 60)} minutes.` });
}

/**
 * What the account page is told when a change is refused (422, 429) or not possible here (409),
 * and the guard's answers (401 signed out, 403 without the CSRF token).
 */
const refused = {
  400: messageAnswer,
  401: messageAnswer,
  403: messageAnswer,
  409: messageAnswer,
  422: messageAnswer,
  429: messageAnswer,
};

export const meRoutes: FastifyPluginAsyncZod<{ config: Config; staff: StaffStore; signIn: StaffSignIn }> = async (
  app,
  { config, staff, signIn },
) => {
  app.get("/api/me", { schema: { response: { 200: myAccount, 401: messageAnswer } } }, async (request, reply) => {
    // The guard lets only a signed-in member through.
    if (!request.staffSession) return reply.code(401).send({ message: staffMessages.signInNeeded });
    const { email, name, role, totp, language } = request.staffSession.staff;
    return { email, name, role, totp, language: isBackOfficeLanguage(language) ? language : null };
  });

  app.put(
    "/api/me/language",
    { schema: { body: myLanguageBody, response: { 204: z.null(), ...refused } } },
    async (request, reply) => {
      const member = request.staffSession?.staff;
      if (!member) return reply.code(401).send({ message: staffMessages.signInNeeded });
      await staff.setLanguage(member.id, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.get("/api/me/totp/new", { schema: { response: { 200: newTotpKey } } }, async (request) => {
    const secret = newTotpSecret();
    return { secret, uri: totpUri(secret, request.staffSession?.staff.email ?? "") };
  });

  app.post(
    "/api/me/totp",
    { schema: { body: totpSetUpBody, response: { 204: z.undefined(), ...refused } } },
    async (request, reply) => {
      const id = request.staffSession?.staff.id ?? "";
      const secret = textOf(request.body.secret);
      if (!BASE32_SECRET.test(secret))
        return reply.code(400).send({ message: "secret must be a key from /admin/api/me/totp/new." });
      const step = acceptedTotpStep(secret, textOf(request.body.code), null);
      if (step === undefined) return reply.code(422).send(WRONG_CODE);
      // A session alone (left open, or stolen) must not put another phone between the member and
      // her account: the password proves it is her, and replacing an app needs a code it shows.
      const password = textOf(request.body.current_password);
      if (!password) return reply.code(422).send(PASSWORD_MISSING);
      const replacing = Boolean((await staff.findById(id))?.totpSecret);
      const current = textOf(request.body.current_code);
      if (replacing && !current.trim()) return reply.code(422).send(CURRENT_CODE_MISSING);
      const passwordCheck = await signIn.confirmCurrentPassword(id, password, request.ip);
      if (passwordCheck.outcome !== "confirmed") return refusal(reply, passwordCheck, WRONG_PASSWORD, "passwords");
      if (replacing) {
        const check = await signIn.confirmCurrentCode(id, current, request.ip);
        if (check.outcome !== "confirmed") return refusal(reply, check, WRONG_CURRENT_CODE);
      }
      await staff.setTotpSecret(id, secret, step, id);
      return reply.code(204).send();
    },
  );

  const removeContract = { schema: { body: totpRemoveBody, response: { 204: z.undefined(), ...refused } } };
  app.delete("/api/me/totp", removeContract, async (request, reply) => {
    if (config.staff.requireTotp)
      return reply.code(409).send({ message: "Two-step sign-in is required for every member of staff here." });
    const id = request.staffSession?.staff.id ?? "";
    if (!(await staff.findById(id))?.totpSecret) return reply.code(204).send();
    const check = await signIn.confirmCurrentCode(id, textOf(request.body.code), request.ip);
    if (check.outcome !== "confirmed") return refusal(reply, check, WRONG_CODE);
    await staff.setTotpSecret(id, null, null, id);
    return reply.code(204).send();
  });
};
