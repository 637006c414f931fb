/**
 * The viewer benchmark's data: an edition of applications stored as rows (the list and the
 * database at fair size), and the application the viewer is opened on, whose artworks are real
 * camera-sized JPEGs in the file store, so the screen-sized variant is made from what a phone uploads.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { insertApplication } from "../src/server/applications/insert.ts";
import { sampleArtwork } from "../src/server/demo/sample-artwork.ts";
import { storeWithFiles } from "../src/server/demo/store-with-files.ts";
import { hashPassword } from "../src/server/staff/password.ts";
import { type Db, migrate } from "../src/server/store/database.ts";
import type { FileStore } from "../src/server/store/files.ts";
import { StaffStore } from "../src/server/store/staff.ts";
import { exampleApplication } from "../src/shared/example-application.ts";

export const EDITION = "demo-2027";
export const STAFF_EMAIL = "bench@fair.example";
export const STAFF_PASSWORD = "bench-admin-passphrase";

/**
 * An artwork as a camera takes it: the generated picture with grain all over, which a JPEG cannot
 * compress away (3000 × 2000 px is some 3 MB, like a phone's photo).
 */
export async function cameraPicture(shape: number, seed: number, longest: number): Promise<Buffer> {
  const base = await sampleArtwork(shape, seed, longest);
  const { width = longest, height = longest } = await sharp(base).metadata();
  const grain = randomBytes(width * height);
  return sharp(base)
    .composite([{ input: grain, raw: { width, height, channels: 1 }, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

export interface ViewerSeedSizes {
  applications: number;
  artists: number;
  artworksPerArtist: number;
  /** Distinct originals, handed out in turn: each file still has a storage key, and variants, of its own. */
  originals: number;
  longest: number;
}

/** Returns the viewed application's id and the seconds the seeding took. */
export async function seedViewer(db: Db, store: FileStore, sizes: ViewerSeedSizes, originals: Buffer[]) {
  const started = performance.now();
  await migrate(db);
  const now = Date.now();
  for (let i = 0; i < sizes.applications; i++) {
    const form = exampleApplication({ edition: EDITION, artists: 3, artworksPerArtist: 5, withFiles: false });
    form.gallery.name = `Gallery ${i}`;
    await insertApplication(db, form, [], { now: now - (i + 1) * 60_000 });
  }
  const form = exampleApplication({
    edition: EDITION,
    artists: sizes.artists,
    artworksPerArtist: sizes.artworksPerArtist,
    galleryPictures: 2,
  });
  form.gallery.name = "The Viewed Application";
  const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
  const viewed = await storeWithFiles(db, store, form, (_path, record, n) =>
    record.filename.endsWith(".pdf") ? pdf : (originals[n % originals.length] as Buffer),
  );
  await new StaffStore(db).save({
    email: STAFF_EMAIL,
    name: "Bench",
    role: "admin",
    passwordHash: await hashPassword(STAFF_PASSWORD),
  });
  return { viewed, seconds: (performance.now() - started) / 1000 };
}

export async function makeOriginals(sizes: ViewerSeedSizes): Promise<Buffer[]> {
  const shapes = [3 / 2, 2 / 3, 1, 4 / 5, 16 / 9, 3 / 4];
  const originals: Buffer[] = [];
  for (let i = 0; i < sizes.originals; i++)
    originals.push(await cameraPicture(shapes[i % shapes.length] as number, i + 1, sizes.longest));
  return originals;
}
