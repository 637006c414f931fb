/**
 * Stores a gallery's application with real exhibition picture files, the way a submission would:
 * for the demo command and for tests. Applications go through insertApplication like any other.
 */
import { createHash, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { fileTypeFromBuffer } from "file-type";
import type { ApplicationForm, GalleryPicture } from "../../shared/application.ts";
import { exampleApplication, exampleGalleryPicture } from "../../shared/example-application.ts";
import { insertApplication } from "../applications/insert.ts";
import type { StoredFile } from "../applications/stored-file.ts";
import type { Db } from "../store/database.ts";
import type { FileStore } from "../store/files.ts";

export interface SampleGallery {
  edition: string;
  name: string;
  locations?: string;
  website?: string;
  highlights?: string;
  email?: string;
  /** Image bytes (JPEG, PNG or WebP), one per exhibition picture, in order. */
  pictures: Buffer[];
  /** Exhibition details per picture; example values where missing. */
  details?: Partial<Pick<GalleryPicture, "exhibition_title" | "artists" | "year">>[];
}

/** Returns the new application's id. Files written before a failure are removed again. */
export async function storeSampleGallery(db: Db, store: FileStore, sample: SampleGallery): Promise<string> {
  const types = await Promise.all(
    sample.pictures.map(async (bytes, i) => {
      const type = await fileTypeFromBuffer(bytes);
      if (!type?.mime.startsWith("image/")) throw new Error(`Sample picture ${i + 1} is not an image.`);
      return type;
    }),
  );
  const filename = (i: number) => `exhibition-${i + 1}.${types[i]?.ext}`;
  const example = exampleApplication({ edition: sample.edition, withFiles: false });
  const form: ApplicationForm = {
    ...example,
    gallery: {
      ...example.gallery,
      name: sample.name,
      locations: sample.locations ?? example.gallery.locations,
      website: sample.website ?? example.gallery.website,
      highlights: sample.highlights ?? example.gallery.highlights,
      email: sample.email ?? example.gallery.email,
      pictures: sample.pictures.map((bytes, i) => ({
        ...exampleGalleryPicture(i),
        ...sample.details?.[i],
        filename: filename(i),
        size: bytes.length,
      })),
    },
  };
  const files: StoredFile[] = [];
  try {
    for (const [i, bytes] of sample.pictures.entries()) {
      const storageKey = randomUUID();
      await store.write(storageKey, Readable.from([bytes]));
      files.push({
        recordPath: `gallery.pictures.${i}`,
        originalName: filename(i),
        size: bytes.length,
        contentType: types[i]?.mime ?? "",
        sha256: createHash("sha256").update(bytes).digest("hex"),
        storageKey,
      });
    }
    return await insertApplication(db, form, files);
  } catch (error) {
    await Promise.all(files.map((f) => store.delete(f.storageKey)));
    throw error;
  }
}
