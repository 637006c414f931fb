/** The operator's commands of issue 14: data key rotation, backups, erasure, subject access. */

import path from "node:path";
import { commandArgs, type Output } from "../cli-io.ts";
import { type Config, ConfigError, readConfig } from "../config.ts";
import { prepareDatabase } from "../prepare-database.ts";
import { type Db, openDatabase } from "../store/database.ts";
import { LocalFileStore } from "../store/files.ts";
import { S3FileStore } from "../store/s3-files.ts";
import { backup, restoreBackup, verifyBackup } from "./backup.ts";
import { ERASED_WITHOUT_REASON, eraseApplication, personData } from "./erase.ts";
import { rotateDataKey } from "./rotate-data-key.ts";

export const OPERATIONS_USAGE = `  npm run cli -- rotate-data-key          re-encrypt every tax detail under a new data key (see docs/operations.md)
  npm run cli -- erase <application id> [--reason "<why>"]
                                           erase an application's personal data and files, keeping an anonymised record
  npm run cli -- export-person <email>     print as JSON everything held about a contact email address
  npm run cli -- backup <target.tar> [--include-key]
                                           a consistent backup of the embedded database and its files
  npm run cli -- verify <target.tar>       check every entry of a backup against its manifest
  npm run cli -- restore <target.tar> --data-dir <empty dir>`;

const LOG_NOT_EMPTIED =
  "The database's write-ahead log (applications.sqlite-wal) still holds the erased text: another process kept reading it. It is emptied at the next erasure or start.";

function configOrError(env: NodeJS.ProcessEnv, output: Output): Config | undefined {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    output.err(error.message);
    return undefined;
  }
}

async function withDatabase(config: Config, work: (db: Db) => Promise<number>): Promise<number> {
  const db = openDatabase(config);
  try {
    await prepareDatabase(db);
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Undefined when the command is not one of these (the main CLI handles it). */
export async function runOperationsCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  output: Output,
): Promise<number | undefined> {
  const [command = "", ...rest] = args;
  const usage = () => {
    output.err(OPERATIONS_USAGE);
    return 2;
  };
  switch (command) {
    case "rotate-data-key": {
      const parsed = commandArgs(rest, {});
      if (parsed?.positionals.length !== 0) return usage();
      const config = configOrError(env, output);
      if (!config) return 1;
      return withDatabase(config, async (db) => {
        await rotateDataKey(db, output.out);
        return 0;
      });
    }
    case "erase": {
      const parsed = commandArgs(rest, { reason: { type: "string" } });
      const given = parsed?.values.reason;
      if (parsed?.positionals.length !== 1 || (given !== undefined && !given.trim())) return usage();
      // The audit entry says why; without --reason it says that the command gave none.
      const reason = given?.trim() ?? ERASED_WITHOUT_REASON;
      const config = configOrError(env, output);
      if (!config) return 1;
      const store = config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(path.join(config.dataDir, "files"));
      const id = (parsed.positionals[0] as string).trim();
      return withDatabase(config, async (db) => {
        const result = await eraseApplication(db, { store, dataDir: config.dataDir }, id, reason, {
          email: env.USER ? `${env.USER} (command line)` : null,
          via: "cli",
        });
        if (result.outcome === "unknown") {
          output.err(`There is no application with the id "${id}". "npm run cli -- list" shows them all.`);
          return 1;
        }
        if (result.outcome === "already") {
          output.out(`Application ${id} was already erased on ${new Date(result.at).toISOString()}.`);
          return 0;
        }
        output.out(
          `Erased the personal data of application ${id} and its ${result.files} file(s); an anonymised record and the audit entry remain.`,
        );
        if (!result.logEmptied) output.out(LOG_NOT_EMPTIED);
        return 0;
      });
    }
    case "export-person": {
      const parsed = commandArgs(rest, {});
      if (parsed?.positionals.length !== 1) return usage();
      const config = configOrError(env, output);
      if (!config) return 1;
      return withDatabase(config, async (db) => {
        output.out(JSON.stringify(await personData(db, parsed.positionals[0] as string), null, 2));
        return 0;
      });
    }
    case "backup": {
      const parsed = commandArgs(rest, { "include-key": { type: "boolean" } });
      if (parsed?.positionals.length !== 1) return usage();
      const config = configOrError(env, output);
      if (!config) return 1;
      return backup(config, parsed.positionals[0] as string, parsed.values["include-key"] === true, output.out);
    }
    case "verify": {
      const parsed = commandArgs(rest, {});
      if (parsed?.positionals.length !== 1) return usage();
      return verifyBackup(parsed.positionals[0] as string, output.out);
    }
    case "restore": {
      const parsed = commandArgs(rest, { "data-dir": { type: "string" } });
      const dataDir = parsed?.values["data-dir"];
      if (parsed?.positionals.length !== 1 || !dataDir) return usage();
      return restoreBackup(parsed.positionals[0] as string, dataDir, output.out);
    }
    default:
      return undefined;
  }
}
