/** The copies of a message on this instance's disk: its `.eml` file (no SMTP_URL), or an earlier version's queue and sent folders. */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

/** Every file of the message `name` in the outbox at `dir`, half-written ones included. Erasure removes them. */
export async function removeMail(dir: string, name: string): Promise<void> {
  for (const folder of [dir, path.join(dir, "queue"), path.join(dir, "sent")]) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const file of names)
      if (file.startsWith(`${name}.`)) await rm(path.join(folder, file), { force: true, recursive: true });
  }
}
