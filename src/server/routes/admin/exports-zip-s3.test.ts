/** The ZIP export with the files in an S3-compatible bucket (s3rver): every file streamed from the bucket byte-identical. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startS3Server, type TestS3Server } from "../../../../test-support/s3-server.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, signIn } from "../../../../test-support/staff.ts";
import { readZip } from "../../../../test-support/zip.ts";
import { exampleApplication } from "../../../shared/example-application.ts";

let s3: TestS3Server;
let server: TestServer;

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ ...s3.env, OPEN_EDITIONS: "fair-2027" });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe("GET /admin/api/exports/applications.zip with S3 storage", () => {
  it("holds every file of every application byte-identical", async () => {
    const stored = [];
    for (const name of ["Galerie Nordlicht", "Atelier Ø"]) {
      const form = exampleApplication({ edition: "fair-2027", artists: 2, artworksPerArtist: 2, galleryPictures: 1 });
      form.gallery.name = name;
      stored.push(await storeApplication(server.app, form));
    }
    const member = await createStaff(server.app, { email: "admin@fair.example", role: "admin" });
    const admin = await signIn(server.url, member.email, member.password);
    const response = await admin.fetch("/admin/api/exports/applications.zip?sort=gallery");
    expect(response.status).toBe(200);
    const zip = await readZip(Buffer.from(await response.arrayBuffer()));
    const folders = ["001-Atelier Ø", "002-Galerie Nordlicht"];
    for (const [i, folder] of folders.entries()) {
      const json = JSON.parse(zip.files.get(`${folder}/application.json`)?.toString() ?? "{}") as {
        exported_files: { path: string; record: string }[];
      };
      const uploaded = stored[1 - i]?.files as Map<string, Buffer>;
      expect(json.exported_files).toHaveLength(uploaded.size);
      for (const { path, record } of json.exported_files)
        expect(zip.files.get(`${folder}/${path}`)?.equals(uploaded.get(record) as Buffer), path).toBe(true);
    }
  });
});
