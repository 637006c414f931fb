/**
 * A ZIP written as it is downloaded (yazl): entries are pulled from an async source one at a time,
 * and a file is opened only when the archive is ready for its bytes, so memory holds one file's
 * read buffer whatever the archive's size. Files are stored as they are (no recompression of
 * JPEGs and PDFs); ZIP64 takes over past 4 GB. When the client goes away the file being read and
 * the archive are destroyed, and the source is not asked for more.
 */
import type { Readable } from "node:stream";
import { ZipFile } from "yazl";

export type ZipEntry =
  | { path: string; mtime: Date; text: string }
  | { path: string; mtime: Date; size: number; open: () => Promise<Readable> };

export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  signal: AbortSignal,
  onError: (error: unknown) => void,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: Readable | undefined;
  let failed = false;
  let stopWaiting = () => {};

  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    stopWaiting();
    reading?.destroy();
    // Headers are sent by now: a broken-off download is the only honest answer left.
    if (!signal.aborted) onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on("error", fail);
  signal.addEventListener("abort", () => fail(new Error("The client went away.")), { once: true });

  (async () => {
    for await (const entry of entries) {
      if (failed) return;
      if ("text" in entry) {
        zip.addBuffer(Buffer.from(entry.text), entry.path, { mtime: entry.mtime, compress: true });
        continue;
      }
      // Resolved when the archive asks for this file's bytes, i.e. when every earlier entry is
      // written: only then is the next application loaded.
      await new Promise<void>((resolve) => {
        stopWaiting = resolve;
        zip.addReadStreamLazy(entry.path, { mtime: entry.mtime, size: entry.size, compress: false }, (callback) => {
          resolve();
          if (failed) return;
          entry.open().then(
            (stream) => {
              reading = stream;
              stream.once("error", fail);
              callback(null, stream);
            },
            (error: unknown) => fail(error),
          );
        });
      });
    }
    if (!failed) zip.end();
  })().catch(fail);

  return output;
}
