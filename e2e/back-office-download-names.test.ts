/**
 * Downloads in Chromium are saved under the name of what the file is: a picture uploaded as
 * `evil.hta` (an HTML application Windows runs) is saved as `evil.png`. The name is the server's
 * (Content-Disposition); the page's links give none of their own.
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import {
  backOfficeTestBed,
  galleryApplication,
  type StoredForTest,
  signInThroughPage,
} from "../test-support/back-office-page.ts";

const EDITION = "fair-2027";
const bed = backOfficeTestBed({ OPEN_EDITIONS: EDITION });
let stored: StoredForTest;

beforeAll(async () => {
  // The test data's files are PNGs unless named .pdf.
  stored = await bed.store(
    galleryApplication(EDITION, "Galerie Dateiname", (form) => {
      form.proof = [{ filename: "evil.hta", size: 0 }];
    }),
    Date.UTC(2027, 0, 10, 9, 0),
  );
});

describe("a file uploaded under another type's extension", () => {
  it("is saved with the extension of what its bytes are, the rest of its name kept", async () => {
    const { url } = bed.server();
    const page = await bed.newPage();
    await signInThroughPage(page, url, bed.staff("reviewer"), `/admin/applications/${stored.id}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download evil.hta" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("evil.png");
    expect((await readFile(await download.path())).equals(stored.files.get("proof.0") as Buffer)).toBe(true);
  });
});
