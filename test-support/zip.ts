/** Reads a ZIP back with yauzl (every entry's bytes by its path), for the export tests. */
import { buffer } from "node:stream/consumers";
import yauzl from "yauzl";

export interface ZipContents {
  /** Entry bytes by path, in the archive's order. */
  files: Map<string, Buffer>;
  /** Whether the general-purpose flag says the names are UTF-8. */
  utf8Names: boolean;
  /** Compression method per path: 0 stored, 8 deflated. */
  methods: Map<string, number>;
}

export async function readZip(bytes: Buffer): Promise<ZipContents> {
  // strictFileNames: refuse "../", absolute paths and backslashes, as careful unzip tools do.
  const zip = await yauzl.fromBufferPromise(bytes, {
    lazyEntries: true,
    strictFileNames: true,
    validateEntrySizes: true,
  });
  const files = new Map<string, Buffer>();
  const methods = new Map<string, number>();
  let utf8Names = true;
  for await (const entry of zip.eachEntry()) {
    if (files.has(entry.fileName)) throw new Error(`The archive holds ${entry.fileName} twice.`);
    utf8Names &&= (entry.generalPurposeBitFlag & 0x800) !== 0;
    methods.set(entry.fileName, entry.compressionMethod);
    files.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  zip.close();
  return { files, utf8Names, methods };
}
