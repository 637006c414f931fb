/**
 * A status page's token is its key: the running server's log (one line per request at info) names
 * the page as /status/<token>, never with the token itself, whatever was asked of it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { filesForForm } from "../../test-support/fixtures.ts";
import { type Instance, startInstance } from "../../test-support/instance.ts";
import { visit } from "../../test-support/server.ts";
import { mailText, until } from "../../test-support/smtp-server.ts";
import { exampleApplication } from "../shared/example-application.ts";
import { applicationFormData } from "../shared/form-data.ts";
import { outboxDir } from "./store/data-dir.ts";

let instance: Instance;
beforeAll(async () => {
  instance = await startInstance({ LOG_LEVEL: "info", PUBLIC_URL: "https://apply.fair.example" });
}, 60_000);
afterAll(() => instance?.stop());

it("logs every status page request without its token", async () => {
  const visitor = await visit(instance.url);
  const form = exampleApplication({ edition: visitor.edition, artists: 1, artworksPerArtist: 1 });
  const answer = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files: filesForForm(form), token: visitor.token }),
  });
  expect(answer.status).toBe(200);
  const dir = outboxDir(instance.dataDir);
  const mail = await until(async () => {
    const name = (await readdir(dir)).find((n) => n.endsWith(".eml"));
    return name && mailText(await readFile(path.join(dir, name), "utf8"));
  });
  const token = /\/status\/([A-Za-z0-9_-]{32})/.exec(mail)?.[1] as string;
  expect(token).toBeTruthy();

  const page = await (await fetch(`${instance.url}/status/${token}`)).text();
  const thumbnail = /<img src="([^"]+)"/.exec(page)?.[1] as string;
  expect((await fetch(`${instance.url}${thumbnail}`)).status).toBe(200);
  // The correction's form, the stored application and a new one started from it (the token in a header).
  expect((await fetch(`${instance.url}/status/${token}/change`)).status).toBe(200);
  expect((await fetch(`${instance.url}/status/${token}/application`)).status).toBe(200);
  const fromIt = await visitor.fetch("/application-validate", {
    method: "POST",
    headers: { "x-start-from": token },
    body: applicationFormData(form, { token: visitor.token }),
  });
  expect(fromIt.status).toBe(200);
  const confirm = await (await fetch(`${instance.url}/status/${token}/withdraw`)).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(confirm)?.[1] as string;
  const withdrawn = await fetch(`${instance.url}/status/${token}/withdraw`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _csrf: csrf, confirm: "yes" }).toString(),
  });
  expect(withdrawn.status).toBe(303);
  await fetch(`${instance.url}/status/${token}?withdrawn=1`);
  await fetch(`${instance.url}/status/${token}/no-such-thing`);
  await new Promise((resolve) => setTimeout(resolve, 300));

  const output = instance.output();
  const statusLines = output.split("\n").filter((line) => line.includes('"/status/'));
  expect(statusLines.length).toBeGreaterThanOrEqual(8);
  // By its route; an address that reached none keeps only the words of the routes.
  expect(statusLines.every((line) => /"url":"\/status\/(<token>|<\?>)/.test(line))).toBe(true);
  expect(output).toContain('"url":"/status/<?>/<?>"');
  expect(output).toContain('"url":"/status/<token>?withdrawn=1"');
  expect(output).not.toContain(token);
}, 60_000);
