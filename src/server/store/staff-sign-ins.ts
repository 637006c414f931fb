/**
 * The audit log of sign-ins: one row per attempt (time, account as typed, address, outcome). The
 * throttle counts its recent failures, so the limits hold whichever instance a request reaches.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "./database.ts";

export type SignInOutcome =
  /** Written before the password is checked, so attempts made at the same time count against each other. */
  | "checking"
  | "signed-in"
  | "code-required"
  | "unknown-account"
  | "wrong-password"
  | "wrong-code"
  /** A signed-in member's current code, asked before the authenticator app is replaced or removed. */
  | "code-confirmed"
  | "disabled"
  | "throttled"
  /** A signed-in member's current password, asked before she chooses a new one. */
  | "password-confirmed"
  /** "Forgot your password?": counted apart from sign-ins, for its own throttle. */
  | "password-link-requested"
  | "password-link-throttled";

/** Outcomes that count as a failed guess. */
const FAILURES: SignInOutcome[] = ["checking", "unknown-account", "wrong-password", "wrong-code", "disabled"];

export interface RecentFailures {
  count: number;
  /** When the oldest of them happened: the window frees a place once it is old enough. */
  oldest: number | null;
}

export class StaffSignInLog {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async begin(email: string, ip: string, now = Date.now()): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto("staff_sign_ins")
      .values({ id, at: now, email, staff_id: null, ip, outcome: "checking" })
      .execute();
    return id;
  }

  async finish(id: string, outcome: SignInOutcome, staffId: string | null = null): Promise<void> {
    await this.db.updateTable("staff_sign_ins").set({ outcome, staff_id: staffId }).where("id", "=", id).execute();
  }

  /** Writes an entry whose outcome is known at once. */
  async note(email: string, ip: string, outcome: SignInOutcome, now = Date.now()): Promise<void> {
    await this.db
      .insertInto("staff_sign_ins")
      .values({ id: randomUUID(), at: now, email, staff_id: null, ip, outcome })
      .execute();
  }

  async failuresSince(
    by: { email: string } | { ip: string },
    since: number,
    outcomes: readonly SignInOutcome[] = FAILURES,
  ): Promise<RecentFailures> {
    const row = await this.db
      .selectFrom("staff_sign_ins")
      .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("at").as("oldest")])
      .where("at", ">", since)
      .where("outcome", "in", [...outcomes])
      .$call((q) => ("email" in by ? q.where("email", "=", by.email) : q.where("ip", "=", by.ip)))
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest === null ? null : Number(row.oldest) };
  }

  /** The newest entries first: for the CLI and the tests. */
  async recent(limit = 50) {
    return this.db.selectFrom("staff_sign_ins").selectAll().orderBy("at", "desc").limit(limit).execute();
  }
}
