import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signIn } from "../../../test-support/staff.ts";
import { buildApp } from "../app.ts";
import { readConfig } from "../config.ts";
import { passwordProblem } from "../staff/password-policy.ts";
import { DEMO_STAFF } from "./back-office.ts";

const run = promisify(execFile);
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-demo-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const demo = (env: Record<string, string> = {}) =>
  run(process.execPath, ["src/server/demo/demo.ts"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
  });

it("npm run demo fills the embedded database with accepted galleries and pictures, once", async () => {
  const first = await demo();
  expect(first.stdout).toContain("Added 8 accepted sample galleries");
  const again = await demo();
  expect(first.stdout).toContain("Added 30 submitted applications of every size for the back office.");
  expect(again.stdout).toContain("The 8 sample galleries are already there");
  expect(again.stdout).toContain("The back office's submitted applications are already there; nothing added.");
  for (const member of DEMO_STAFF) expect(again.stdout).toContain(`${member.email}  ${member.password}`);

  // A server on the demo's data directory shows them.
  const app = await buildApp({ config: readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }) });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const list = await (await fetch(`${url}/ecosystem`)).text();
    // The 8 sample galleries and the 3 the demo committee accepted.
    expect(list.match(/data-sequence-place=/g)).toHaveLength(11);
    expect(list).toContain("Studio Øresund");
    const page = await (await fetch(`${url}/ecosystem/studio-oresund`)).text();
    const shapes = [...page.matchAll(/<img src="[^"]+"[^>]*? width="(\d+)" height="(\d+)"/g)].map(
      (m) => Math.round((Number(m[1]) / Number(m[2])) * 100) / 100,
    );
    expect(shapes).toEqual([1, 1, 0.67, 1.78]);

    // The printed accounts open the back office, whose list has every size of application.
    for (const member of DEMO_STAFF) {
      expect(await passwordProblem(member.password, member.email)).toBeUndefined();
      await signIn(url, member.email, member.password);
    }
    const admin = await signIn(url, DEMO_STAFF[0].email, DEMO_STAFF[0].password);
    const applications = (await (await admin.fetch("/admin/api/applications?per_page=200")).json()) as {
      total: number;
      items: { artists: number; choice: string }[];
    };
    expect(applications.total).toBe(38);
    expect(new Set(applications.items.map((i) => i.artists))).toEqual(new Set([1, 2, 3, 5, 8, 12]));
    expect(applications.items.some((i) => i.choice === "platform")).toBe(true);

    // Issue 10: reviews and the committee's decisions, with their history, feed the public list.
    expect(first.stdout).toMatch(/Added \d+ reviews and the committee's decisions; accepted: /);
    expect(again.stdout).toContain("The reviews and decisions are already there; nothing added.");
    const reviewed = (await (await admin.fetch("/admin/api/applications?per_page=200&sort=-reviews")).json()) as {
      items: { id: string; gallery: string; reviews: number; average: number | null; status: string }[];
    };
    expect(reviewed.items[0]?.reviews).toBe(3);
    expect(reviewed.items.filter((i) => i.average !== null).length).toBeGreaterThanOrEqual(20);
    const decided = reviewed.items.filter((i) => i.status === "accepted" && i.reviews > 0);
    expect(decided).toHaveLength(3);
    for (const gallery of decided) expect(list).toContain(gallery.gallery.replace("&", "&amp;"));
    const one = await (await admin.fetch(`/admin/api/applications/${decided[0]?.id}`)).json();
    expect(one.history.map((h: { to: string; via: string }) => `${h.via}:${h.to}`)).toEqual([
      "demo:shortlisted",
      "demo:accepted",
    ]);
  } finally {
    await app.close();
  }
}, 60_000);

it("refuses to put demo data into a shared database", async () => {
  const refused = await demo({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" }).catch(
    (e: { code: number; stderr: string }) => e,
  );
  expect(refused).toMatchObject({ code: 1 });
  expect((refused as { stderr: string }).stderr).toContain("unset DATABASE_URL and S3_BUCKET");
});
