/**
 * Staff accounts and signed-in staff for tests and benchmarks: create an account straight in the
 * app's database, then sign in over HTTP as the back office's client does.
 */
import { randomBytes } from "node:crypto";
import type { App } from "../src/server/app.ts";
import { hashPassword } from "../src/server/staff/password.ts";
import { currentTotpCode, newTotpSecret } from "../src/server/staff/totp.ts";
import type { StaffRole } from "../src/server/store/schema.ts";
import { StaffStore } from "../src/server/store/staff.ts";

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** Set when created with `totp: true`: `currentTotpCode(totpSecret)` is what the app would show. */
  totpSecret?: string;
}

export interface StaffVisitor {
  cookie: string;
  csrfToken: string;
  /** fetch with this member's cookie and, unless given, the CSRF header. */
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
}

/**
 * scrypt takes 0.1–0.3 s a hash on purpose; tests create accounts by the hundred. Accounts made
 * without a password of their own share one per process, hashed once (its hash, salt included).
 */
const SHARED_PASSWORD = `test-${randomBytes(12).toString("base64url")}`;
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  const known = hashes.get(password);
  if (known) return known;
  const hash = hashPassword(password);
  hashes.set(password, hash);
  return hash;
}

export async function createStaff(
  app: Pick<App, "db">,
  account: { email: string; name?: string; role: StaffRole; password?: string; totp?: boolean },
): Promise<TestStaff> {
  const password = account.password ?? SHARED_PASSWORD;
  const name = account.name ?? account.email.split("@")[0] ?? account.email;
  const store = new StaffStore(app.db);
  const { member } = await store.save({
    email: account.email,
    name,
    role: account.role,
    passwordHash: await hashOnce(password),
  });
  const staff: TestStaff = { id: member.id, email: member.email, name, role: account.role, password };
  if (account.totp) {
    staff.totpSecret = newTotpSecret();
    await store.setTotpSecret(member.id, staff.totpSecret);
  }
  return staff;
}

/** Signs in with the JSON form of POST /admin/sign-in; throws with the answer when refused. */
export async function signIn(url: string, email: string, password: string, totpSecret?: string): Promise<StaffVisitor> {
  const body = { email, password, ...(totpSecret ? { totp: currentTotpCode(totpSecret) } : {}) };
  const response = await fetch(`${url}/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`Sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  const { csrf_token: csrfToken } = (await response.json()) as { csrf_token: string };
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return {
    cookie,
    csrfToken,
    fetch(pathname, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("cookie")) headers.set("cookie", cookie);
      if (!headers.has("x-csrf-token")) headers.set("x-csrf-token", csrfToken);
      return fetch(`${url}${pathname}`, { ...init, headers });
    },
  };
}
