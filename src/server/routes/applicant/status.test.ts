/**
 * The galleries' private status pages over HTTP, as a gallery and the fair's admins use them: the
 * link in the confirmation (through a real SMTP server), what the page shows before and after the
 * release, that a token opens its own application only, withdrawal, and links asked for again.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { filesForForm } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { mailText, startSmtp, type TestSmtp, until } from "../../../../test-support/smtp-server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { changeStatus, statusHistory } from "../../applications/status.ts";
import { eraseApplication } from "../../operations/erase.ts";
import { issueStatusToken } from "../../status-page/tokens.ts";
import { LINKS_PER_ADDRESS_PER_HOUR } from "./status.ts";

const PUBLIC_URL = "https://apply.fair.example";
const LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, "\\.")}/status/([A-Za-z0-9_-]{32})`);

let server: TestServer;
let smtp: TestSmtp;
let admin: StaffVisitor;
let edition: string;
/** Ingrid's application, sent through the form; its token from the confirmation email. */
let ingrid: { id: string; token: string };
/** Another gallery's application, stored directly: its token is known to nobody here. */
let other: { id: string; pictureId: string };

const page = (pathname: string, init: RequestInit = {}) =>
  fetch(`${server.url}${pathname}`, { redirect: "manual", ...init, headers: { accept: "text/html", ...init.headers } });

async function submit(visitor: Visitor, email: string, name: string) {
  const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 2 });
  form.gallery.email = email;
  form.gallery.name = name;
  form.tax.number = "DE-TAX-SECRET-123";
  const files = filesForForm(form);
  const answer = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files, token: visitor.token }),
    headers: { "x-csrf-token": visitor.token, "idempotency-key": `k${Math.random().toString(36).slice(2)}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { id: string }).id;
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address)).map((m) => mailText(m.raw));

async function patchEdition(body: object) {
  const answer = await admin.fetch(`/admin/api/editions/${edition}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ PUBLIC_URL, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" });
  edition = server.config.openEditions[0] as string;
  const member = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, member.email, member.password);

  const id = await submit(await server.visitor(), "ingrid@nordlicht.example", "Galerie Nordlicht");
  const mail = await until(() => mailsTo("ingrid@nordlicht.example")[0]);
  const token = LINK.exec(mail)?.[1] as string;
  ingrid = { id, token };

  const stored = await storeApplication(server.app, exampleApplication({ edition }));
  const files = await server.app.db
    .selectFrom("files")
    .select(["id", "content_type"])
    .where("application_id", "=", stored.id)
    .execute();
  other = { id: stored.id, pictureId: files.find((f) => f.content_type === "image/png")?.id as string };
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe("the confirmation email", () => {
  it("carries the link to the status page on PUBLIC_URL, and only the token's hash is stored", async () => {
    expect(ingrid.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await server.app.db
      .selectFrom("status_tokens")
      .selectAll()
      .where("application_id", "=", ingrid.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(ingrid.token);
  });

  it("gives every application a token of its own, those stored without the form too", async () => {
    const rows = await server.app.db.selectFrom("status_tokens").select("application_id").execute();
    expect(new Set(rows.map((r) => r.application_id))).toEqual(new Set([ingrid.id, other.id]));
  });
});

describe("GET /status/<token>", () => {
  it("shows the application read-only, without caching, referrer or indexing", async () => {
    const answer = await page(`/status/${ingrid.token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("Galerie Nordlicht");
    expect(html).toContain(ingrid.id.slice(0, 8).toUpperCase());
    expect(html).toContain("Being reviewed");
    expect(html).toContain("Withdraw this application");
    // Texts, files by name, the tax number masked.
    expect(html).toMatch(/artist-1-artwork-2\.jpg<\/bdi> \(\d+ (bytes|KB)\)/);
    expect(html).not.toContain("DE-TAX-SECRET-123");
    expect(html).toContain("…-123");
    // No script of its own: the behaviours' file, and their words as data the browser does not run.
    expect(html).not.toMatch(/<script(?![^>]*(src=|type="application\/json"))/);
  });

  it("shows thumbnails through addresses only this token opens", async () => {
    const html = await (await page(`/status/${ingrid.token}`)).text();
    const thumbnails = [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(thumbnails.length).toBeGreaterThan(0);
    const thumbnail = await fetch(`${server.url}${thumbnails[0]}`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect(thumbnail.headers.get("cache-control")).toBe("no-store");
    // Another application's picture through this token: not there.
    expect((await page(`/status/${ingrid.token}/files/${other.pictureId}`)).status).toBe(404);
    // This application's picture through a token that is not its own.
    const fileId = thumbnails[0]?.split("/").at(-1) as string;
    expect((await page(`/status/${"A".repeat(32)}/files/${fileId}`)).status).toBe(404);
  });

  it("answers 404 with the site's page for an unknown, altered or malformed token", async () => {
    const flip = (c: string) => (c === "A" ? "B" : "A");
    const altered = [
      `${flip(ingrid.token[0] as string)}${ingrid.token.slice(1)}`,
      `${ingrid.token.slice(0, 31)}${flip(ingrid.token[31] as string)}`,
    ];
    for (const token of [...altered, "A".repeat(32), "short", `${ingrid.token}x`, "..%2F..%2Fadmin", ingrid.id]) {
      const answer = await page(`/status/${token}`);
      expect(answer.status, token).toBe(404);
      expect(await answer.text()).toContain("Page not found");
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });
});

it("closes the status page of an erased application, its links and letters gone", async () => {
  const token = await issueStatusToken(server.app.db, other.id);
  expect((await page(`/status/${token}`)).status).toBe(200);
  await eraseApplication(server.app.db, { store: server.app.store, dataDir: server.dataDir }, other.id, "Asked to", {
    email: "ada@fair.example",
    via: "cli",
  });
  expect((await page(`/status/${token}`)).status).toBe(404);
  const left = await server.app.db
    .selectFrom("status_tokens")
    .select("hash")
    .where("application_id", "=", other.id)
    .execute();
  expect(left).toEqual([]);
});

describe("decisions released", () => {
  it("starts released for editions from OPEN_EDITIONS, unreleased for one made in the back office", async () => {
    const list = (await (await admin.fetch("/admin/api/editions")).json()) as { items: Record<string, unknown>[] };
    expect(list.items.find((e) => e.slug === edition)?.decisions_released).toBe(true);
    const made = await admin.fetch("/admin/api/editions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ slug: "fair-2029", name: "Fair 2029" }),
    });
    expect(made.status).toBe(201);
    expect(((await made.json()) as Record<string, unknown>).decisions_released).toBe(false);
    const wrong = await admin.fetch(`/admin/api/editions/${edition}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ decisions_released: "yes" }),
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { message: string }).message).toMatch(/decisions_released/);
  });

  it("hides the decision from the gallery and the public pages until released", async () => {
    expect((await patchEdition({ decisions_released: false })).decisions_released).toBe(false);
    await changeStatus(server.app.db, [ingrid.id], "accepted", { staffId: null, via: "cli" }, null);
    let html = await (await page(`/status/${ingrid.token}`)).text();
    expect(html).toContain("Being reviewed");
    expect(html).not.toContain("Accepted");
    expect(await (await page("/ecosystem")).text()).not.toContain("Galerie Nordlicht");
    const slug = (
      await server.app.db
        .selectFrom("applications")
        .select("slug")
        .where("id", "=", ingrid.id)
        .executeTakeFirstOrThrow()
    ).slug;
    expect((await page(`/ecosystem/${slug}`)).status).toBe(404);

    await patchEdition({ decisions_released: true });
    html = await (await page(`/status/${ingrid.token}`)).text();
    expect(html).toContain("Accepted");
    expect(await (await page("/ecosystem")).text()).toContain("Galerie Nordlicht");
    expect((await page(`/ecosystem/${slug}`)).status).toBe(200);
  });
});

describe("POST /status/<token>/withdraw", () => {
  const formBody = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams(fields).toString(),
  });

  it("asks first, and refuses another origin, a missing or wrong _csrf, and a missing confirm=yes", async () => {
    const confirm = await (await page(`/status/${ingrid.token}/withdraw`)).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(confirm)?.[1] as string;
    expect(csrf).toBeTruthy();
    const from = (origin: string, fields: Record<string, string>) => {
      const init = formBody(fields);
      return page(`/status/${ingrid.token}/withdraw`, { ...init, headers: { ...init.headers, origin } });
    };
    expect((await from("https://elsewhere.example", { _csrf: csrf, confirm: "yes" })).status).toBe(403);
    expect((await page(`/status/${ingrid.token}/withdraw`, formBody({ confirm: "yes" }))).status).toBe(403);
    expect(
      (await page(`/status/${ingrid.token}/withdraw`, formBody({ _csrf: `${csrf}x`, confirm: "yes" }))).status,
    ).toBe(403);
    // Another application's form token does not withdraw this one.
    expect((await page(`/status/${ingrid.token}/withdraw`, formBody({ _csrf: csrf }))).status).toBe(422);
    const unknown = await page(`/status/${"B".repeat(32)}/withdraw`, formBody({ _csrf: csrf, confirm: "yes" }));
    expect(unknown.status).toBe(404);
    const row = await server.app.db
      .selectFrom("applications")
      .select("status")
      .where("id", "=", ingrid.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("accepted");
  });

  it("withdraws through the status function, records who, and tells the admins of an accepted gallery", async () => {
    const confirm = await (await page(`/status/${ingrid.token}/withdraw`)).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(confirm)?.[1] as string;
    const answer = await page(`/status/${ingrid.token}/withdraw`, formBody({ _csrf: csrf, confirm: "yes" }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/status/${ingrid.token}?withdrawn=1`);
    const html = await (await page(answer.headers.get("location") as string)).text();
    expect(html).toContain("Withdrawn");
    expect(html).not.toContain("Withdraw this application");
    const last = (await statusHistory(server.app.db, ingrid.id)).at(-1);
    expect(last).toMatchObject({
      from: "accepted",
      to: "withdrawn",
      via: "applicant",
      by: null,
      note: "withdrawn by the applicant",
    });
    const notice = await until(() => mailsTo("ada@fair.example")[0]);
    expect(notice).toContain("Galerie Nordlicht");
    expect(notice).toContain(`${PUBLIC_URL}/admin/applications/${ingrid.id}`);
    // Gone from the public pages with the withdrawal.
    expect(await (await page("/ecosystem")).text()).not.toContain("Galerie Nordlicht");
    // A second try changes nothing: the page is shown again.
    const again = await page(`/status/${ingrid.token}/withdraw`, formBody({ _csrf: csrf, confirm: "yes" }));
    expect(again.status).toBe(303);
    expect((await statusHistory(server.app.db, ingrid.id)).filter((h) => h.to === "withdrawn")).toHaveLength(1);
  });
});

describe("links asked for again", () => {
  const askJson = (email: unknown) =>
    fetch(`${server.url}/status/link`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });

  it("answers the same whatever the address, and emails a new working link to a known one", async () => {
    const before = mailsTo("ingrid@nordlicht.example").length;
    const known = await askJson("Ingrid@Nordlicht.example");
    const unknown = await askJson("nobody@nowhere.example");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await until(() => mailsTo("ingrid@nordlicht.example")[before]);
    const token = LINK.exec(mail)?.[1] as string;
    expect(token).not.toBe(ingrid.token);
    expect(await (await page(`/status/${token}`)).text()).toContain("Galerie Nordlicht");
    // The confirmation's link keeps working.
    expect((await page(`/status/${ingrid.token}`)).status).toBe(200);
    expect(mailsTo("nobody@nowhere.example")).toEqual([]);
    expect((await askJson("not an address")).status).toBe(422);
  });

  it("offers a form at /status that posts the same, and refuses it from another origin", async () => {
    const form = await page("/status");
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('action="/status/link"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    const posted = await page("/status/link", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: "email=nobody%40nowhere.example",
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("If an application was sent with this address");
    const cross = await page("/status/link", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
      body: "email=nobody%40nowhere.example",
    });
    expect(cross.status).toBe(403);
  });

  it("tells the form what an address is, as the application form does, and sends nothing for one that is none", async () => {
    const ask = (email: string) =>
      page("/status/link", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({ email }).toString(),
      });
    // No dot after the @ (the form's own check says so in the browser), or longer than SMTP carries.
    for (const email of ["linda@nordlicht", `linda@${"n".repeat(320)}.example`]) {
      const refused = await ask(email);
      expect(refused.status).toBe(422);
      const html = await refused.text();
      expect(html).toContain("email must be an email address, e.g. office@gallery.example.");
      // What she typed stays in the field, to be corrected rather than typed again.
      expect(html).toContain(`value="${email}"`);
    }
    const json = await askJson("linda@nordlicht");
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({ message: "email must be an email address, e.g. office@gallery.example." });
    // A wrongly typed field is refused as 422 too, naming it.
    const wrongType = await askJson(42);
    expect(wrongType.status).toBe(422);
    expect(await wrongType.json()).toMatchObject({ field: "email" });
    expect(mailsTo("linda@nordlicht")).toEqual([]);
  });

  it("is rate limited per address", async () => {
    const address = "flood@nowhere.example";
    const answers = [];
    for (let i = 0; i <= LINKS_PER_ADDRESS_PER_HOUR; i++) answers.push((await askJson(address)).status);
    expect(answers.slice(0, LINKS_PER_ADDRESS_PER_HOUR).every((s) => s === 200)).toBe(true);
    const refused = await askJson(address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another address from the same IP still gets its answer.
    expect((await askJson("someone@nowhere.example")).status).toBe(200);
  });
});

describe("per IP", () => {
  it("limits the links asked for from one address, whatever the email", async () => {
    const limited = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const answer = await fetch(`${limited.url}/status/link`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: `g${i}@nowhere.example` }),
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
