/** Every page the server renders is valid HTML (html-validate, recommended rules): zero errors. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { makePng } from "../../../test-support/fixtures.ts";
import { acceptedGallery } from "../../../test-support/galleries.ts";
import { htmlErrors } from "../../../test-support/html-validator.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";
import { changeStatus } from "../applications/status.ts";
import { issueStatusToken } from "../status-page/tokens.ts";

let server: TestServer;
let empty: TestServer;
beforeAll(async () => {
  [server, empty] = await Promise.all([startTestServer(), startTestServer()]);
  for (const [i, name] of ["Galerie Nordlicht", "Casa <Mareña> & Söhne", "Without Pictures"].entries()) {
    await acceptedGallery(server, {
      name,
      website: i === 1 ? "javascript:alert(1)" : "https://nordlicht.example",
      highlights: "Shown in 2019.\n\nTwo paragraphs, with <b>markup</b> typed in.",
      pictures: i === 2 ? [] : [makePng(900, 600, i), makePng(400, 600, i + 1), makePng(500, 500, i + 2)],
      details: [0, 1, 2].map((j) => ({ exhibition_title: `Show "${j}" <i>`, artists: "Mira & Okafor", year: "2022" })),
    });
  }
});
afterAll(async () => {
  await server?.close();
  await empty?.close();
});

const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("server-rendered pages", () => {
  it.each([
    ["the application page", "/", 200],
    ["the gallery list", "/ecosystem", 200],
    ["a gallery with pictures", "/ecosystem/galerie-nordlicht", 200],
    ["a gallery whose name and website look like markup", "/ecosystem/casa-marena-sohne", 200],
    ["a gallery without pictures", "/ecosystem/without-pictures", 200],
    ["a gallery that does not exist", "/ecosystem/no-such-gallery", 404],
    ["an address that leads nowhere", "/no/such/page", 404],
    ["the back office's sign-in", "/admin/sign-in", 200],
  ])("%s (%s) is valid HTML and describes itself", async (_name, pathname, status) => {
    const response = await fetch(`${server.url}${pathname}`, { headers: BROWSER });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(await htmlErrors(html)).toEqual([]);
    expect(/<meta name="description" content="[^"]{20,}">/.test(html), "a meta description").toBe(true);
  });

  it("the back office's sign-in refusing a wrong password, and its shell for staff, are valid HTML", async () => {
    const staff = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
    const refused = await fetch(`${server.url}/admin/sign-in`, {
      method: "POST",
      headers: { ...BROWSER, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: staff.email, password: "wrong" }),
    });
    expect(refused.status).toBe(401);
    expect(await htmlErrors(await refused.text())).toEqual([]);
    const visitor = await signIn(server.url, staff.email, staff.password);
    const shell = await visitor.fetch("/admin", { headers: BROWSER });
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(await htmlErrors(html)).toEqual([]);
    expect(/<meta name="description" content="[^"]{20,}">/.test(html), "a meta description").toBe(true);
  });

  it("a gallery's status page, its withdrawal step and the form for links are valid HTML", async () => {
    const stored = await storeApplication(server.app, exampleApplication({ edition: server.config.openEditions[0] }));
    const token = await issueStatusToken(server.app.db, stored.id);
    for (const [pathname, status] of [
      [`/status/${token}`, 200],
      [`/status/${token}/withdraw`, 200],
      ["/status", 200],
      [`/status/${"A".repeat(32)}`, 404],
    ] as const) {
      const response = await fetch(`${server.url}${pathname}`, { headers: BROWSER });
      expect(response.status, pathname).toBe(status);
      const html = await response.text();
      expect(await htmlErrors(html), pathname).toEqual([]);
      expect(/<meta name="description" content="[^"]{20,}">/.test(html), "a meta description").toBe(true);
    }
  });

  it("the page refusing a change to a decided application is valid HTML", async () => {
    const stored = await storeApplication(server.app, exampleApplication({ edition: server.config.openEditions[0] }));
    await changeStatus(server.app.db, [stored.id], "waitlisted", { staffId: null, via: "cli" }, null);
    const token = await issueStatusToken(server.app.db, stored.id);
    const response = await fetch(`${server.url}/status/${token}/change`, { headers: BROWSER });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(await htmlErrors(html)).toEqual([]);
    expect(/<meta name="description" content="[^"]{20,}">/.test(html), "a meta description").toBe(true);
  });

  it("the gallery list without any gallery is valid HTML", async () => {
    const response = await fetch(`${empty.url}/ecosystem`, { headers: BROWSER });
    expect(await htmlErrors(await response.text())).toEqual([]);
  });
});
