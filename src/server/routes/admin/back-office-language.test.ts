/**
 * The language of the back office is each member's: the one she picked on her account page, on
 * every device, else her browser's among English and German, else English. A member's pick is
 * hers alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../../test-support/staff.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The shell page as her browser asks for it: its language and the back office's name in the header's words. */
async function shell(member: StaffVisitor, acceptLanguage: string) {
  const response = await member.fetch("/admin/applications", { headers: { "accept-language": acceptLanguage } });
  const html = await response.text();
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    contentLanguage: response.headers.get("content-language"),
    german: html.includes("Backoffice der Kunstmesse"),
    english: html.includes("Art fair back office"),
  };
}

const pick = (member: StaffVisitor, language: unknown) =>
  member.fetch("/admin/api/me/language", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ language }),
  });

describe("the back office's language", () => {
  it("follows her browser until she picks one, then her pick on every device, until she hands it back", async () => {
    const staff = await createStaff(server.app, { email: "sprache@fair.example", role: "reviewer" });
    const member = await signIn(server.url, staff.email, staff.password);

    expect(await shell(member, "de-DE,de;q=0.9,en;q=0.5")).toMatchObject({
      status: 200,
      lang: "de",
      contentLanguage: "de",
      german: true,
      english: false,
    });
    expect(await shell(member, "fr-FR, ja;q=0.5")).toMatchObject({ lang: "en", german: false, english: true });
    expect(await (await member.fetch("/admin/api/me")).json()).toMatchObject({ language: null });

    expect((await pick(member, "en")).status).toBe(204);
    expect(await shell(member, "de-DE")).toMatchObject({ lang: "en", english: true, german: false });

    // Her other device (a new session) reads the same pick.
    const elsewhere = await signIn(server.url, staff.email, staff.password);
    expect((await pick(elsewhere, "de")).status).toBe(204);
    expect(await shell(member, "en-GB")).toMatchObject({ lang: "de", german: true });
    expect(await (await member.fetch("/admin/api/me")).json()).toMatchObject({ language: "de" });

    expect((await pick(member, null)).status).toBe(204);
    expect(await shell(member, "en-GB")).toMatchObject({ lang: "en", english: true });
  });

  it("refuses a language the back office is not written in, naming the field, and keeps her pick", async () => {
    const staff = await createStaff(server.app, { email: "langue@fair.example", role: "admin" });
    const member = await signIn(server.url, staff.email, staff.password);
    expect((await pick(member, "de")).status).toBe(204);

    const refused = await pick(member, "fr");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: "language" });
    expect(await (await member.fetch("/admin/api/me")).json()).toMatchObject({ language: "de" });
  });

  it("is one member's own: another's pick changes nothing for her", async () => {
    const a = await createStaff(server.app, { email: "eine@fair.example", role: "admin" });
    const b = await createStaff(server.app, { email: "andere@fair.example", role: "reviewer" });
    const first = await signIn(server.url, a.email, a.password);
    const second = await signIn(server.url, b.email, b.password);
    expect((await pick(second, "de")).status).toBe(204);
    expect(await shell(first, "en")).toMatchObject({ lang: "en", english: true });
    expect(await shell(second, "en")).toMatchObject({ lang: "de", german: true });
  });

  it("needs her session and its CSRF token", async () => {
    const staff = await createStaff(server.app, { email: "ohne@fair.example", role: "admin" });
    const member = await signIn(server.url, staff.email, staff.password);
    const withoutToken = await member.fetch("/admin/api/me/language", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-csrf-token": "" },
      body: JSON.stringify({ language: "de" }),
    });
    expect(withoutToken.status).toBe(403);
    const signedOut = await fetch(`${server.url}/admin/api/me/language`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ language: "de" }),
    });
    expect(signedOut.status).toBe(401);
    expect(await (await member.fetch("/admin/api/me")).json()).toMatchObject({ language: null });
  });
});
