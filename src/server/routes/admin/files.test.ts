/**
 * Uploaded files as the back office serves them: the submitted bytes, pictures inline and
 * everything else as a download, sandboxed; thumbnails made once; nothing for a made-up address.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobOf, filesForForm, makePdf } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";

let server: TestServer;
let reviewer: StaffVisitor;
let sent: Map<string, Blob>;
let application: {
  artists: { artworks: { id: string; url: string; thumbnail_url?: string; screen_url?: string; filename: string }[] }[];
  proof: { id: string; url: string; filename: string; thumbnail_url?: string }[];
};

beforeAll(async () => {
  server = await startTestServer();
  // Submitted the way the form submits, so the bytes went through the real upload path.
  const applicant = await server.visitor();
  const form = exampleApplication({ edition: applicant.edition, artists: 1, artworksPerArtist: 2 });
  form.proof = [
    { filename: "Registrierung München.pdf", size: 0 },
    { filename: "evil.hta", size: 0 },
  ];
  sent = filesForForm(form);
  // A PDF under a name Windows runs as an HTML application.
  const pdf = makePdf("not an HTML application");
  sent.set("proof.1", blobOf(pdf));
  (form.proof[1] as { size: number }).size = pdf.length;
  const submit = await applicant.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { encoding: "compact", files: sent, token: applicant.token }),
  });
  expect(submit.status).toBe(200);
  const { id } = (await submit.json()) as { id: string };
  const member = await createStaff(server.app, { email: "files@fair.example", role: "reviewer" });
  reviewer = await signIn(server.url, member.email, member.password);
  application = await (await reviewer.fetch(`/admin/api/applications/${id}`)).json();
});
afterAll(() => server.close());

const bytesOf = async (blob: Blob | Response) => Buffer.from(await blob.arrayBuffer());

describe("GET /admin/files/<id>", () => {
  it("serves a picture inline, byte for byte as uploaded, sandboxed", async () => {
    const artwork = application.artists[0]?.artworks[0] as { url: string; filename: string };
    const response = await reviewer.fetch(artwork.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    // Uploaded as .jpg, the bytes are a PNG: it is named for what it is.
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="artist-1-artwork-1\.png"/);
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    // Not kept on a shared computer after sign-out (nor by any cache on the way).
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await bytesOf(response)).equals(await bytesOf(sent.get("artists.0.artworks.0") as Blob))).toBe(true);
  });

  it("sends a PDF as a download, never to be shown in the back office's origin", async () => {
    const proof = application.proof[0] as { url: string; thumbnail_url?: string };
    expect(proof.thumbnail_url).toBeUndefined();
    const response = await reviewer.fetch(proof.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Registrierung M_nchen.pdf"; filename*=UTF-8''Registrierung%20M%C3%BCnchen.pdf`,
    );
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await bytesOf(response)).equals(await bytesOf(sent.get("proof.0") as Blob))).toBe(true);
  });

  it("names a download for the type its bytes are, whatever extension the upload's name had", async () => {
    const proof = application.proof[1] as { url: string; filename: string };
    expect(proof.filename).toBe("evil.hta");
    const response = await reviewer.fetch(proof.url);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="evil.pdf"; filename*=UTF-8''evil.pdf`,
    );
  });

  it.each([
    ["an unknown id", "/admin/files/00000000-0000-4000-8000-000000000000"],
    ["a path out of the store", "/admin/files/..%2F..%2F..%2Fetc%2Fpasswd"],
    ["a dotted path", "/admin/files/../../package.json"],
    ["an id of the wrong shape", "/admin/files/abc"],
    ["a thumbnail of a PDF", "/admin/files/{pdf}/thumbnail"],
    ["a thumbnail of nothing", "/admin/files/00000000-0000-4000-8000-000000000000/thumbnail"],
    ["a screen-sized picture of a PDF", "/admin/files/{pdf}/screen"],
    ["a screen-sized picture of nothing", "/admin/files/00000000-0000-4000-8000-000000000000/screen"],
    ["a screen-sized picture of a badly shaped id", "/admin/files/abc/screen"],
  ])("answers 404 for %s", async (_name, address) => {
    const response = await reviewer.fetch(address.replace("{pdf}", application.proof[0]?.id ?? ""));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-disposition")).toBeNull();
  });

  it("does not serve a file by its storage key, only by its id", async () => {
    const row = await server.app.db.selectFrom("files").select(["id", "storage_key"]).executeTakeFirstOrThrow();
    expect((await reviewer.fetch(`/admin/files/${row.storage_key}`)).status).toBe(404);
  });
});

describe("GET /admin/files/<id>/thumbnail", () => {
  it("is a 480 px WebP made once, kept by the browser for five minutes only", async () => {
    const artwork = application.artists[0]?.artworks[1] as { thumbnail_url: string };
    const first = await reviewer.fetch(artwork.thumbnail_url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");
    const bytes = await bytesOf(first);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe("webp");
    // The uploaded test picture is narrower than 480 px: never enlarged.
    expect(meta.width).toBeLessThanOrEqual(480);

    const cache = path.join(server.dataDir, "cache");
    const made = async () => (await readdir(cache, { recursive: true })).filter((f) => String(f).endsWith(".webp"));
    const before = await made();
    const again = await reviewer.fetch(artwork.thumbnail_url);
    expect((await bytesOf(again)).equals(bytes)).toBe(true);
    expect(await made()).toEqual(before);
  });
});

describe("GET /admin/files/<id>/screen", () => {
  it("is a baseline JPEG within 1600 px (it decodes three times faster than a WebP), made once, kept five minutes, for staff only", async () => {
    const artwork = application.artists[0]?.artworks[0] as { id: string; screen_url: string };
    expect(artwork.screen_url).toBe(`/admin/files/${artwork.id}/screen`);
    const first = await reviewer.fetch(artwork.screen_url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");
    expect(first.headers.get("content-security-policy")).toBe("sandbox");
    const bytes = await bytesOf(first);
    const meta = await sharp(bytes).metadata();
    const original = await sharp(await bytesOf(sent.get("artists.0.artworks.0") as Blob)).metadata();
    // The uploaded test picture is smaller than 1600 px: kept at its own size, not enlarged.
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", original.width, original.height]);
    // Baseline, not progressive: Chromium decodes a progressive JPEG of 1600 px a third slower.
    expect(meta.isProgressive).toBe(false);

    const cache = path.join(server.dataDir, "cache");
    const made = async () => (await readdir(cache, { recursive: true })).filter((f) => /\.(webp|jpg)$/.test(String(f)));
    const before = await made();
    expect(before.some((f) => /screen-\d+x\d+\.jpg$/.test(String(f)))).toBe(true);
    expect((await bytesOf(await reviewer.fetch(artwork.screen_url))).equals(bytes)).toBe(true);
    expect(await made()).toEqual(before);

    const stranger = await fetch(`${server.url}${artwork.screen_url}`, { redirect: "manual" });
    expect(stranger.status).not.toBe(200);
  });
});
