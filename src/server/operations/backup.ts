/**
 * `backup`, `verify`, `restore` for the embedded default (SQLite + DATA_DIR/files). The database is
 * copied first through SQLite's online backup (a consistent snapshot beside a running server), then
 * exactly the files that snapshot refers to: a file is written before its row commits, so each
 * exists, and an application is in the backup wholly or not at all. The tar's last entry,
 * manifest.json, lists every other entry with its size and SHA-256.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { access, chmod, mkdtemp, open, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import tar from "tar-stream";
import type { Config } from "../config.ts";
import { KEY_FILE } from "../store/data-keys.ts";
import { makePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../store/private-files.ts";

const DATABASE = "applications.sqlite";
const MANIFEST = "manifest.json";

interface Manifest {
  created_at: string;
  entries: { path: string; size: number; sha256: string }[];
}

const fileEntry = (key: string) => `files/${key.slice(0, 2)}/${key}`;

export async function backup(
  config: Config,
  target: string,
  includeKey: boolean,
  out: (line: string) => void,
): Promise<number> {
  if (config.databaseUrl || config.s3) {
    out(
      "backup covers the embedded default (SQLite and files in DATA_DIR) only. With PostgreSQL use point-in-time recovery or pg_dump, and with S3 bucket versioning (docs/operations.md, Backups on PostgreSQL and S3). Nothing was written.",
    );
    return 1;
  }
  const work = await mkdtemp(path.join(os.tmpdir(), "art-fair-backup-"));
  try {
    const snapshot = path.join(work, DATABASE);
    const live = new SQLite(path.join(config.dataDir, DATABASE), { fileMustExist: true });
    try {
      await live.backup(snapshot);
    } finally {
      live.close();
    }
    const copy = new SQLite(snapshot);
    // Uploads in flight at the snapshot belong to the running server: their files are not taken, and a
    // restored server must not find them in its ledger of uploads to finish or sweep.
    copy.exec("delete from pending_uploads");
    const keys = (
      copy
        .prepare(
          // A corrected application's earlier versions keep their files until erasure: they are backed up too.
          "select storage_key from files union all select storage_key from retired_files order by storage_key",
        )
        .all() as { storage_key: string }[]
    ).map((r) => r.storage_key);
    copy.close();
    const sources: { name: string; file: string }[] = [{ name: DATABASE, file: snapshot }];
    for (const key of keys) sources.push({ name: fileEntry(key), file: path.join(config.dataDir, fileEntry(key)) });
    if (includeKey) {
      out(
        `Warning: the backup holds the data key (${KEY_FILE}); anyone with the file can read the tax details. Keep it as safe as the key itself.`,
      );
      sources.push({ name: KEY_FILE, file: path.join(config.dataDir, KEY_FILE) });
    }
    const pack = tar.pack();
    const written = pipeline(pack, await privateWriteStream(target));
    const manifest: Manifest = { created_at: new Date().toISOString(), entries: [] };
    for (const source of sources) {
      const size = (await stat(source.file)).size;
      const hash = createHash("sha256");
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name: source.name, size }, (error) => (error ? reject(error) : resolve()));
        const read = createReadStream(source.file);
        read.on("data", (chunk) => hash.update(chunk));
        read.on("error", reject);
        read.pipe(entry);
      });
      manifest.entries.push({ path: source.name, size, sha256: hash.digest("hex") });
    }
    pack.entry({ name: MANIFEST }, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    out(`Backed up the database and ${keys.length} file(s) to ${target}.`);
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The backup holds everything DATA_DIR does: owner-only like it, also when `target` was there
 * before (open's mode applies only to a file it creates), and before the first byte is written.
 */
async function privateWriteStream(target: string) {
  const handle = await open(target, "w", PRIVATE_FILE_MODE);
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle.createWriteStream();
}

/** Reads the tar, hashing each entry; with `into`, writes the entries there. Returns the problems found. */
async function readBackup(tarFile: string, into?: string): Promise<string[]> {
  const extract = tar.extract();
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | undefined;
  const done = pipeline(createReadStream(tarFile), extract);
  // A read error ends the loop below with the same error; without this it would also be unhandled here.
  done.catch(() => undefined);
  for await (const entry of extract) {
    const name = entry.header.name;
    if (name.includes("..") || path.isAbsolute(name))
      throw new Error(`Refusing the entry ${name}: outside the data directory.`);
    const chunks: Buffer[] = [];
    const hash = createHash("sha256");
    let size = 0;
    for await (const chunk of entry) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (name === MANIFEST) chunks.push(chunk as Buffer);
      else if (into) {
        await makePrivateDir(path.dirname(path.join(into, name)));
        await writeFile(path.join(into, name), chunk as Buffer, { flag: "a", mode: PRIVATE_FILE_MODE });
      }
    }
    if (name === MANIFEST) manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Manifest;
    else seen.set(name, { size, sha256: hash.digest("hex") });
  }
  await done;
  if (!manifest) return [`${MANIFEST} is missing: not a complete backup.`];
  const problems: string[] = [];
  for (const expected of manifest.entries) {
    const got = seen.get(expected.path);
    if (!got) problems.push(`${expected.path} is missing.`);
    else if (got.size !== expected.size || got.sha256 !== expected.sha256)
      problems.push(`${expected.path} differs from the manifest (size or SHA-256).`);
  }
  for (const name of seen.keys())
    if (!manifest.entries.some((e) => e.path === name)) problems.push(`${name} is not in the manifest.`);
  return problems;
}

/** A backup that cannot be opened is named with the reason, before anything else is done. */
async function unreadable(tarFile: string, out: (line: string) => void): Promise<boolean> {
  try {
    await access(tarFile);
    return false;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    out(`${tarFile} cannot be read${code === "ENOENT" ? ": there is no such file" : ` (${code ?? String(error)})`}.`);
    return true;
  }
}

export async function verifyBackup(tarFile: string, out: (line: string) => void): Promise<number> {
  if (await unreadable(tarFile, out)) return 1;
  const problems = await readBackup(tarFile);
  for (const problem of problems) out(problem);
  if (problems.length === 0) out(`${tarFile}: every entry matches the manifest.`);
  return problems.length === 0 ? 0 : 1;
}

export async function restoreBackup(tarFile: string, dataDir: string, out: (line: string) => void): Promise<number> {
  if (await unreadable(tarFile, out)) return 1;
  await makePrivateDir(dataDir);
  if ((await readdir(dataDir)).length > 0) {
    out(`${dataDir} is not empty: restore only into an empty data directory.`);
    return 1;
  }
  // An empty folder made beforehand (mkdir under the usual umask) is 0755: it is about to hold people's data.
  await chmod(dataDir, PRIVATE_DIR_MODE);
  const problems = await readBackup(tarFile, dataDir);
  if (problems.length > 0) {
    for (const problem of problems) out(problem);
    out("Restore refused; nothing is left in the data directory.");
    for (const name of await readdir(dataDir)) await rm(path.join(dataDir, name), { recursive: true, force: true });
    return 1;
  }
  const hasKey = await readFile(path.join(dataDir, KEY_FILE)).then(
    () => true,
    () => false,
  );
  out(
    `Restored into ${dataDir}.${hasKey ? "" : ` The backup has no data key: put ${KEY_FILE} there or set DATA_KEY before starting.`}`,
  );
  return 0;
}
