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
import { FIFTY_ARTWORKS_GALLERY } from "./fifty-artworks.ts";

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
  expect(first.stdout).toContain("Added 11 accepted sample galleries");
  const again = await demo();
  expect(first.stdout).toContain("Added 31 submitted applications of every size for the back office.");
  expect(again.stdout).toContain("The 11 sample galleries are already there");
  expect(again.stdout).toContain("The back office's submitted applications are already there; nothing added.");
  expect(first.stdout).toMatch(
    /Drew a floor plan of \d+ booths and placed 13 accepted galleries; one waits for its booth\./,
  );
  expect(again.stdout).toContain("The floor plan is already there; nothing added.");
  for (const member of DEMO_STAFF) expect(again.stdout).toContain(`${member.email}  ${member.password}`);
  // The team is run from the back office afterwards, not from a shell.
  expect(again.stdout).toMatch(/invite more members.*\/admin\/staff/);
  expect(again.stdout).not.toContain("npm run cli");

  // A server on the demo's data directory shows them.
  const app = await buildApp({ config: readConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }) });
  try {
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const list = await (await fetch(`${url}/ecosystem`)).text();
    // Each decided gallery's status link, printed, opens its page showing the released decision.
    const links = [
      ...again.stdout.matchAll(/^ {2}(accepted|waitlisted|rejected) +(.+?) +http:\/\/localhost:\d+(\/status\/\S+)$/gm),
    ];
    expect(links.length).toBeGreaterThanOrEqual(11);
    const nordlicht = links.find((m) => m[2] === "Galerie Nordlicht");
    // Galerie Nordlicht applied in German: its page is German from the emailed link.
    const statusPage = await (await fetch(`${url}${nordlicht?.[3]}`)).text();
    expect(statusPage).toContain('<html lang="de">');
    expect(statusPage).toContain("Zugelassen");
    // With the committee's letter, sent by the first run only.
    expect(statusPage).toContain("Das Schreiben des Komitees");
    const english = links.find((m) => m[2] === "Studio Øresund");
    expect(english).toBeDefined();
    expect(await (await fetch(`${url}${english?.[3]}`)).text()).toContain("Status: <strong>Accepted</strong>");
    expect(first.stdout).toMatch(/Sent \d+ decision letters/);
    expect(again.stdout).toContain("The decision letters are already sent; nothing added.");
    // The 11 sample galleries and the 3 the demo committee accepted.
    expect(list.match(/data-sequence-place=/g)).toHaveLength(14);
    expect(list).toContain("Studio Øresund");
    // Japanese, Arabic, Greek and Polish names, each page at an address made of the name itself.
    for (const [name, slug] of [
      ["東京画廊", "東京画廊"],
      ["غاليري أثر", "غاليري-أثر"],
      ["Γκαλερί Αθηνών", "γκαλερί-αθηνών"],
      ["Galeria Wisła", "galeria-wisla"],
    ]) {
      expect(list).toContain(`<a href="/ecosystem/${encodeURIComponent(slug as string)}"`);
      const own = await (await fetch(`${url}/ecosystem/${encodeURIComponent(slug as string)}`)).text();
      expect(own).toContain(`<h1 dir="auto">${name}</h1>`);
    }
    // The public plan shows the placed galleries, each linked to its page.
    const plan = await (await fetch(`${url}/ecosystem/floor-plan`)).text();
    expect(plan).toContain("13 galleries have their booths");
    expect(plan).toContain('<a href="/ecosystem/studio-oresund" dir="auto">Studio Øresund</a>');
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
      items: { id: string; artists: number; choice: string }[];
    };
    expect(applications.total).toBe(42);
    expect(new Set(applications.items.map((i) => i.artists))).toEqual(new Set([1, 2, 3, 5, 8, 10, 12]));
    expect(applications.items.some((i) => i.choice === "platform")).toBe(true);

    // The artwork viewer has something to show: 50 artworks with 50 different pictures, each with
    // its title and meta, some present at the fair and some similar.
    const [fifty] = (
      (await (await admin.fetch(`/admin/api/applications?q=${encodeURIComponent("Cinquante")}`)).json()) as {
        items: { id: string; gallery: string }[];
      }
    ).items;
    expect(fifty?.gallery).toBe(FIFTY_ARTWORKS_GALLERY);
    const largest = (await (await admin.fetch(`/admin/api/applications/${fifty?.id}`)).json()) as {
      artists: { artworks: { title: string; meta: string; presented: string; type: string; url: string }[] }[];
    };
    const artworks = largest.artists.flatMap((a) => a.artworks);
    expect(artworks).toHaveLength(50);
    expect(artworks.every((w) => w.type === "image/jpeg")).toBe(true);
    expect(new Set(artworks.map((w) => w.title)).size).toBe(50);
    for (const w of artworks) expect(w.meta).toMatch(/^20\d\d, [a-z ]+, \d+ × \d+ cm$/);
    expect(new Set(artworks.map((w) => w.presented))).toEqual(new Set(["present", "similar"]));
    const pictures = await Promise.all(
      artworks.map(async (w) => Buffer.from(await (await admin.fetch(w.url)).arrayBuffer()).toString("base64")),
    );
    expect(new Set(pictures).size).toBe(50);
    // The other applications' artworks differ from one another too, not one picture repeated.
    const twelve = applications.items.find((i) => i.artists === 12) as { id: string };
    const other = (await (await admin.fetch(`/admin/api/applications/${twelve.id}`)).json()) as typeof largest;
    const urls = other.artists.flatMap((a) => a.artworks).flatMap((w) => (w.url ? [w.url] : []));
    expect(urls.length).toBeGreaterThanOrEqual(12);
    const theirs = await Promise.all(
      urls.map(async (url) => Buffer.from(await (await admin.fetch(url)).arrayBuffer()).toString("base64")),
    );
    expect(new Set(theirs).size).toBe(urls.length);

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
      // Its decision letter, sent.
      "demo:accepted",
    ]);
    expect(one.history.at(-1).note).toMatch(/^Decision letter sent: /);

    // The committee: the edition in assigned mode, every open application with two reviewers, work begun.
    expect(first.stdout).toMatch(/in assigned mode: \d+ assignments among the reviewers, \d+ of them reviewed/);
    expect(again.stdout).toContain("The committee's assignments are already there; nothing added.");
    const editions = (await (await admin.fetch("/admin/api/editions")).json()) as {
      items: { slug: string; review_mode: string }[];
    };
    const edition = editions.items[0];
    expect(edition?.review_mode).toBe("assigned");
    const progress = (await (await admin.fetch(`/admin/api/editions/${edition?.slug}/progress`)).json()) as {
      members: { email: string; assigned: number; reviewed: number }[];
      applications: { total: number; fully_reviewed: number };
    };
    const curator = progress.members.find((m) => m.email === "curator@demo.example");
    expect(curator?.assigned).toBeGreaterThan(0);
    expect(curator?.reviewed).toBeGreaterThan(0);
    const loads = progress.members.filter((m) => m.assigned > 0).map((m) => m.assigned);
    expect(loads).toHaveLength(4);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(progress.applications.total).toBeGreaterThan(0);
    // The committee's discussion, tags, and fair scores that order the list otherwise than averages.
    expect(first.stdout).toMatch(/Added a discussion of \d+ comments, tags and a private note\./);
    expect(again.stdout).toContain("The discussion is already there; nothing added.");
    const ranked = async (sort: string) =>
      (
        (await (await admin.fetch(`/admin/api/applications?per_page=200&sort=${sort}`)).json()) as {
          items: { id: string; average: number | null; normalized: number | null; tags: string[] }[];
        }
      ).items;
    const byAverage = (await ranked("-average")).filter((i) => i.average !== null).map((i) => i.id);
    const byNormalized = (await ranked("-normalized")).filter((i) => i.normalized !== null).map((i) => i.id);
    expect(byNormalized).not.toEqual(byAverage);
    expect((await ranked("gallery")).filter((i) => i.tags.includes("strong booth")).length).toBeGreaterThanOrEqual(3);
    let comments = 0;
    for (const item of await ranked("-reviews")) {
      const answer = (await (await admin.fetch(`/admin/api/applications/${item.id}/comments`)).json()) as {
        comments?: unknown[];
      };
      comments += answer.comments?.length ?? 0;
    }
    expect(comments).toBe(4);
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
