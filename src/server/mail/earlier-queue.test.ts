/**
 * An upgrade with mail waiting in the folder queue of the version before (DATA_DIR/outbox/queue,
 * one JSON file per composed message): the first start moves it into the database and sends it
 * as it was composed; the folder is left empty.
 */
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startSmtp, type TestSmtp, until } from "../../../test-support/smtp-server.ts";
import { buildApp } from "../app.ts";
import { readConfig } from "../config.ts";
import { makePrivateDir } from "../store/private-files.ts";

let smtp: TestSmtp;
let dataDir: string;
beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), "art-fair-earlier-queue-"));
});
afterAll(async () => {
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("moves the earlier version's queued mail into the outbox and sends it as it was composed", async () => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const composed = await composer.sendMail({
    from: "Art fair <office@fair.example>",
    to: "waited@gallery.example",
    subject: "Application received: Galerie Alt",
    text: "Composed before the upgrade.",
  });
  const queue = path.join(dataDir, "outbox", "queue");
  await makePrivateDir(queue);
  const name = "3f1c0a52-0000-4000-8000-000000000001";
  await writeFile(
    path.join(queue, `${name}.json`),
    JSON.stringify({
      envelope: { from: "office@fair.example", to: ["waited@gallery.example"] },
      raw: (composed.message as Buffer).toString("utf8"),
    }),
  );

  const app = await buildApp({
    config: readConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" }),
  });
  try {
    await app.ready();
    const mail = await until(() => smtp.received.find((m) => m.to.includes("waited@gallery.example")));
    expect(mail.raw).toContain("Composed before the upgrade.");
    expect(mail.raw).toContain("Subject: Application received: Galerie Alt");
    const row = await until(async () => {
      const found = await app.db.selectFrom("mail_outbox").selectAll().where("id", "=", name).executeTakeFirst();
      return found?.state === "sent" ? found : undefined;
    });
    expect(row).toMatchObject({ kind: "earlier-queue", recipient: "waited@gallery.example", raw: null });
    expect(await readdir(queue)).toEqual([]);
    expect(smtp.received.filter((m) => m.to.includes("waited@gallery.example"))).toHaveLength(1);
  } finally {
    await app.close();
  }
});
