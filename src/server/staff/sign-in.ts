/**
 * Checking who signs in to the back office: password, then (when the member has one) a code from
 * an authenticator app. Every attempt is written to the audit log before anything is checked, and
 * an attempt is refused unchecked while the account or the address has too many recent failures.
 */
import type { StaffConfig } from "../config.ts";
import { memberOf, normalizeEmail, type StaffMember, type StaffStore } from "../store/staff.ts";
import type { SignInOutcome, StaffSignInLog } from "../store/staff-sign-ins.ts";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./password.ts";
import { acceptedTotpStep, newTotpSecret } from "./totp.ts";

/** Failures are counted over this window (the limits themselves are in the configuration). */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

export type SignInResult =
  | { outcome: "signed-in"; member: StaffMember }
  | { outcome: "refused" }
  | { outcome: "throttled"; retryAfterSeconds: number }
  /** The password was right; the member's authenticator app must confirm. */
  | { outcome: "code-required"; member: StaffMember }
  /** The password was right; codes are required for everyone and this member has no app yet. */
  | { outcome: "setup-required"; member: StaffMember; secret: string };

export type CodeCheck =
  | { outcome: "confirmed" }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfterSeconds: number };

export class StaffSignIn {
  private readonly staff: StaffStore;
  private readonly log: StaffSignInLog;
  private readonly config: StaffConfig;

  constructor(staff: StaffStore, log: StaffSignInLog, config: StaffConfig) {
    this.staff = staff;
    this.log = log;
    this.config = config;
  }

  async withPassword(input: { email: string; password: string; code?: string }, ip: string): Promise<SignInResult> {
    const email = normalizeEmail(input.email).slice(0, 320);
    return this.attempt(email, ip, async () => {
      const account = await this.staff.findByEmail(email);
      if (!account) {
        await verifyPassword(input.password, decoyHash());
        return ["unknown-account", null, { outcome: "refused" }];
      }
      // An invited member without a password yet: checked as long as anyone, never accepted.
      if (!(await verifyPassword(input.password, account.passwordHash || decoyHash())) || !account.passwordHash)
        return ["wrong-password", account.id, { outcome: "refused" }];
      if (account.disabled) return ["disabled", account.id, { outcome: "refused" }];
      // A hash of older parameters, once: the password is at hand only now.
      if (needsRehash(account.passwordHash))
        await this.staff.rehashPassword(account.id, account.passwordHash, await hashPassword(input.password));
      const member = memberOf(account);
      if (account.totpSecret) {
        if (!input.code) return ["code-required", account.id, { outcome: "code-required", member }];
        const step = acceptedTotpStep(account.totpSecret, input.code, account.totpLastStep);
        if (step === undefined || !(await this.staff.useTotpStep(account.id, step)))
          return ["wrong-code", account.id, { outcome: "refused" }];
      } else if (this.config.requireTotp) {
        return ["code-required", account.id, { outcome: "setup-required", member, secret: newTotpSecret() }];
      }
      return this.signedIn(member);
    });
  }

  /**
   * The second step, after the password was checked: the code, and for a member setting up an
   * app the secret the app was given (it is kept once a code made with it is right).
   */
  async withCode(input: { staffId: string; code: string; setupSecret?: string }, ip: string): Promise<SignInResult> {
    const account = await this.staff.findById(input.staffId);
    if (!account) return { outcome: "refused" };
    return this.attempt(account.email, ip, async () => {
      if (account.disabled) return ["disabled", account.id, { outcome: "refused" }];
      const member = memberOf(account);
      if (account.totpSecret) {
        const step = acceptedTotpStep(account.totpSecret, input.code, account.totpLastStep);
        if (step === undefined || !(await this.staff.useTotpStep(account.id, step)))
          return ["wrong-code", account.id, { outcome: "refused" }];
        return this.signedIn(member);
      }
      const step = input.setupSecret ? acceptedTotpStep(input.setupSecret, input.code, null) : undefined;
      if (!input.setupSecret || step === undefined) return ["wrong-code", account.id, { outcome: "refused" }];
      await this.staff.setTotpSecret(account.id, input.setupSecret, step, account.id);
      return this.signedIn({ ...member, totp: true });
    });
  }

  /**
   * A signed-in member's code from the authenticator app already set up, before it is replaced or
   * removed: checked, used up and throttled like a code at sign-in, so an open session alone
   * cannot move the second step elsewhere nor try every code.
   */
  async confirmCurrentCode(staffId: string, code: string, ip: string): Promise<CodeCheck> {
    const account = await this.staff.findById(staffId);
    if (!account?.totpSecret) return { outcome: "wrong" };
    const secret = account.totpSecret;
    const result = await this.attempt(account.email, ip, async () => {
      const step = acceptedTotpStep(secret, code, account.totpLastStep);
      if (step === undefined || !(await this.staff.useTotpStep(account.id, step)))
        return ["wrong-code", account.id, { outcome: "refused" }];
      return ["code-confirmed", account.id, { outcome: "signed-in", member: memberOf(account) }];
    });
    if (result.outcome === "throttled") return result;
    return { outcome: result.outcome === "signed-in" ? "confirmed" : "wrong" };
  }

  /**
   * A signed-in member's current password, before she chooses a new one: checked and throttled
   * like a password at sign-in, so an open session alone cannot take the account over.
   */
  async confirmCurrentPassword(staffId: string, password: string, ip: string): Promise<CodeCheck> {
    const account = await this.staff.findById(staffId);
    if (!account) return { outcome: "wrong" };
    const result = await this.attempt(account.email, ip, async () => {
      if (!account.passwordHash || !(await verifyPassword(password, account.passwordHash)))
        return ["wrong-password", account.id, { outcome: "refused" }];
      return ["password-confirmed", account.id, { outcome: "signed-in", member: memberOf(account) }];
    });
    if (result.outcome === "throttled") return result;
    return { outcome: result.outcome === "signed-in" ? "confirmed" : "wrong" };
  }

  /**
   * After she chose her password with an invitation or reset link: whether she is signed in at
   * once. The link proves only the mailbox, so a member whose sign-in asks for a code (her own app,
   * or codes required for everyone) signs in on the sign-in page as usual.
   */
  async afterPasswordSet(member: StaffMember, ip: string): Promise<boolean> {
    if (member.totp || this.config.requireTotp) return false;
    const id = await this.log.begin(member.email, ip);
    await this.signedIn(member);
    await this.log.finish(id, "signed-in", member.id);
    return true;
  }

  /**
   * "Forgot your password?": whether a link may be sent to `email` now. Requests are counted per
   * address typed and per IP address, known accounts or not, so the answer reveals nothing.
   */
  async mayRequestPasswordLink(
    email: string,
    ip: string,
    now = Date.now(),
  ): Promise<{ outcome: "allowed" } | { outcome: "throttled"; retryAfterSeconds: number }> {
    const address = normalizeEmail(email).slice(0, 320);
    const since = now - SIGN_IN_WINDOW_MS;
    const requested = ["password-link-requested"] as const;
    const [byAccount, byIp] = await Promise.all([
      this.log.failuresSince({ email: address }, since, requested),
      this.log.failuresSince({ ip }, since, requested),
    ]);
    const over = [
      byAccount.count >= this.config.failuresPerAccount ? byAccount.oldest : null,
      byIp.count >= this.config.failuresPerIp ? byIp.oldest : null,
    ].filter((oldest): oldest is number => oldest !== null);
    if (over.length > 0) {
      await this.log.note(address, ip, "password-link-throttled", now);
      const freeAt = Math.max(...over) + SIGN_IN_WINDOW_MS;
      return { outcome: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    await this.log.note(address, ip, "password-link-requested", now);
    return { outcome: "allowed" };
  }

  private async signedIn(member: StaffMember): Promise<[SignInOutcome, string, SignInResult]> {
    await this.staff.recordSignIn(member.id);
    return ["signed-in", member.id, { outcome: "signed-in", member }];
  }

  private async attempt(
    email: string,
    ip: string,
    check: () => Promise<[SignInOutcome, string | null, SignInResult]>,
  ): Promise<SignInResult> {
    const now = Date.now();
    const id = await this.log.begin(email, ip, now);
    const since = now - SIGN_IN_WINDOW_MS;
    const [byAccount, byIp] = await Promise.all([
      this.log.failuresSince({ email }, since),
      this.log.failuresSince({ ip }, since),
    ]);
    // This attempt is among the counted ones, hence ">".
    const over = [
      byAccount.count > this.config.failuresPerAccount ? byAccount.oldest : null,
      byIp.count > this.config.failuresPerIp ? byIp.oldest : null,
    ].filter((oldest): oldest is number => oldest !== null);
    if (over.length > 0) {
      await this.log.finish(id, "throttled");
      const freeAt = Math.max(...over) + SIGN_IN_WINDOW_MS;
      return { outcome: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) };
    }
    const [outcome, staffId, result] = await check();
    await this.log.finish(id, outcome, staffId);
    return result;
  }
}
