/**
 * The command line for what has no screen yet. Reads the same environment as the server.
 *   npm run cli -- list                      every application, newest first
 *   npm run cli -- accept <application id>   accept one: its gallery appears on /ecosystem
 *   npm run cli -- staff …                   staff accounts (staff/cli.ts)
 *   npm run cli -- rotate-data-key | backup | restore | verify | erase | export-person   (operations/cli.ts)
 * Exit codes: 0 done, 1 failed (unknown id, bad environment), 2 wrong usage.
 */
import { pathToFileURL } from "node:url";
import { listApplications } from "./applications/list.ts";
import { acceptApplication } from "./applications/status.ts";
import { ConfigError, readConfig } from "./config.ts";
import { findEdition, publicEdition } from "./editions/editions.ts";
import { OPERATIONS_USAGE, runOperationsCommand } from "./operations/cli.ts";
import { decisionsReleased, galleryIsPublic } from "./policy/public.ts";
import { parseStaffCommand, runStaffCommand, STAFF_USAGE } from "./staff/cli.ts";
import { type Db, migrate, openDatabase } from "./store/database.ts";

export const USAGE = `Usage:
  npm run cli -- list                      list the applications, newest first
  npm run cli -- accept <application id>   accept an application: its gallery appears on /ecosystem
${STAFF_USAGE}
${OPERATIONS_USAGE}`;

export interface Output {
  out(line: string): void;
  err(line: string): void;
  /** Standard input, whole: `staff add --password-stdin` reads the password from it. */
  readInput?(): Promise<string>;
}

async function list(db: Db, output: Output): Promise<number> {
  const applications = await listApplications(db);
  if (applications.length === 0) output.out("There are no applications yet.");
  for (const application of applications)
    output.out(
      [
        application.id,
        application.edition,
        application.status.padEnd(9),
        new Date(application.submittedAt).toISOString().slice(0, 10),
        application.galleryName,
      ]
        .concat(application.slug ? [`/ecosystem/${application.slug}`] : [])
        .join("  "),
    );
  return 0;
}

async function accept(
  db: Db,
  id: string,
  currentEdition: string,
  openEditions: readonly string[],
  output: Output,
): Promise<number> {
  const result = await acceptApplication(db, id);
  if (result.outcome === "unknown") {
    output.err(`There is no application with the id "${id}". "npm run cli -- list" shows them all.`);
    return 1;
  }
  if (result.outcome === "refused") {
    output.err(result.message);
    return 1;
  }
  const page = `/ecosystem/${result.slug}`;
  // Whether the public sees the gallery now is the rule book's (policy/public.ts).
  const edition = await findEdition(db, openEditions, result.edition);
  const where = galleryIsPublic({ status: "accepted", edition })
    ? `Its page is ${page}.`
    : `Its page ${page} opens once ${decisionsReleased(edition) ? `the public pages of ${result.edition} are on` : `the decisions of ${result.edition} are released`}.`;
  output.out(
    result.outcome === "accepted"
      ? `Accepted "${result.galleryName}" (${result.edition}). ${where}`
      : `"${result.galleryName}" (${result.edition}) was already accepted. ${where}`,
  );
  if (result.edition !== currentEdition)
    output.out(
      `/ecosystem lists the current edition, ${currentEdition}; this gallery shows there once ${result.edition} is.`,
    );
  return 0;
}

export async function runCli(args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const [command, ...rest] = args;
  const operation = await runOperationsCommand(args, env, output);
  if (operation !== undefined) return operation;
  const staffCommand = command === "staff" ? parseStaffCommand(rest) : undefined;
  if (
    !(
      (command === "list" && rest.length === 0) ||
      (command === "accept" && rest.length === 1 && rest[0]) ||
      staffCommand
    )
  ) {
    output.err(USAGE);
    return 2;
  }
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(error.message);
    return 1;
  }
  const db = openDatabase(config);
  try {
    await migrate(db);
    if (staffCommand)
      return await runStaffCommand(db, staffCommand, { ...output, readInput: output.readInput ?? (async () => "") });
    if (command === "list") return await list(db, output);
    const shown = (await publicEdition(db, config.openEditions))?.slug ?? "";
    return await accept(db, (rest[0] as string).trim(), shown, config.openEditions, output);
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const output: Output = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    readInput: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
  };
  runCli(process.argv.slice(2), process.env, output).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
