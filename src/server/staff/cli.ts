/**
 * `npm run cli -- staff …`: staff accounts from the command line.
 *   staff add <email> --name "<name>" --role admin|reviewer --password-stdin   create or update
 *   staff list                                                                   every account
 *   staff disable <email>                                                        no more sign-in; sessions end
 * Inviting, enabling and links to choose a password are the back office's (staff page); both write the audit log.
 *   staff totp <email> [--off]                                                   a new authenticator key (or none)
 */
import { parseArgs } from "node:util";
import type { Db } from "../store/database.ts";
import type { StaffRole } from "../store/schema.ts";
import { isEmailAddress, normalizeEmail, STAFF_ROLES, StaffStore, stateOf } from "../store/staff.ts";
import { RequestError } from "../web/request-error.ts";
import { StaffAccounts } from "./accounts.ts";
import { hashPassword } from "./password.ts";
import { passwordProblem } from "./password-policy.ts";
import { newTotpSecret, totpUri } from "./totp.ts";

export const STAFF_USAGE = `  npm run cli -- staff add <email> --name "<name>" --role admin|reviewer --password-stdin
                                           create or update a staff account; the password is read from standard input
  npm run cli -- staff list                list the staff accounts
  npm run cli -- staff disable <email>     disable an account and end its sessions
  npm run cli -- staff totp <email> [--off]
                                           give the account a new authenticator key (prints its otpauth:// address), or remove it`;

export interface StaffCliIo {
  out(line: string): void;
  err(line: string): void;
  /** Standard input, whole. */
  readInput(): Promise<string>;
}

/** Whether `args` (after "staff") is a well-formed staff command; the exit code 2 otherwise. */
export function parseStaffCommand(args: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        name: { type: "string" },
        role: { type: "string" },
        "password-stdin": { type: "boolean" },
        off: { type: "boolean" },
      },
    });
    const [command, email, ...extra] = positionals;
    if (extra.length > 0) return undefined;
    if (command === "list" && !email) return { command, values } as const;
    if ((command === "add" || command === "disable" || command === "totp") && email)
      return { command, email, values } as const;
  } catch {
    return undefined;
  }
  return undefined;
}

export async function runStaffCommand(
  db: Db,
  command: NonNullable<ReturnType<typeof parseStaffCommand>>,
  io: StaffCliIo,
): Promise<number> {
  const staff = new StaffStore(db);
  if (command.command === "list") {
    const members = await staff.list();
    if (members.length === 0) io.out('There are no staff accounts yet. Add one with "npm run cli -- staff add".');
    for (const m of members)
      io.out(
        [
          m.email,
          m.role.padEnd(8),
          stateOf(m).padEnd(8),
          (m.totp ? "2-step" : "").padEnd(6),
          m.lastSignInAt ? `last sign-in ${new Date(m.lastSignInAt).toISOString()}` : "never signed in",
          m.name,
        ].join("  "),
      );
    return 0;
  }
  const email = normalizeEmail(command.email);
  if (command.command === "disable") {
    const account = await staff.findByEmail(email);
    if (!account) {
      io.err(`There is no staff account "${email}". "npm run cli -- staff list" shows them all.`);
      return 1;
    }
    try {
      // The back office's own rule and audit log: the last active admin stays.
      await new StaffAccounts(db).update(account.id, { disabled: true }, null);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      io.err(error.message);
      return 1;
    }
    io.out(`Disabled ${email}; its sessions have ended.`);
    return 0;
  }
  if (command.command === "totp") {
    const account = await staff.findByEmail(email);
    if (!account) {
      io.err(`There is no staff account "${email}". "npm run cli -- staff list" shows them all.`);
      return 1;
    }
    if (command.values.off) {
      await staff.setTotpSecret(account.id, null);
      io.out(`${email} signs in without an authenticator app now.`);
      return 0;
    }
    const secret = newTotpSecret();
    await staff.setTotpSecret(account.id, secret);
    io.out(`${email} now needs a code from an authenticator app at sign-in. Add this key to the app:`);
    io.out(secret);
    io.out(totpUri(secret, email));
    return 0;
  }

  const { name, role } = command.values;
  if (!isEmailAddress(email)) {
    io.err(`"${command.email}" is not an email address.`);
    return 2;
  }
  if (!name?.trim() || !STAFF_ROLES.includes(role as StaffRole) || !command.values["password-stdin"]) {
    io.err(`Usage:\n${STAFF_USAGE}`);
    return 2;
  }
  // One trailing line break is the end of the line typed or echoed, not part of the password.
  const password = (await io.readInput()).replace(/\r?\n$/, "");
  const problem = await passwordProblem(password, email);
  if (problem) {
    io.err(problem);
    return 1;
  }
  const saved = await new StaffAccounts(db)
    .saveFromCommandLine({
      email,
      name: name.trim(),
      role: role as StaffRole,
      passwordHash: await hashPassword(password),
    })
    .catch((error: unknown) => {
      if (!(error instanceof RequestError)) throw error;
      io.err(error.message);
      return undefined;
    });
  if (!saved) return 1;
  const { member, created } = saved;
  io.out(`${created ? "Added" : "Updated"} ${member.email} (${member.name}, ${member.role}).`);
  return 0;
}
