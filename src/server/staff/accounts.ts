/**
 * Changes to staff accounts, from the back office and from the command line alike: inviting,
 * changing a role or name, disabling and enabling, one-time links to choose a password, and a
 * member's own new password. Each change and its line in the audit log are one transaction.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { MailOutbox } from "../mail/outbox.ts";
import type { Db } from "../store/database.ts";
import { isPostgres } from "../store/dialect.ts";
import type { Database, StaffRole } from "../store/schema.ts";
import { isEmailAddress, normalizeEmail, STAFF_ROLES, type StaffMember, StaffStore } from "../store/staff.ts";
import { type AccountEvent, recordAccountEvent } from "../store/staff-account-events.ts";
import {
  endPasswordLinks,
  issuePasswordLink,
  passwordLinkOwner,
  usePasswordLink,
} from "../store/staff-password-links.ts";
import { RequestError } from "../web/request-error.ts";
import { hashPassword } from "./password.ts";
import { type PasswordLinkKind, passwordLinkMail } from "./password-link-mail.ts";
import { passwordProblem } from "./password-policy.ts";

export const ROLE_NAMES: Record<StaffRole, string> = { admin: "Admin", reviewer: "Reviewer" };
const MAX_NAME = 200;

export const setPasswordPath = (token: string) => `/admin/set-password/${token}`;

export type LinkUse =
  | { outcome: "set"; member: StaffMember }
  | { outcome: "gone" }
  | { outcome: "refused"; problem: string };

function nameOf(value: unknown, field = "name"): string {
  const name = typeof value === "string" ? value.trim() : "";
  if (!name) throw new RequestError(422, `${field} must be the member's name.`);
  if (name.length > MAX_NAME) throw new RequestError(422, `${field} must have at most ${MAX_NAME} characters.`);
  return name;
}

function roleOf(value: unknown): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole)) throw new RequestError(422, 'role must be "admin" or "reviewer".');
  return value as StaffRole;
}

/**
 * An admin who can sign in: enabled, with a password. An invitation nobody accepted is not one:
 * counting her would let the only admin who can sign in step down and leave nobody.
 */
function isActiveAdmin(row: { role: StaffRole; disabled: number; password_hash: string }): boolean {
  return row.role === "admin" && row.disabled === 0 && row.password_hash !== "";
}

/** isActiveAdmin in SQL. */
function activeAdmins(trx: Db | Transaction<Database>) {
  return trx.selectFrom("staff").where("role", "=", "admin").where("disabled", "=", 0).where("password_hash", "!=", "");
}

/** 409 when `row`, an admin who can sign in, is the only one: the team would have nobody to run it. */
async function refuseLastAdmin(
  trx: Db | Transaction<Database>,
  row: { id: string; name: string; email: string },
): Promise<void> {
  const others = await activeAdmins(trx)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("id", "!=", row.id)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0)
    throw new RequestError(
      409,
      `${row.name || row.email} is the last active admin: make another member an admin first (an invited one counts once she has chosen her password).`,
    );
}

/**
 * Every admin's row, locked for the rest of the transaction: two admins demoting or disabling
 * each other at once then run one after the other, and the second sees she would be the last.
 */
async function lockAdmins(trx: Transaction<Database>): Promise<void> {
  if (isPostgres(trx)) {
    await trx.selectFrom("staff").select("id").where("role", "=", "admin").orderBy("id").forUpdate().execute();
    return;
  }
  // SQLite has no row locks: a no-op write takes the database's write lock.
  await trx
    .updateTable("staff")
    .set((eb) => ({ role: eb.ref("role") }))
    .where("role", "=", "admin")
    .execute();
}

export class StaffAccounts {
  private readonly db: Db;
  private readonly mailing: { outbox: MailOutbox; publicUrl: string } | undefined;
  private readonly staff: StaffStore;

  /**
   * Links are sent through the outbox and built on PUBLIC_URL, never on the address a request
   * names. Without them (the command line) no link can be sent.
   */
  constructor(db: Db, mailing?: { outbox: MailOutbox; publicUrl: string }) {
    this.db = db;
    this.mailing = mailing;
    this.staff = new StaffStore(db);
  }

  /** A new member without a password, and an email with her link; 409 when the address has an account. */
  async invite(
    input: { email?: unknown; name?: unknown; role?: unknown },
    by: StaffMember | { id: string; name: string; email: string },
  ): Promise<StaffMember> {
    const email = normalizeEmail(typeof input.email === "string" ? input.email : "");
    if (!isEmailAddress(email)) throw new RequestError(422, "email must be an email address.");
    const name = nameOf(input.name);
    const role = roleOf(input.role);
    const id = await this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
      if (existing) throw new RequestError(409, `${email} already has an account: change it in the list of staff.`);
      const id = randomUUID();
      await trx
        .insertInto("staff")
        .values({
          id,
          email,
          name,
          role,
          // No password until she chooses one with the link: nothing signs in with an empty hash.
          password_hash: "",
          totp_secret: null,
          totp_last_step: null,
          created_at: Date.now(),
          last_sign_in_at: null,
        })
        .execute();
      await recordAccountEvent(trx, { staffId: id, by: by.id, event: "invited", detail: ROLE_NAMES[role] });
      await this.sendLink(trx, { id, email, name }, "invitation", by.name || by.email);
      return id;
    });
    this.mailing?.outbox.wake();
    return this.member(id);
  }

  /** Changes role, name or state; 404 for no such member, 409 when no active admin would be left. */
  async update(id: string, change: { role?: unknown; disabled?: unknown; name?: unknown }, by: string | null) {
    const role = change.role === undefined ? undefined : roleOf(change.role);
    if (change.disabled !== undefined && typeof change.disabled !== "boolean")
      throw new RequestError(422, "disabled must be true or false.");
    const disabled = change.disabled as boolean | undefined;
    const name = change.name === undefined ? undefined : nameOf(change.name);
    await this.db.transaction().execute(async (trx) => {
      await lockAdmins(trx);
      const row = await trx.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new RequestError(404, `There is no member of staff with the id ${id}.`);
      const wasActiveAdmin = isActiveAdmin(row);
      const staysActiveAdmin = isActiveAdmin({
        role: role ?? row.role,
        disabled: (disabled ?? row.disabled === 1) ? 1 : 0,
        password_hash: row.password_hash,
      });
      if (wasActiveAdmin && !staysActiveAdmin) await refuseLastAdmin(trx, row);
      const events: { event: AccountEvent; detail: string }[] = [];
      if (role !== undefined && role !== row.role)
        events.push({ event: "role-changed", detail: `${ROLE_NAMES[row.role]} → ${ROLE_NAMES[role]}` });
      if (name !== undefined && name !== row.name) events.push({ event: "renamed", detail: `${row.name} → ${name}` });
      if (disabled !== undefined && disabled !== (row.disabled === 1))
        events.push({ event: disabled ? "disabled" : "enabled", detail: "" });
      if (events.length === 0) return;
      await trx
        .updateTable("staff")
        .set({
          ...(role !== undefined ? { role } : {}),
          ...(name !== undefined ? { name } : {}),
          ...(disabled !== undefined ? { disabled: disabled ? 1 : 0 } : {}),
        })
        .where("id", "=", id)
        .execute();
      // Disabled: her sessions end now, not at their next request, and her links with them.
      if (disabled) {
        await trx.deleteFrom("staff_sessions").where("staff_id", "=", id).execute();
        await endPasswordLinks(trx, id);
      }
      for (const entry of events) await recordAccountEvent(trx, { staffId: id, by, ...entry });
    });
    return this.member(id);
  }

  /** A new one-time link for the member, by email (an invitation again while she has no password). */
  async resendLink(id: string, by: { id: string; name: string; email: string }) {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new RequestError(404, `There is no member of staff with the id ${id}.`);
      if (row.disabled === 1)
        throw new RequestError(409, `${row.name || row.email}'s account is disabled: enable it before sending a link.`);
      await this.sendLink(trx, row, row.password_hash ? "reset" : "invitation", by.name || by.email);
      await recordAccountEvent(trx, { staffId: id, by: by.id, event: "password-link-sent" });
    });
    this.mailing?.outbox.wake();
    return this.member(id);
  }

  /** "Forgot your password?": a link for a known, active account; nothing (and no sign of it) otherwise. */
  async forgotPassword(email: string): Promise<void> {
    const account = await this.staff.findByEmail(email);
    if (!account || account.disabled) return;
    const kind = account.passwordSet ? "reset" : "invitation";
    await this.db.transaction().execute(async (trx) => {
      const { token } = await issuePasswordLink(trx, account.id);
      await recordAccountEvent(trx, {
        staffId: account.id,
        by: null,
        event: "password-link-sent",
        detail: "asked for by the member",
      });
      // Delivered only after the commit: the link in the email works the moment it arrives.
      await this.mail(trx, account, kind, token);
    });
    this.mailing?.outbox.wake();
  }

  /** The member a link is for, while it works. */
  async linkOwner(token: string): Promise<StaffMember | undefined> {
    const id = await passwordLinkOwner(this.db, token);
    const account = id ? await this.staff.findById(id) : undefined;
    return account && !account.disabled ? this.member(account.id) : undefined;
  }

  /** Sets the password chosen with a link, which then works no more; her other sessions end. */
  async setPasswordWithLink(token: string, password: string): Promise<LinkUse> {
    const member = await this.linkOwner(token);
    if (!member) return { outcome: "gone" };
    const problem = await passwordProblem(password, member.email);
    if (problem) return { outcome: "refused", problem };
    const hash = await hashPassword(password);
    const used = await this.db.transaction().execute(async (trx) => {
      if (!(await usePasswordLink(trx, token))) return false;
      await this.writePassword(trx, member.id, hash, null, "password-set");
      return true;
    });
    return used ? { outcome: "set", member: await this.member(member.id) } : { outcome: "gone" };
  }

  /** A signed-in member's new password (her current one was confirmed); her other sessions end. */
  async changeOwnPassword(id: string, password: string, keepSessionId: string): Promise<string | undefined> {
    const member = await this.member(id);
    const problem = await passwordProblem(password, member.email);
    if (problem) return problem;
    const hash = await hashPassword(password);
    await this.db
      .transaction()
      .execute((trx) => this.writePassword(trx, id, hash, id, "password-changed", keepSessionId));
    return undefined;
  }

  /** `npm run cli -- staff add`: creates or updates the account with its password, as before, now in the audit log. */
  async saveFromCommandLine(account: { email: string; name: string; role: StaffRole; passwordHash: string }) {
    if (account.role !== "admin") {
      // The command line may restore anyone's access, but not leave the team without an admin.
      const row = await this.db
        .selectFrom("staff")
        .selectAll()
        .where("email", "=", normalizeEmail(account.email))
        .executeTakeFirst();
      if (row && isActiveAdmin(row)) await refuseLastAdmin(this.db, row);
    }
    const saved = await this.staff.save(account);
    await recordAccountEvent(this.db, {
      staffId: saved.member.id,
      by: null,
      event: saved.created ? "added-by-command-line" : "updated-by-command-line",
      detail: ROLE_NAMES[saved.member.role],
    });
    return saved;
  }

  async member(id: string): Promise<StaffMember> {
    const account = await this.staff.findById(id);
    if (!account) throw new RequestError(404, `There is no member of staff with the id ${id}.`);
    const { passwordHash: _p, totpSecret: _s, totpLastStep: _l, ...member } = account;
    return member;
  }

  private async writePassword(
    trx: Transaction<Database>,
    id: string,
    hash: string,
    by: string | null,
    event: AccountEvent,
    keepSessionId?: string,
  ): Promise<void> {
    await trx.updateTable("staff").set({ password_hash: hash }).where("id", "=", id).execute();
    // A link sent before (to an inbox that may be someone else's by now) cannot undo this password.
    await endPasswordLinks(trx, id);
    await trx
      .deleteFrom("staff_sessions")
      .where("staff_id", "=", id)
      .$if(keepSessionId !== undefined, (q) => q.where("id", "!=", keepSessionId ?? ""))
      .execute();
    await recordAccountEvent(trx, { staffId: id, by, event });
  }

  private async sendLink(
    trx: Transaction<Database>,
    member: { id: string; email: string; name: string },
    kind: PasswordLinkKind,
    invitedBy?: string,
  ): Promise<void> {
    const { token } = await issuePasswordLink(trx, member.id);
    // Written inside the transaction: the link exists exactly when its email is in the outbox.
    await this.mail(trx, member, kind, token, invitedBy);
  }

  private async mail(
    trx: Transaction<Database>,
    member: { email: string; name: string },
    kind: PasswordLinkKind,
    token: string,
    invitedBy?: string,
  ): Promise<void> {
    if (!this.mailing) throw new Error("No outbox: a link cannot be sent from here.");
    const { outbox, publicUrl } = this.mailing;
    await outbox.queue(trx, {
      ...passwordLinkMail(member, kind, `${publicUrl}${setPasswordPath(token)}`, invitedBy),
      kind: kind === "invitation" ? "invitation" : "password-reset",
      id: `staff-${kind}-${randomUUID()}`,
    });
  }
}
