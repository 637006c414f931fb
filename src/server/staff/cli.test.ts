/** `npm run cli -- staff …` as an operator uses it, on the configured database. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../../../test-support/postgres.ts";
import { TEST_DATA_KEY, TEST_SESSION_SECRET } from "../../../test-support/server.ts";
import { runCli } from "../cli.ts";
import { openDatabase } from "../store/database.ts";
import { StaffStore } from "../store/staff.ts";
import { verifyPassword } from "./password.ts";

let dataDir: string;
let database: TestDatabase | undefined;
let env: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-staff-cli-"));
  database = TEST_DATABASE_URL ? await createTestDatabase() : undefined;
  env = {
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url, SESSION_SECRET: TEST_SESSION_SECRET, DATA_KEY: TEST_DATA_KEY } : {}),
  };
});
afterAll(async () => {
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function cli(args: string[], input = "") {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readInput: async () => input,
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function account(email: string) {
  const db = openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
  try {
    return await new StaffStore(db).findByEmail(email);
  } finally {
    await db.destroy();
  }
}

describe("npm run cli -- staff", () => {
  it("adds an account with the password from standard input, then updates it", async () => {
    const add = ["staff", "add", "Ada@Fair.example", "--name", "Ada Admin", "--role", "admin", "--password-stdin"];
    expect(await cli(add, "a long passphrase here\n")).toEqual({
      code: 0,
      out: "Added ada@fair.example (Ada Admin, admin).",
      err: "",
    });
    const stored = await account("ada@fair.example");
    expect(stored).toMatchObject({ name: "Ada Admin", role: "admin", disabled: false });
    expect(stored?.passwordHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/);
    expect(await verifyPassword("a long passphrase here", stored?.passwordHash ?? "")).toBe(true);

    const update = ["staff", "add", "ada@fair.example", "--name", "Ada A.", "--role", "admin", "--password-stdin"];
    expect((await cli(update, "another long passphrase")).out).toBe("Updated ada@fair.example (Ada A., admin).");
    expect(await account("ada@fair.example")).toMatchObject({ name: "Ada A.", role: "admin" });
  });

  it("does not make the last admin who can sign in a reviewer, and does once there is another", async () => {
    const demote = ["staff", "add", "ada@fair.example", "--name", "Ada A.", "--role", "reviewer", "--password-stdin"];
    const refused = await cli(demote, "another long passphrase");
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Ada A\. is the last active admin/);
    const before = await account("ada@fair.example");
    expect(before).toMatchObject({ role: "admin" });
    expect(await verifyPassword("another long passphrase", before?.passwordHash ?? "")).toBe(true);

    const second = ["staff", "add", "cleo@fair.example", "--name", "Cleo", "--role", "admin", "--password-stdin"];
    expect((await cli(second, "a third long passphrase")).code).toBe(0);
    expect((await cli(demote, "another long passphrase")).out).toBe("Updated ada@fair.example (Ada A., reviewer).");
    expect(await account("ada@fair.example")).toMatchObject({ role: "reviewer" });
  });

  it.each([
    ["short", "short pass", /at least 12 characters/],
    ["common", "password1234", /one of the most common/],
    ["the email", "ben@fair.example", /must not be the email address/],
    ["a repetition", "aaaaaaaaaaaaaaaa", /more than a few different characters/],
  ])("refuses a %s password and stores nothing", async (_name, password, message) => {
    const result = await cli(
      ["staff", "add", "ben@fair.example", "--name", "Ben", "--role", "reviewer", "--password-stdin"],
      password,
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
    expect(await account("ben@fair.example")).toBeUndefined();
  });

  it.each([
    [["staff", "add", "x@fair.example", "--role", "admin", "--password-stdin"]],
    [["staff", "add", "x@fair.example", "--name", "X", "--role", "owner", "--password-stdin"]],
    [["staff", "add", "x@fair.example", "--name", "X", "--role", "admin"]],
    [["staff", "add", "not-an-email", "--name", "X", "--role", "admin", "--password-stdin"]],
    [["staff", "remove", "x@fair.example"]],
    [["staff", "list", "extra"]],
  ])("answers wrong usage %j with exit code 2", async (args) => {
    expect((await cli(args, "a long passphrase here")).code).toBe(2);
  });

  it("lists, disables and gives an authenticator key", async () => {
    await cli(
      ["staff", "add", "cy@fair.example", "--name", "Cy", "--role", "reviewer", "--password-stdin"],
      "cy's long passphrase",
    );
    const totp = await cli(["staff", "totp", "cy@fair.example"]);
    expect(totp.code).toBe(0);
    expect(totp.out).toMatch(/otpauth:\/\/totp\/Art%20fair%20back%20office:cy%40fair\.example\?.*secret=[A-Z2-7]{32}/);
    expect((await cli(["staff", "disable", "CY@fair.example"])).out).toBe(
      "Disabled cy@fair.example; its sessions have ended.",
    );
    expect((await cli(["staff", "list"])).out).toMatch(
      /^cy@fair\.example {2}reviewer {2}disabled {2}2-step {2}never signed in {2}Cy$/m,
    );
    expect(await cli(["staff", "disable", "nobody@fair.example"])).toMatchObject({
      code: 1,
      err: expect.stringContaining("no staff account"),
    });
    expect((await cli(["staff", "totp", "cy@fair.example", "--off"])).code).toBe(0);
    expect((await account("cy@fair.example"))?.totpSecret).toBeNull();
  });
});
