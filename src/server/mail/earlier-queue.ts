/**
 * Mail an earlier version left waiting in DATA_DIR/outbox/queue (one JSON file per message, the
 * whole message composed) moves into the database at start, and is delivered from there as it
 * is. A message named after its application (the confirmation) or its letter stays tied to the
 * application, so erasure still finds it.
 */
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../store/database.ts";
import { insertMail } from "./queue.ts";

interface QueuedFile {
  envelope: { from: string; to: string[] };
  raw: string;
}

export async function takeOverEarlierQueue(db: Db, outboxDir: string, log: FastifyBaseLogger): Promise<number> {
  const folder = path.join(outboxDir, "queue");
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  let taken = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const queued = JSON.parse(await readFile(file, "utf8")) as QueuedFile;
    const id = name.slice(0, -".json".length);
    // Moved already when a start before died between the insert and the file's removal.
    const moved = await db.selectFrom("mail_outbox").select("id").where("id", "=", id).executeTakeFirst();
    if (!moved)
      await insertMail(db, {
        kind: "earlier-queue",
        id,
        to: queued.envelope.to[0] ?? "",
        applicationId: await applicationOf(db, id),
        subject: /^Subject: (.*)$/m.exec(queued.raw.split("\n\n")[0] ?? "")?.[1] ?? "",
        text: "",
        raw: queued.raw,
      });
    await rm(file, { force: true });
    taken++;
  }
  if (taken > 0) log.info({ mails: taken }, "moved the mail queued by an earlier version into the database");
  return taken;
}

async function applicationOf(db: Db, name: string): Promise<string | null> {
  const letter = /^letter-(.+)$/.exec(name)?.[1];
  const row = letter
    ? await db.selectFrom("letters").select("application_id as id").where("id", "=", letter).executeTakeFirst()
    : await db.selectFrom("applications").select("id").where("id", "=", name).executeTakeFirst();
  return row?.id ?? null;
}
