/** Staff accounts: who may enter the back office, with which role. */
import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";
import type { StaffRole, StaffTable } from "./schema.ts";
import { recordAccountEvent } from "./staff-account-events.ts";
import { endPasswordLinks } from "./staff-password-links.ts";

export const STAFF_ROLES: readonly StaffRole[] = ["admin", "reviewer"];

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  /** Whether sign-in asks for a code from an authenticator app. */
  totp: boolean;
  /** False while an invited member has not chosen her password yet. */
  passwordSet: boolean;
  createdAt: number;
  lastSignInAt: number | null;
}

/** What sign-in needs beyond the member: the secrets. */
export interface StaffCredentials extends StaffMember {
  passwordHash: string;
  totpSecret: string | null;
  totpLastStep: number | null;
}

type Row = Omit<StaffTable, "disabled"> & { disabled: number };

function credentialsOf(row: Row): StaffCredentials {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled === 1,
    totp: row.totp_secret !== null,
    passwordSet: row.password_hash !== "",
    createdAt: Number(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

export function memberOf(credentials: StaffCredentials): StaffMember {
  const { passwordHash: _p, totpSecret: _s, totpLastStep: _l, ...member } = credentials;
  return member;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export { isEmailAddress } from "../../shared/api/patterns.ts";

/** How a member's account stands, as the staff page shows it. */
export function stateOf(member: Pick<StaffMember, "disabled" | "passwordSet">): "active" | "invited" | "disabled" {
  if (member.disabled) return "disabled";
  return member.passwordSet ? "active" : "invited";
}

export class StaffStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Creates the account, or updates its name, role and password and enables it again. A new
   * password ends the member's sessions everywhere, and her unused password links.
   */
  async save(
    account: { email: string; name: string; role: StaffRole; passwordHash: string },
    now = Date.now(),
  ): Promise<{ member: StaffMember; created: boolean }> {
    const email = normalizeEmail(account.email);
    return this.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst();
      if (existing) {
        await trx
          .updateTable("staff")
          .set({ name: account.name, role: account.role, password_hash: account.passwordHash, disabled: 0 })
          .where("id", "=", existing.id)
          .execute();
        await trx.deleteFrom("staff_sessions").where("staff_id", "=", existing.id).execute();
        await endPasswordLinks(trx, existing.id);
      } else {
        await trx
          .insertInto("staff")
          .values({
            id: randomUUID(),
            email,
            name: account.name,
            role: account.role,
            password_hash: account.passwordHash,
            totp_secret: null,
            totp_last_step: null,
            created_at: now,
            last_sign_in_at: null,
          })
          .execute();
      }
      const row = await trx.selectFrom("staff").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      return { member: memberOf(credentialsOf(row)), created: !existing };
    });
  }

  async list(): Promise<StaffMember[]> {
    const rows = await this.db.selectFrom("staff").selectAll().orderBy("email").execute();
    return rows.map((row) => memberOf(credentialsOf(row)));
  }

  async findByEmail(email: string): Promise<StaffCredentials | undefined> {
    const row = await this.db
      .selectFrom("staff")
      .selectAll()
      .where("email", "=", normalizeEmail(email))
      .executeTakeFirst();
    return row && credentialsOf(row);
  }

  async findById(id: string): Promise<StaffCredentials | undefined> {
    const row = await this.db.selectFrom("staff").selectAll().where("id", "=", id).executeTakeFirst();
    return row && credentialsOf(row);
  }

  /** Disables the account and ends its sessions; false when there is no such account. */
  async disable(email: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("staff")
        .select("id")
        .where("email", "=", normalizeEmail(email))
        .executeTakeFirst();
      if (!row) return false;
      await trx.updateTable("staff").set({ disabled: 1 }).where("id", "=", row.id).execute();
      await trx.deleteFrom("staff_sessions").where("staff_id", "=", row.id).execute();
      return true;
    });
  }

  /** Sets up (a secret) or removes (null) the member's authenticator app; `by` is who did it (null: the command line). */
  async setTotpSecret(
    id: string,
    secret: string | null,
    acceptedStep: number | null = null,
    by: string | null = null,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff")
        .set({ totp_secret: secret, totp_last_step: acceptedStep })
        .where("id", "=", id)
        .execute();
      await recordAccountEvent(trx, { staffId: id, by, event: secret ? "totp-set-up" : "totp-removed" });
    });
  }

  /** Records an accepted code's step; false if that step (or a later one) was already used. */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable("staff")
      .set({ totp_last_step: step })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The same password hashed again with today's parameters; unless it was changed meanwhile. */
  async rehashPassword(id: string, previous: string, hash: string): Promise<void> {
    await this.db
      .updateTable("staff")
      .set({ password_hash: hash })
      .where("id", "=", id)
      .where("password_hash", "=", previous)
      .execute();
  }

  async recordSignIn(id: string, now = Date.now()): Promise<void> {
    await this.db.updateTable("staff").set({ last_sign_in_at: now }).where("id", "=", id).execute();
  }

  /** The back office's language she picked; null to follow her browser again. */
  async setLanguage(id: string, language: string | null): Promise<void> {
    await this.db.updateTable("staff").set({ language }).where("id", "=", id).execute();
  }
}
