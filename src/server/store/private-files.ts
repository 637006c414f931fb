/**
 * DATA_DIR holds people's data (the database, uploaded files, confirmation emails, resized
 * pictures, the data key) and backups hold all of it: only the account the server runs as may
 * read them. Everything is created 0600 (files) or 0700 (folders), so no umask can make it
 * readable by others; a data directory from an older version is tightened at start.
 */
import { mkdirSync } from "node:fs";
import { chmod, lstat, mkdir, open, readdir } from "node:fs/promises";
import path from "node:path";

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** Group and others: read, write or search. */
const SHARED_BITS = 0o077;

/** The folder and any missing parent, owner-only. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export function makePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Writes `content` to a new file readable by its owner only (`wx`: a file already there is an
 * error). `durable` waits for the disk, for what must survive a power cut (mail, not a cache).
 */
export async function writePrivateFile(
  file: string,
  content: string | Buffer,
  options: { durable: boolean },
): Promise<void> {
  const handle = await open(file, "wx", PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(content);
    if (options.durable) await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface Tightened {
  /** Files and folders whose mode let others in, now 0600 or 0700. */
  changed: string[];
  /** Those whose mode could not be changed (another owner), with the reason. */
  failed: { path: string; reason: string }[];
}

/**
 * Every file and folder under `root` (and `root` itself) that group or others may use becomes
 * 0600 or 0700. Symbolic links are left alone and not followed: what they point to is not ours.
 */
export async function tightenModes(root: string): Promise<Tightened> {
  const result: Tightened = { changed: [], failed: [] };
  const visit = async (at: string): Promise<void> => {
    let stats: Awaited<ReturnType<typeof lstat>>;
    try {
      stats = await lstat(at);
    } catch (error) {
      // Removed meanwhile (a variant replaced, a mail sent): nothing to tighten.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    if (!stats.isFile() && !stats.isDirectory()) return;
    if ((stats.mode & SHARED_BITS) !== 0) {
      try {
        await chmod(at, stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
        result.changed.push(at);
      } catch (error) {
        result.failed.push({ path: at, reason: (error as Error).message });
      }
    }
    if (!stats.isDirectory()) return;
    const names = await readdir(at).catch(() => [] as string[]);
    for (const name of names) await visit(path.join(at, name));
  };
  await visit(root);
  return result;
}
