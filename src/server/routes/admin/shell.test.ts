/** The React shell of the back office: served for every page address, with the member and CSRF token in meta tags. */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../../../test-support/staff.ts";
import { CATALOGS } from "../../../shared/i18n/catalogs/index.ts";
import { type App, buildApp } from "../../app.ts";
import { readConfig } from "../../config.ts";

let app: App;
let url: string;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "art-fair-shell-"));
  const clientDir = path.join(dir, "client");
  await mkdir(path.join(clientDir, "admin"), { recursive: true });
  // The form's page as the server checks it at start: its language and the English words it replaces.
  const words = CATALOGS.en.form;
  await writeFile(
    path.join(clientDir, "index.html"),
    `<html lang="en"><head><!--app-head--><title>${words.pageTitle}</title><meta name="description" content="${words.pageDescription}"></head><body><p>${words.loadingForm}</p><noscript>${words.formNeedsJavaScript}</noscript></body></html>`,
  );
  await writeFile(
    path.join(clientDir, "admin", "index.html"),
    '<!doctype html><html><head><!--admin-head--><script type="module" src="/assets/admin.js"></script></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({ config: readConfig({ LOG_LEVEL: "silent", DATA_DIR: path.join(dir, "data") }), clientDir });
  await app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the back office's pages", () => {
  it.each(["/admin", "/admin/", "/admin/applications", "/admin/applications/3f2a9c10-77aa-4c1e-9d2b-0a1b2c3d4e5f?k=1"])(
    "%s serves the shell with the member and the CSRF token",
    async (address) => {
      const member = await createStaff(app, {
        email: "o'brien@fair.example",
        name: 'Siobhán "Shiv" O\'Brien',
        role: "reviewer",
      });
      const visitor = await signIn(url, member.email, member.password);
      const response = await visitor.fetch(address);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain(`<meta name="csrf-token" content="${visitor.csrfToken}">`);
      const staff = /<meta name="staff" content="([^"]*)">/.exec(html)?.[1] ?? "";
      const decoded = staff.replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");
      expect(JSON.parse(decoded)).toEqual({
        email: "o'brien@fair.example",
        name: 'Siobhán "Shiv" O\'Brien',
        role: "reviewer",
      });
      expect(html).not.toContain("<!--admin-head-->");
      expect(html).toContain('<div id="root"></div>');
    },
  );

  it("sends a visitor without a staff session to sign in, and back afterwards", async () => {
    const response = await fetch(`${url}/admin/applications?q=m%C3%BCller&page=2`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `/admin/sign-in?next=${encodeURIComponent("/admin/applications?q=m%C3%BCller&page=2")}`,
    );
  });
});
