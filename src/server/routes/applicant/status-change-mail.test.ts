/**
 * The emails of a change made from the status page, read as the gallery reads them: the
 * confirmation to the contact address with a working link to the page and what changed; when the
 * change replaced the contact address, the former address told what changed and how to reach the
 * fair, with no link that opens anything. No tax detail's value in any of them; nothing for a
 * change that was refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { blobOf, makePng } from "../../../../test-support/fixtures.ts";
import { mailsWritten, type WrittenMail, writtenMails } from "../../../../test-support/mail.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import type { ApplicationForm } from "../../../shared/application.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { changeStatus } from "../../applications/status.ts";
import { issueStatusToken, statusFormToken } from "../../status-page/tokens.ts";

const FAIR = "office@fair.example";
let server: TestServer;
let edition: string;

interface StoredJson {
  version: number;
  form: ApplicationForm;
  files: { id: string; record_path: string }[];
}

async function stored(token: string): Promise<StoredJson> {
  return (await (await fetch(`${server.url}/status/${token}/application`)).json()) as StoredJson;
}

function change(token: string, form: ApplicationForm, kept: Map<string, string>, replaced = new Map<string, Blob>()) {
  return fetch(`${server.url}/status/${token}/change`, {
    method: "POST",
    headers: { "x-csrf-token": statusFormToken(token) },
    body: applicationFormData(form, { encoding: "compact", files: replaced, stored: kept }),
  });
}

const keptAll = (s: StoredJson) => new Map(s.files.map((f) => [f.record_path, f.id]));

async function gallery(name: string, email: string) {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 2 });
  form.gallery.name = name;
  form.gallery.email = email;
  form.gallery.contact = `Contact of ${name}`;
  form.tax.number = "DE-TAX-SECRET-987";
  const { id } = await storeApplication(server.app, form);
  return { id, token: await issueStatusToken(server.app.db, id) };
}

/** The change mails written since `before` of them were, once `count` more are. */
async function newMails(before: number, count: number): Promise<WrittenMail[]> {
  return (await mailsWritten(server.dataDir, "change-", before + count)).slice(before);
}

const linksIn = (text: string) => text.match(/https?:\/\/\S+\/status\/\S+/g) ?? [];

beforeAll(async () => {
  server = await startTestServer({ MAIL_FROM: `Art fair applications <${FAIR}>` });
  edition = server.config.openEditions[0] as string;
}, 60_000);
afterAll(() => server?.close());

describe("a change confirmed by email", () => {
  it("tells the contact address what changed, with a working link to the page and no tax detail", async () => {
    const { token } = await gallery("Galerie Weiss", "office@weiss.example");
    const before = (await writtenMails(server.dataDir, "change-")).length;
    const form = (await stored(token)).form;
    form.gallery.website = "https://weiss.example/new";
    const artist = form.artists[0] as ApplicationForm["artists"][number];
    artist.bio = artist.bio.replace("painting", "sculpture");
    form.tax.number = "DE-TAX-NEW-4242";
    const answer = await change(
      token,
      form,
      keptAll(await stored(token)),
      new Map([["artists.0.artworks.0", blobOf(makePng(30, 20, 5))]]),
    );
    expect(answer.status, await answer.clone().text()).toBe(200);

    const [mail, ...more] = await newMails(before, 1);
    expect(more).toEqual([]);
    expect(mail?.to).toBe("office@weiss.example");
    expect(mail?.subject).toMatch(/^Application changed: Galerie Weiss \([0-9A-F]{8}\)$/);
    const text = mail?.text ?? "";
    expect(text).toContain("Dear Contact of Galerie Weiss,");
    expect(text).toContain("This is now version 2 of the application");
    expect(text).toContain("- Gallery, Website");
    expect(text).toContain("- Artist 1 (");
    expect(text).toMatch(/- Artist 1 \([^)]+\), Biography/);
    expect(text).toMatch(/- Artist 1 \([^)]+\), Artwork 1 \([^)]+\), Image: \S+ replaced by \S+/);
    expect(text).toContain("- Tax details, Tax number");
    expect(text).not.toContain("DE-TAX-NEW-4242");
    expect(text).not.toContain("DE-TAX-SECRET-987");
    expect(text).not.toContain("https://weiss.example/new");
    const [link, ...others] = linksIn(text);
    expect(others).toEqual([]);
    expect(link?.startsWith(server.config.publicUrl)).toBe(true);
    // The link opens the page of this application.
    const page = await fetch(`${server.url}${new URL(link as string).pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Galerie Weiss");
  });

  it("tells the former address, when the change replaced it, what changed and how to reach the fair, with no link", async () => {
    const { token } = await gallery("Galerie Alt", "director@alt.example");
    const before = (await writtenMails(server.dataDir, "change-")).length;
    const s = await stored(token);
    s.form.gallery.email = "taken@elsewhere.example";
    s.form.gallery.name = "Galerie Alt (official booth)";
    const answer = await change(token, s.form, keptAll(s));
    expect(answer.status, await answer.clone().text()).toBe(200);

    const mails = await newMails(before, 2);
    const confirmation = mails.find((m) => m.to === "taken@elsewhere.example");
    const notice = mails.find((m) => m.to === "director@alt.example");
    expect(mails).toHaveLength(2);

    expect(notice?.subject).toMatch(/^Contact address changed: Galerie Alt \(official booth\) \([0-9A-F]{8}\)$/);
    const told = notice?.text ?? "";
    expect(told).toContain("Dear Contact of Galerie Alt,");
    expect(told).toContain("its contact address is now taken@elsewhere.example");
    expect(told).toContain("- Gallery, Gallery name");
    expect(told).toContain("- Gallery, Contact email");
    expect(told).toContain(FAIR);
    // Nothing in it opens the application: no link, no token of any kind.
    expect(linksIn(told)).toEqual([]);
    expect(told).not.toMatch(/https?:\/\//);
    expect(told).not.toContain(token);

    const confirmed = confirmation?.text ?? "";
    expect(confirmed).toContain("director@alt.example was its contact address until now; we have told it");
    expect(linksIn(confirmed)).toHaveLength(1);
    const page = await fetch(`${server.url}${new URL(linksIn(confirmed)[0] as string).pathname}`);
    expect(page.status).toBe(200);
  });

  it("does not count a change of case or spaces as a new address", async () => {
    const { token } = await gallery("Galerie Case", "Office@Case.example");
    const before = (await writtenMails(server.dataDir, "change-")).length;
    const s = await stored(token);
    s.form.gallery.email = " office@case.example";
    expect((await change(token, s.form, keptAll(s))).status).toBe(200);
    const [mail, ...more] = await newMails(before, 1);
    // Given time to write a second one, none comes.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(more).toEqual([]);
    expect((await writtenMails(server.dataDir, "change-")).length).toBe(before + 1);
    expect(mail?.to).toBe("office@case.example");
  });

  it("sends nothing for a change that was refused (invalid, or decided meanwhile)", async () => {
    const { id, token } = await gallery("Galerie Refused", "office@refused.example");
    const s = await stored(token);
    const before = await server.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("application_id", "=", id)
      .execute();
    const invalid = structuredClone(s.form);
    invalid.gallery.email = "not an address";
    invalid.gallery.name = "";
    expect((await change(token, invalid, keptAll(s))).status).toBe(422);
    await changeStatus(server.app.db, [id], "accepted", { staffId: null, via: "cli" }, null);
    const renamed = structuredClone(s.form);
    renamed.gallery.email = "new@refused.example";
    expect((await change(token, renamed, keptAll(s))).status).toBe(409);
    const after = await server.app.db.selectFrom("mail_outbox").select("id").where("application_id", "=", id).execute();
    expect(after).toEqual(before);
  });
});
