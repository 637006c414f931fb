/** An accepted gallery of the server's current edition, stored with real pictures, in one call. */
import { acceptApplication } from "../src/server/applications/status.ts";
import { type SampleGallery, storeSampleGallery } from "../src/server/demo/sample-gallery.ts";
import type { TestServer } from "./server.ts";

/** Stores and accepts the gallery; each picture gets an exhibition title, artists and a year. Returns its id. */
export async function acceptedGallery(
  server: TestServer,
  gallery: Omit<SampleGallery, "edition"> & { edition?: string },
): Promise<string> {
  const id = await storeSampleGallery(server.app.db, server.app.store, {
    edition: server.config.openEditions[0] as string,
    details: gallery.pictures.map((_, j) => ({
      exhibition_title: `Show ${j + 1}`,
      artists: "Mira Okafor",
      year: "2022",
    })),
    ...gallery,
  });
  await acceptApplication(server.app.db, id);
  return id;
}
