/**
 * The deadline day's books, closed after the sweep: what each gallery was told against what the
 * database, the bucket and the mail outbox hold. Receipts = application rows = files in the bucket
 * (by the SHA-256 of the bytes sent, each read back from the bucket) = confirmation mails; nobody
 * told "stored" without a row, nor "not stored" for a row that attempt made; the objects no row
 * names (orphans) counted. Each broken promise is a line of `problems`.
 */
import pg from "pg";
import type { Bucket } from "./bucket.ts";
import type { GalleryRecord } from "./gallery.ts";

export interface Books {
  figures: Record<string, number | string>;
  problems: string[];
}

interface Row {
  id: string;
  key: string | null;
  submittedAt: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The client's key of an application row: the server stores `<session id>:<key>`. */
const clientKey = (stored: string | null) => (stored ? stored.slice(stored.lastIndexOf(":") + 1) : null);

async function query<T>(client: pg.Client, text: string): Promise<T[]> {
  return (await client.query(text)).rows as T[];
}

/** Until `check` holds or `ms` have passed; whether it held. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await sleep(250);
  }
}

export async function closeTheBooks(
  databaseUrl: string,
  bucket: Bucket,
  records: GalleryRecord[],
  waits: { sweepMs: number; mailMs: number },
): Promise<Books> {
  const problems: string[] = [];
  const figures: Record<string, number | string> = {};
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (text: string) => Number((await query<{ n: string }>(client, text))[0]?.n ?? 0);
    // The files of submissions cut short (the killed instance's, those the stalled bucket failed) go with a sweep.
    const swept = await until(
      async () => (await count("select count(*) as n from pending_uploads")) === 0,
      waits.sweepMs,
    );
    if (!swept)
      problems.push(
        `pending_uploads still holds ${await count("select count(*) as n from pending_uploads")} row(s) after the sweep`,
      );
    const mailed = await until(
      async () => (await count("select count(*) as n from mail_outbox where state in ('queued', 'sending')")) === 0,
      waits.mailMs,
    );

    const rows: Row[] = (
      await query<{ id: string; idempotency_key: string | null; submitted_at: string }>(
        client,
        "select id, idempotency_key, submitted_at from applications",
      )
    ).map((r) => ({ id: r.id, key: clientKey(r.idempotency_key), submittedAt: Number(r.submitted_at) }));
    const files = await query<{ application_id: string; sha256: string; storage_key: string }>(
      client,
      "select application_id, sha256, storage_key from files",
    );
    const mails = await query<{ application_id: string | null; state: string }>(
      client,
      "select application_id, state from mail_outbox where kind = 'confirmation'",
    );
    const objects = await bucket.hashes();

    const rowsByKey = new Map<string, Row[]>();
    for (const row of rows) if (row.key) rowsByKey.set(row.key, [...(rowsByKey.get(row.key) ?? []), row]);
    const owned = new Set<string>();
    const receipts = new Set<string>();
    let sentFiles = 0;
    let filesInBucket = 0;
    for (const record of records) {
      const name = `gallery ${record.n}`;
      const told = new Set(record.attempts.filter((a) => a.route === "submit" && a.receipt).map((a) => a.receipt));
      if (told.size > 1) problems.push(`${name} was given ${told.size} different receipts: ${[...told].join(", ")}`);
      const mine = record.keys.flatMap((key) => rowsByKey.get(key) ?? []);
      for (const row of mine) owned.add(row.id);
      if (record.receipt) {
        if (receipts.has(record.receipt))
          problems.push(`${name}'s receipt ${record.receipt} was also given to another gallery`);
        receipts.add(record.receipt);
        if (mine.length !== 1)
          problems.push(`${name} was told stored (${record.receipt}) and has ${mine.length} application rows`);
        else if (mine[0]?.id !== record.receipt)
          problems.push(`${name} was told ${record.receipt}, its row is ${mine[0]?.id}`);
      } else if (mine.length > 0)
        problems.push(`${name} never got a receipt (${record.gaveUp}), yet ${mine.length} row(s) hold it`);
      // "Not stored" must be true of the attempt that said it: its row, if any, was made by a later attempt.
      for (const row of mine) {
        const attempts = record.attempts.filter((a) => a.route === "submit" && a.key === row.key);
        attempts.forEach((attempt, i) => {
          const unanswered = attempts.slice(0, i).some((a) => a.status === 0);
          if (attempt.status === 0 || (attempt.status >= 200 && attempt.status < 300) || unanswered) return;
          if (row.submittedAt <= attempt.endedAt)
            problems.push(
              `${name} was answered ${attempt.status} ("${attempt.detail?.slice(0, 80)}") at ${attempt.endedAt}, but its row was made at ${row.submittedAt}`,
            );
        });
      }
      if (!record.receipt || mine.length !== 1) continue;
      // Every file sent is in the bucket, byte for byte, under the key its row names.
      const stored = files.filter((f) => f.application_id === record.receipt);
      const sent = record.files.map((f) => f.sha256).sort();
      sentFiles += sent.length;
      const recorded = stored.map((f) => f.sha256).sort();
      if (JSON.stringify(sent) !== JSON.stringify(recorded))
        problems.push(`${name}: ${sent.length} files sent, ${recorded.length} file rows, hashes differ`);
      for (const file of stored) {
        const found = objects.get(file.storage_key);
        if (found === file.sha256 && sent.includes(found)) filesInBucket++;
        else
          problems.push(`${name}: ${file.storage_key} is ${found ? "not the bytes sent" : "missing from the bucket"}`);
      }
    }
    for (const row of rows)
      if (!owned.has(row.id)) problems.push(`application ${row.id} belongs to no gallery's key (${row.key})`);
    if (rows.length !== receipts.size) problems.push(`${receipts.size} receipts but ${rows.length} application rows`);

    const confirmations = new Map<string, number>();
    for (const mail of mails)
      if (mail.application_id)
        confirmations.set(mail.application_id, (confirmations.get(mail.application_id) ?? 0) + 1);
    for (const row of rows)
      if (confirmations.get(row.id) !== 1)
        problems.push(`application ${row.id} has ${confirmations.get(row.id) ?? 0} confirmation mails`);
    if (mails.length !== receipts.size)
      problems.push(`${receipts.size} receipts but ${mails.length} confirmation mails`);

    const named = new Set(files.map((f) => f.storage_key));
    const orphans = [...objects.keys()].filter((key) => !named.has(key));
    const probes = orphans.filter((key) => key.startsWith("readiness-probe-"));
    if (orphans.length > probes.length)
      problems.push(
        `${orphans.length - probes.length} object(s) in the bucket belong to no application after the sweep`,
      );

    const states = new Map<string, number>();
    for (const mail of mails) states.set(mail.state, (states.get(mail.state) ?? 0) + 1);
    const gaveUp = records.filter((r) => r.gaveUp);
    for (const record of gaveUp) problems.push(`gallery ${record.n} gave up: ${record.gaveUp}`);
    figures["galleries · receipts · application rows"] = `${records.length} · ${receipts.size} · ${rows.length}`;
    figures["files sent (stored galleries) · in the bucket, same SHA-256"] = `${sentFiles} · ${filesInBucket}`;
    figures["confirmation mails in mail_outbox (by state)"] =
      `${mails.length} (${[...states].map(([s, n]) => `${s} ${n}`).join(", ")}${mailed ? "" : "; still sending at the end"})`;
    figures["orphans after the sweep: files · readiness probes · open multipart uploads"] =
      `${orphans.length - probes.length} · ${probes.length} · ${await bucket.pendingUploads()}`;
    figures["galleries that gave up"] = gaveUp.length;
  } finally {
    await client.end();
  }
  return { figures, problems };
}
