/**
 * Decision letters over HTTP, as admins use them: templates with placeholders and a preview, the
 * outbox (prepare, edit, discard, send), delivery through a real SMTP server with a working status
 * link, the history entry, and a decision changed after its letter. Reviewers get 403 (guard.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { mailText, startSmtp, type TestSmtp, until } from "../../../../test-support/smtp-server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { changeStatus, statusHistory } from "../../applications/status.ts";

const PUBLIC_URL = "https://apply.fair.example";
const EDITION = "fair-2030";
let server: TestServer;
let smtp: TestSmtp;
let admin: StaffVisitor;
const ids: Record<"accepted" | "waitlisted" | "rejected" | "open" | "elsewhere", string> = {} as never;

interface Letter {
  id: string;
  application_id: string;
  gallery: string;
  to: string;
  decision: string;
  subject: string;
  body: string;
  state: string;
  sent_at: string | null;
  outdated: boolean;
}

async function call(method: string, pathname: string, body?: unknown) {
  const response = await admin.fetch(pathname, {
    method,
    ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const letters = async (query: string) =>
  ((await call("GET", `/admin/api/letters?${query}`)).json as { items: Letter[] }).items;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({ PUBLIC_URL, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" });
  const member = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, member.email, member.password);
  expect((await call("POST", "/admin/api/editions", { slug: EDITION, name: "Fair 2030" })).status).toBe(201);
  for (const key of ["accepted", "waitlisted", "rejected", "open"] as const) {
    const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
    form.gallery.name = `Galerie ${key}`;
    form.gallery.email = `${key}@gallery.example`;
    form.gallery.contact = `Contact ${key}`;
    form.proposal.booth = "medium";
    ids[key] = (await storeApplication(server.app, form)).id;
    if (key !== "open")
      await changeStatus(server.app.db, [ids[key]], key, { staffId: member.id, via: "back-office" }, null);
  }
  const other = exampleApplication({ edition: server.config.openEditions[0], withFiles: false });
  ids.elsewhere = (await storeApplication(server.app, other)).id;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe("templates", () => {
  it("start from a default text with the placeholders, per decision", async () => {
    const answer = await call("GET", `/admin/api/editions/${EDITION}/letters/accepted`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ decision: "accepted", default: true });
    expect(answer.json.body).toContain("{{status_link}}");
    expect((await call("GET", `/admin/api/editions/${EDITION}/letters/shortlisted`)).status).toBe(404);
  });

  it("refuse an unknown placeholder by name, and keep what is written", async () => {
    const wrong = await call("PUT", `/admin/api/editions/${EDITION}/letters/accepted`, {
      subject: "Welcome, {{gallery}}",
      body: "Your fee: {{fee}}",
    });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toContain("{{fee}}");
    expect(
      (await call("PUT", `/admin/api/editions/${EDITION}/letters/accepted`, { subject: "", body: "x" })).status,
    ).toBe(422);
    const saved = await call("PUT", `/admin/api/editions/${EDITION}/letters/accepted`, {
      subject: "Welcome to {{edition}}, {{gallery}} ({{reference}})",
      body: "Dear {{contact}},\nyour {{booth}} booth is yours.\nYour page: {{status_link}}\n",
    });
    expect(saved.status).toBe(200);
    expect(saved.json.default).toBe(false);
    expect((await call("GET", `/admin/api/editions/${EDITION}/letters/accepted`)).json.subject).toBe(
      "Welcome to {{edition}}, {{gallery}} ({{reference}})",
    );
  });

  it("preview with a real application of the edition", async () => {
    const preview = await call(
      "GET",
      `/admin/api/editions/${EDITION}/letters/accepted/preview?application=${ids.accepted}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      to: "accepted@gallery.example",
      subject: `Welcome to Fair 2030, Galerie accepted (${ids.accepted.slice(0, 8).toUpperCase()})`,
      body: `Dear Contact accepted,\nyour medium-sized booth is yours.\nYour page: ${PUBLIC_URL}/status/…\n`,
    });
    const elsewhere = await call(
      "GET",
      `/admin/api/editions/${EDITION}/letters/accepted/preview?application=${ids.elsewhere}`,
    );
    expect(elsewhere.status).toBe(404);
  });
});

describe("the outbox", () => {
  it("prepares one letter per decided application, once, without any token stored", async () => {
    expect((await call("POST", `/admin/api/editions/${EDITION}/letters/prepare`)).json).toEqual({ prepared: 3 });
    expect((await call("POST", `/admin/api/editions/${EDITION}/letters/prepare`)).json).toEqual({ prepared: 0 });
    const pending = await letters(`edition=${EDITION}&state=pending`);
    expect(pending.map((l) => [l.gallery, l.decision, l.to]).sort()).toEqual([
      ["Galerie accepted", "accepted", "accepted@gallery.example"],
      ["Galerie rejected", "rejected", "rejected@gallery.example"],
      ["Galerie waitlisted", "waitlisted", "waitlisted@gallery.example"],
    ]);
    const accepted = pending.find((l) => l.decision === "accepted") as Letter;
    expect(Object.keys(accepted).sort()).toEqual(
      [
        "id",
        "application_id",
        "gallery",
        "to",
        "decision",
        "subject",
        "body",
        "state",
        "sent_at",
        "outdated",
        "error",
        "language",
        "template_language",
      ].sort(),
    );
    expect(accepted.body).toContain("Your page: {{status_link}}");
    expect(accepted.sent_at).toBeNull();
    expect((await call("GET", "/admin/api/letters?state=lost")).status).toBe(422);
  });

  it("lets a pending letter be edited or discarded; a discarded one is prepared again", async () => {
    const [rejected] = (await letters(`edition=${EDITION}&state=pending`)).filter((l) => l.decision === "rejected");
    const edited = await call("PATCH", `/admin/api/letters/${rejected?.id}`, { subject: "About {{gallery}}" });
    expect(edited.status).toBe(200);
    expect(edited.json.subject).toBe("About {{gallery}}");
    expect((await call("PATCH", `/admin/api/letters/${rejected?.id}`, { body: "{{nope}}" })).status).toBe(422);
    expect((await call("DELETE", `/admin/api/letters/${rejected?.id}`)).status).toBe(204);
    expect((await call("POST", `/admin/api/editions/${EDITION}/letters/prepare`)).json).toEqual({ prepared: 1 });
  });

  it("sends nothing before the decisions are released (409)", async () => {
    const pending = await letters(`edition=${EDITION}&state=pending`);
    const refused = await call("POST", "/admin/api/letters/send", { ids: pending.map((l) => l.id) });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/not released/);
    expect((await call("POST", "/admin/api/letters/send", { edition: EDITION, all: true })).status).toBe(409);
    expect(await letters(`edition=${EDITION}&state=sent`)).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("sends through SMTP once released, with a status link that opens the gallery's page and its letter", async () => {
    expect((await call("PATCH", `/admin/api/editions/${EDITION}`, { decisions_released: true })).status).toBe(200);
    const accepted = (await letters(`edition=${EDITION}&state=pending`)).find(
      (l) => l.decision === "accepted",
    ) as Letter;
    const sent = await call("POST", "/admin/api/letters/send", { ids: [accepted.id] });
    // Answered once the mail server took it: "sent" means accepted, nothing is left waiting.
    expect(sent.json).toEqual({ sent: 1, queued: [], failed: [], skipped: [] });
    const mail = mailText(
      (await until(() => smtp.received.find((m) => m.to.includes("accepted@gallery.example")))).raw,
    );
    expect(mail).toContain("your medium-sized booth is yours.");
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, "\\.")}(/status/[A-Za-z0-9_-]{32})`).exec(mail)?.[1];
    expect(link).toBeTruthy();
    const page = await (await fetch(`${server.url}${link}`)).text();
    expect(page).toContain("Accepted");
    // The heading is a translated message, escaped as every text is ("'" as &#39;).
    expect(page.replaceAll("&#39;", "'")).toContain("The committee's letter");
    expect(page).toContain("your medium-sized booth is yours.");
    const history = await statusHistory(server.app.db, ids.accepted);
    expect(history.at(-1)).toMatchObject({
      from: "accepted",
      to: "accepted",
      note: expect.stringMatching(/^Decision letter sent: Welcome/),
    });
    const [record] = await letters(`edition=${EDITION}&state=sent`);
    expect(record).toMatchObject({ id: accepted.id, state: "sent", sent_at: expect.any(String) });
    expect((await call("PATCH", `/admin/api/letters/${accepted.id}`, { subject: "Too late" })).status).toBe(409);
    // Sending it again sends nothing.
    expect((await call("POST", "/admin/api/letters/send", { ids: [accepted.id] })).json.sent).toBe(0);

    const rest = await call("POST", "/admin/api/letters/send", { edition: EDITION, all: true });
    expect(rest.json).toEqual({ sent: 2, queued: [], failed: [], skipped: [] });
    await until(() => (smtp.received.length >= 3 ? true : undefined));
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
      "accepted@gallery.example",
      "rejected@gallery.example",
      "waitlisted@gallery.example",
    ]);
  });

  it("flags a letter whose decision changed after it was sent, and prepares a new one", async () => {
    await changeStatus(server.app.db, [ids.waitlisted], "accepted", { staffId: null, via: "cli" }, null);
    const flagged = (await letters(`edition=${EDITION}&state=sent`)).find((l) => l.application_id === ids.waitlisted);
    expect(flagged?.outdated).toBe(true);
    expect((await call("POST", `/admin/api/editions/${EDITION}/letters/prepare`)).json).toEqual({ prepared: 1 });
    const [fresh] = (await letters(`edition=${EDITION}&state=pending`)).filter(
      (l) => l.application_id === ids.waitlisted,
    );
    expect(fresh).toMatchObject({ decision: "accepted", outdated: false });
  });
});

it("fills {{booth}} with the booth allocated, when there is one, in the preview and the prepared letter", async () => {
  const form = exampleApplication({ edition: EDITION, artists: 1, artworksPerArtist: 1, withFiles: false });
  form.gallery.name = "Galerie Standplatz";
  form.proposal.booth = "small";
  const id = (await storeApplication(server.app, form)).id;
  await changeStatus(server.app.db, [id], "accepted", { staffId: null, via: "cli" }, null);
  const preview = async () =>
    (await call("GET", `/admin/api/editions/${EDITION}/letters/accepted/preview?application=${id}`)).json.body;
  expect(await preview()).toContain("your small booth is yours.");
  const plan = {
    halls: [
      {
        id: "east",
        name: "East Hall",
        width_m: 20,
        depth_m: 10,
        booths: [{ id: "m7", label: "M7", size: "medium", x_m: 0, y_m: 0, w_m: 4, d_m: 4 }],
      },
    ],
  };
  expect((await call("PUT", `/admin/api/editions/${EDITION}/floor-plan`, plan)).status).toBe(200);
  // A medium booth for a gallery that asked for a small one: the letter names the one it holds.
  expect((await call("PUT", `/admin/api/applications/${id}/booth`, { booth_id: "m7", force: true })).status).toBe(200);
  expect(await preview()).toContain("your medium-sized (M7, East Hall) booth is yours.");
  await call("POST", `/admin/api/editions/${EDITION}/letters/prepare`);
  const [letter] = (await letters(`edition=${EDITION}&state=pending`)).filter((l) => l.application_id === id);
  expect(letter?.body).toContain("your medium-sized (M7, East Hall) booth is yours.");
});
