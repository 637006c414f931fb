/**
 * GET /admin/api/applications/<id>/versions: the versions of an application changed twice from its
 * status page, newest first, with what changed in the form's words (texts before and after, entries
 * added, files replaced and removed with their names, sizes and addresses); a replaced file still
 * opens for staff, byte for byte; tax details only for admins (a reviewer's answer names none, not
 * even that one changed); a reviewer who may not open the application (assigned mode) gets 404 for
 * its versions and for the files of its earlier versions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { blobOf, makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { anaLima, artistsShifted, changeFromStatusPage } from "../../../../test-support/status-change.ts";
import type { VersionFile as FileJson } from "../../../shared/api/versions.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { issueStatusToken } from "../../status-page/tokens.ts";

const EDITION = "fair-2027";

interface ChangeJson {
  kind: "text" | "unkept" | "added" | "removed" | "moved" | "file";
  path: string;
  field: string;
  section: string;
  label: string;
  before?: string | FileJson;
  after?: string | FileJson;
  long?: boolean;
  change?: "added" | "removed" | "replaced";
  from?: number;
  to?: number;
}

interface VersionsJson {
  id: string;
  version: number;
  versions: { version: number; at: string; current: boolean; previous: number | null; changes: ChangeJson[] }[];
}

let server: TestServer;
let admin: StaffVisitor;
let rita: StaffVisitor;
let ritaId: string;
let id: string;
let token: string;
let uploaded: Map<string, Buffer>;

async function change(edit: (form: ApplicationForm) => void, options: Parameters<typeof changeFromStatusPage>[3] = {}) {
  const answer = await changeFromStatusPage(server.url, token, edit, options);
  expect(answer.status, await answer.clone().text()).toBe(200);
}

async function versionsAs(visitor: StaffVisitor): Promise<VersionsJson> {
  const answer = await visitor.fetch(`/admin/api/applications/${id}/versions`);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as VersionsJson;
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: EDITION });
  const form = exampleApplication({ edition: EDITION, artists: 2, artworksPerArtist: 2 });
  form.gallery.name = "Galerie Nordlicht";
  form.tax.company = "Nordlicht GmbH";
  form.tax.number = "DE-TAX-SECRET-123";
  const first = await storeApplication(server.app, form);
  id = first.id;
  uploaded = first.files;
  token = await issueStatusToken(server.app.db, id);
  const adminAccount = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  const ritaAccount = await createStaff(server.app, { email: "rita@fair.example", role: "reviewer" });
  ritaId = ritaAccount.id;
  admin = await signIn(server.url, adminAccount.email, adminAccount.password);
  rita = await signIn(server.url, ritaAccount.email, ritaAccount.password);

  // Version 2: texts, a long text, a replaced picture, the tax company and number.
  await change(
    (f) => {
      f.gallery.website = "https://nordlicht.example/berlin";
      const artist = f.artists[0] as ApplicationForm["artists"][number];
      artist.bio = artist.bio.replace("painting and installation", "sculpture and sound");
      const artwork = artist.artworks[0] as ApplicationForm["artists"][number]["artworks"][number];
      artwork.filename = "new-picture.png";
      f.tax.company = "Nordlicht Berlin GmbH";
      f.tax.number = "DE-TAX-CHANGED-456";
    },
    { replaced: new Map([["artists.0.artworks.0", blobOf(makePng(64, 48, 9))]]) },
  );
  // Version 3: an artist added at the top, the additional file removed.
  await change(
    (f) => {
      f.artists.unshift(anaLima());
      f.gallery.additional = [];
    },
    { drop: ["gallery.additional.0"], move: artistsShifted },
  );
}, 60_000);
afterAll(() => server?.close());

describe("GET /admin/api/applications/<id>/versions", () => {
  it("answers every version newest first, each with what changed from the one before", async () => {
    const answer = await versionsAs(admin);
    expect(answer.id).toBe(id);
    expect(answer.version).toBe(3);
    expect(answer.versions.map((v) => [v.version, v.current, v.previous])).toEqual([
      [3, true, 2],
      [2, false, 1],
      [1, false, null],
    ]);
    const times = answer.versions.map((v) => Date.parse(v.at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1] as number);
    expect(times[1]).toBeGreaterThanOrEqual(times[2] as number);
    expect(answer.versions[2]?.changes).toEqual([]);

    const second = answer.versions[1]?.changes ?? [];
    expect(second.find((c) => c.path === "gallery.website")).toEqual({
      kind: "text",
      path: "gallery.website",
      field: "Gallery, Website",
      section: "Gallery",
      label: "Website",
      before: "https://nordlicht.example",
      after: "https://nordlicht.example/berlin",
      long: false,
    });
    const bio = second.find((c) => c.path === "artists.0.bio");
    expect(bio).toMatchObject({ kind: "text", label: "Biography", long: true });
    expect(bio?.field).toMatch(/^Artist 1 \(.+\), Biography$/);
    expect(bio?.before).toContain("painting and installation");
    expect(bio?.after).toContain("sculpture and sound");
    expect(second.find((c) => c.path === "tax.company")).toMatchObject({
      kind: "text",
      field: "Tax details, Company name",
      before: "Nordlicht GmbH",
      after: "Nordlicht Berlin GmbH",
    });
    // The tax number changed; its values are kept nowhere but in the current version.
    expect(second.find((c) => c.path === "tax.number")).toMatchObject({ kind: "unkept", label: "Tax number" });
    expect(JSON.stringify(answer)).not.toContain("DE-TAX");

    const picture = second.find((c) => c.kind === "file");
    expect(picture).toMatchObject({ change: "replaced", path: "artists.0.artworks.0.filename" });
    expect(picture?.field).toMatch(/^Artist 1 \(.+\), Artwork 1 \(.+\), Image$/);
    const before = picture?.before as FileJson;
    const after = picture?.after as FileJson;
    expect(after).toMatchObject({ name: "new-picture.png", type: "image/png" });
    expect(before.name).not.toBe("new-picture.png");
    expect(before.size).toBe(uploaded.get("artists.0.artworks.0")?.length);
    expect(before.url).toBe(`/admin/files/${before.id}`);
    expect(before.thumbnail_url).toBe(`/admin/files/${before.id}/thumbnail`);
    // Nothing else changed in version 2: the other artist and artworks are not named.
    expect(second.map((c) => c.path).sort()).toEqual(
      ["artists.0.artworks.0.filename", "artists.0.bio", "gallery.website", "tax.company", "tax.number"].sort(),
    );
  });

  it("names an artist added at the top once, without the artists below it changed, and a removed file", async () => {
    const third = (await versionsAs(admin)).versions[0]?.changes ?? [];
    const added = third.filter((c) => c.kind === "added");
    expect(added).toEqual([
      {
        kind: "added",
        path: "artists.0",
        field: "Artist 1 (Ana Lima)",
        section: "Artist 1 (Ana Lima)",
        label: "Artist 1 (Ana Lima)",
      },
      {
        kind: "added",
        path: "artists.0.artworks.0",
        field: "Artist 1 (Ana Lima), Artwork 1 (River)",
        section: "Artist 1 (Ana Lima)",
        label: "Artwork 1 (River)",
      },
    ]);
    expect(third.filter((c) => c.kind === "text").every((c) => c.path.startsWith("artists.0."))).toBe(true);
    expect(third.find((c) => c.path === "artists.0.first_name")).toMatchObject({ before: "", after: "Ana" });
    expect(third.filter((c) => c.kind === "moved")).toEqual([]);
    const removed = third.filter((c) => c.kind === "file");
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ change: "removed", field: "Gallery, Additional files" });
    expect((removed[0]?.before as FileJson | undefined)?.name).toBe("press-kit.pdf");
  });

  it("opens the files of earlier versions through the back office's file routes, byte for byte", async () => {
    const second = (await versionsAs(admin)).versions[1]?.changes ?? [];
    const before = second.find((c) => c.kind === "file")?.before as FileJson;
    const file = await admin.fetch(before.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(uploaded.get("artists.0.artworks.0") as Buffer)).toBe(true);
    const thumbnail = await admin.fetch(before.thumbnail_url as string);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
  });

  it("shows a reviewer no tax detail: not its values, not that one changed", async () => {
    const answer = await versionsAs(rita);
    const all = answer.versions.flatMap((v) => v.changes);
    expect(all.filter((c) => c.path.startsWith("tax") || c.section === "Tax details")).toEqual([]);
    const text = JSON.stringify(answer);
    for (const secret of ["Nordlicht GmbH", "Nordlicht Berlin GmbH", "DE-TAX", "Tax number", "Company name"])
      expect(text).not.toContain(secret);
    // What she may see is there.
    expect(all.some((c) => c.path === "gallery.website")).toBe(true);
  });

  it("answers 404 for an application nobody has, or an address that is no id", async () => {
    for (const path of ["00000000-0000-4000-8000-000000000000", "nonsense"]) {
      const answer = await admin.fetch(`/admin/api/applications/${path}/versions`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: "There is no such application." });
    }
  });

  it("keeps an application a reviewer may not open closed: its versions and its earlier files are 404", async () => {
    const second = (await versionsAs(admin)).versions[1]?.changes ?? [];
    const retired = second.find((c) => c.kind === "file")?.before as FileJson;
    const patched = await admin.fetch(`/admin/api/editions/${EDITION}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ review_mode: "assigned" }),
    });
    expect(patched.status).toBe(200);
    for (const path of [`/admin/api/applications/${id}/versions`, retired.url, retired.thumbnail_url as string])
      expect((await rita.fetch(path)).status, path).toBe(404);
    for (const path of [`/admin/api/applications/${id}/versions`, retired.url])
      expect((await admin.fetch(path)).status, path).toBe(200);
    // Assigned to her, she opens them again.
    const assigned = await admin.fetch(`/admin/api/applications/${id}/assignees`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ staff_ids: [ritaId] }),
    });
    expect(assigned.status).toBe(200);
    for (const path of [`/admin/api/applications/${id}/versions`, retired.url])
      expect((await rita.fetch(path)).status, path).toBe(200);
  });
});
