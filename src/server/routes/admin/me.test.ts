/**
 * A member's own authenticator app (two-step sign-in): setting one up needs her current password
 * and a code from the new key; replacing it needs the current code from the app already set up
 * too, and removing it that code: a session left open on a shared computer (or stolen) cannot
 * move the second step to someone else's phone and lock its owner out. Wrong passwords and codes
 * count against the account like wrong ones at sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { currentTotpCode } from "../../staff/totp.ts";
import { StaffStore } from "../../store/staff.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: "5" });
});
afterAll(() => server.close());

const STEP = 30_000;
/** A code of a later 30-second step than any used so far (sign-in used the current one): accepted once, like the app's next. */
const nextCode = (secret: string, steps = 1) => currentTotpCode(secret, Date.now() + steps * STEP);

async function newKey(member: StaffVisitor): Promise<string> {
  const response = await member.fetch("/admin/api/me/totp/new");
  return ((await response.json()) as { secret: string }).secret;
}

function post(member: StaffVisitor, body: object) {
  return member.fetch("/admin/api/me/totp", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const secretOf = async (id: string) => (await new StaffStore(server.app.db).findById(id))?.totpSecret;

/** The code last accepted for the account (at sign-in): used up. */
async function usedCode(id: string, secret: string): Promise<string> {
  const step = (await new StaffStore(server.app.db).findById(id))?.totpLastStep as number;
  return currentTotpCode(secret, step * STEP);
}

async function signInStatus(email: string, password: string, totp: string): Promise<number> {
  const response = await fetch(`${server.url}/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, totp }),
  });
  return response.status;
}

describe("POST /admin/api/me/totp", () => {
  it("sets up a first authenticator app only with the current password and a code from the new key", async () => {
    const staff = await createStaff(server.app, { email: "first@fair.example", role: "reviewer" });
    const member = await signIn(server.url, staff.email, staff.password);
    const secret = await newKey(member);
    const setup = { secret, code: currentTotpCode(secret) };

    // A session alone (a thief's) cannot put its own phone between the owner and her account.
    const without = await post(member, setup);
    expect(without.status).toBe(422);
    expect(await without.json()).toEqual({
      message: "Enter your current password: setting up an authenticator app needs it.",
    });
    const wrong = await post(member, { ...setup, current_password: "not the password at all" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: "The current password is not right." });
    expect(await secretOf(staff.id)).toBeNull();

    const response = await post(member, { ...setup, current_password: staff.password });
    expect(response.status).toBe(204);
    expect(await secretOf(staff.id)).toBe(secret);
    expect(await (await member.fetch("/admin/api/me")).json()).toMatchObject({ totp: true });
  });

  it("stops taking passwords after the account's failure limit, as sign-in does", async () => {
    const staff = await createStaff(server.app, { email: "thief@fair.example", role: "admin" });
    const member = await signIn(server.url, staff.email, staff.password);
    const secret = await newKey(member);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post(member, { secret, code: currentTotpCode(secret), current_password: `guess ${i}` })).status,
      );
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const refused = await post(member, { secret, code: currentTotpCode(secret), current_password: staff.password });
    expect(refused.status).toBe(429);
    expect(await secretOf(staff.id)).toBeNull();
  });

  it("replaces the app only with the current password and the current code from the app already set up", async () => {
    const staff = await createStaff(server.app, { email: "replace@fair.example", role: "admin", totp: true });
    const old = staff.totpSecret as string;
    const member = await signIn(server.url, staff.email, staff.password, old);
    const secret = await newKey(member);
    const replacement = { secret, code: currentTotpCode(secret), current_password: staff.password };

    // The current code alone is not enough: the password is asked too.
    const codeOnly = await post(member, { secret, code: currentTotpCode(secret), current_code: nextCode(old) });
    expect(codeOnly.status).toBe(422);
    expect(await secretOf(staff.id)).toBe(old);

    const without = await post(member, replacement);
    expect(without.status).toBe(422);
    expect(await without.json()).toEqual({
      message: "Enter the code your current authenticator app shows: replacing it needs one.",
    });
    const wrong = await post(member, { ...replacement, current_code: "000000" });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: "The code from your current authenticator app is not right. Enter the newest code it shows.",
    });
    // A code of the new key is not one of the current app's.
    expect((await post(member, { ...replacement, current_code: currentTotpCode(secret) })).status).toBe(422);
    expect(await secretOf(staff.id)).toBe(old);

    const right = await post(member, { ...replacement, current_code: nextCode(old) });
    expect(right.status).toBe(204);
    expect(await secretOf(staff.id)).toBe(secret);
    // From now on the new app signs in, the old one does not.
    expect(await signInStatus(staff.email, staff.password, nextCode(secret))).toBe(200);
    expect(await signInStatus(staff.email, staff.password, nextCode(old, 2))).toBe(401);
  });

  it("takes each current code once", async () => {
    const staff = await createStaff(server.app, { email: "replay@fair.example", role: "reviewer", totp: true });
    const old = staff.totpSecret as string;
    const member = await signIn(server.url, staff.email, staff.password, old);
    // The code that signed in is used up.
    const secret = await newKey(member);
    const replay = await post(member, {
      secret,
      code: currentTotpCode(secret),
      current_password: staff.password,
      current_code: await usedCode(staff.id, old),
    });
    expect(replay.status).toBe(422);
    expect(await secretOf(staff.id)).toBe(old);
  });

  it("stops taking guesses after the account's failure limit, as sign-in does", async () => {
    const staff = await createStaff(server.app, { email: "guesser@fair.example", role: "reviewer", totp: true });
    const old = staff.totpSecret as string;
    const member = await signIn(server.url, staff.email, staff.password, old);
    const secret = await newKey(member);
    const guess = () =>
      post(member, { secret, code: currentTotpCode(secret), current_password: staff.password, current_code: "123456" });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess()).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const refused = await post(member, {
      secret,
      code: currentTotpCode(secret),
      current_password: staff.password,
      current_code: nextCode(old),
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await secretOf(staff.id)).toBe(old);
  });
});

describe("DELETE /admin/api/me/totp", () => {
  it("removes the app only with its current code, once", async () => {
    const staff = await createStaff(server.app, { email: "remove@fair.example", role: "reviewer", totp: true });
    const old = staff.totpSecret as string;
    const member = await signIn(server.url, staff.email, staff.password, old);
    const remove = (body: object) =>
      member.fetch("/admin/api/me/totp", {
        method: "DELETE",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await remove({})).status).toBe(422);
    expect((await remove({ code: await usedCode(staff.id, old) })).status).toBe(422);
    expect(await secretOf(staff.id)).toBe(old);
    expect((await remove({ code: nextCode(old) })).status).toBe(204);
    expect(await secretOf(staff.id)).toBeNull();
  });
});
