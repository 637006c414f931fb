/**
 * Memory of the ZIP export: the server's peak RSS rise while a selection of 2 GB of files is
 * downloaded as one ZIP, against the same figure for a selection of 200 MB (the baseline: if the
 * export held files in memory, the rise would grow tenfold with the data). Files are generated
 * (one random 1 MB block repeated), written through the file store; nothing is committed.
 *   npm run bench -- export          BENCH_EXPORT_MB=2048
 * Budget: the rise for 2 GB is ≤ 64 MB.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { insertApplication } from "../src/server/applications/insert.ts";
import type { StoredFile } from "../src/server/applications/stored-file.ts";
import { hashPassword } from "../src/server/staff/password.ts";
import { migrate, openDatabase } from "../src/server/store/database.ts";
import { LocalFileStore } from "../src/server/store/files.ts";
import { StaffStore } from "../src/server/store/staff.ts";
import type { ApplicationForm } from "../src/shared/application.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { signIn } from "../test-support/staff.ts";
import { mb, memoryOf, resetPeak, sized, startProcess } from "./support.ts";

const TOTAL_MB = sized("BENCH_EXPORT_MB", 2048, 20);
const EDITION = "demo-2027";
const PASSWORD = "bench-admin-passphrase";
const BLOCK = randomBytes(1024 * 1024);

/** `size` bytes of the random block, repeated, as a stream (incompressible, like JPEGs). */
function bytesOf(size: number): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < size; sent += BLOCK.length)
        yield BLOCK.subarray(0, Math.min(BLOCK.length, size - sent));
    })(),
  );
}

/** Applications of 13 files each (9 artworks, a picture, a rendering, an additional file, a proof) adding up to `totalMb`. */
async function seed(dataDir: string, edition: string, totalMb: number): Promise<number> {
  const db = openDatabase({ dataDir });
  const store = new LocalFileStore(path.join(dataDir, "files"));
  let written = 0;
  try {
    await migrate(db);
    const fileMb = 8;
    const perApplication = 13;
    const applications = Math.ceil(totalMb / (fileMb * perApplication));
    for (let a = 0; a < applications; a++) {
      const form: ApplicationForm = exampleApplication({
        edition,
        artists: 3,
        artworksPerArtist: 3,
        galleryPictures: 1,
      });
      form.gallery.name = `Export Bench ${a + 1}`;
      const files: StoredFile[] = [];
      for (const { path: recordPath, record } of fileRecords(form)) {
        const size = Math.min(fileMb * 1024 * 1024, totalMb * 1024 * 1024 - written);
        if (size <= 0) break;
        const storageKey = `bench-export-${a}-${files.length}-${randomBytes(4).toString("hex")}`;
        await store.write(storageKey, bytesOf(size));
        written += size;
        record.size = size;
        files.push({
          recordPath: dotted(recordPath),
          originalName: record.filename,
          size,
          contentType: record.filename.endsWith(".pdf") ? "application/pdf" : "image/jpeg",
          sha256: "0".repeat(64),
          storageKey,
        });
      }
      await insertApplication(db, form, files);
    }
    await new StaffStore(db).save({
      email: "bench@fair.example",
      name: "Bench",
      role: "admin",
      passwordHash: await hashPassword(PASSWORD),
    });
  } finally {
    await db.destroy();
  }
  return written;
}

/** Downloads the edition's ZIP, discarding it; peak RSS rise of the server and the time it took. */
async function exportOnce(totalMb: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-bench-export-"));
  try {
    const stored = await seed(dataDir, EDITION, totalMb);
    const server = await startProcess("src/server/main.ts", { DATA_DIR: dataDir, OPEN_EDITIONS: EDITION }, "/healthz");
    try {
      const staff = await signIn(server.url, "bench@fair.example", PASSWORD);
      // Warm-up: the route's code loaded and compiled, so the rise is the export's own.
      await (await staff.fetch("/admin/api/exports/applications.csv")).arrayBuffer();
      await resetPeak(server.pid);
      const before = await memoryOf(server.pid);
      const started = performance.now();
      const response = await staff.fetch("/admin/api/exports/applications.zip");
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      let received = 0;
      let firstByte = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        if (received === 0) firstByte = performance.now() - started;
        received += chunk.length;
      }
      const seconds = (performance.now() - started) / 1000;
      const after = await memoryOf(server.pid);
      return {
        stored,
        received,
        seconds,
        firstByte,
        before: before.rss,
        peak: after.peak,
        rise: after.peak - before.rss,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = { "load average at start": os.loadavg()[0]?.toFixed(1) ?? "" };
  const baseline = await exportOnce(Math.round(TOTAL_MB / 10));
  const full = await exportOnce(TOTAL_MB);
  for (const [label, r] of [
    ["baseline", baseline],
    ["full", full],
  ] as const) {
    results[`${label}: files stored (MB) / ZIP received (MB)`] = `${mb(r.stored)} / ${mb(r.received)}`;
    results[`${label}: first byte (ms) / whole download (s) / MB/s`] =
      `${Math.round(r.firstByte)} / ${r.seconds.toFixed(1)} / ${Math.round(mb(r.received) / r.seconds)}`;
    results[`${label}: server RSS before → peak (MB)`] = `${mb(r.before)} → ${mb(r.peak)}`;
    results[`${label}: peak RSS rise (MB)`] = mb(r.rise);
  }
  results["peak RSS rise, full (MB, budget ≤ 64)"] =
    `${mb(full.rise)}: ${full.rise <= 64 * 1024 * 1024 ? "met" : "missed"}`;
  results["rise ratio full / baseline (10× the data)"] = (full.rise / Math.max(baseline.rise, 1)).toFixed(2);
  results["load average at the end"] = os.loadavg()[0]?.toFixed(1) ?? "";
  return results;
}
