/** Issue 13, a receipt: the submit answer, the receipt page of the session that sent it, and the confirmation email. */
import { readdir, readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesForForm } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { messageIdOf, startSmtp } from "../../../../test-support/smtp-server.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function submit(visitor: Visitor, key = `k${Date.now()}${Math.random().toString(36).slice(2)}`) {
  const form = exampleApplication({ edition: visitor.edition, artists: 2, artworksPerArtist: 2 });
  form.gallery.email = "ingrid@nordlicht.example";
  form.tax.number = "DE-TAX-SECRET-123";
  const files = filesForForm(form);
  const answer = await visitor.fetch("/application-submit", {
    method: "POST",
    body: applicationFormData(form, { files, token: visitor.token }),
    headers: { "x-csrf-token": visitor.token, "idempotency-key": key },
  });
  expect(answer.status).toBe(200);
  // The receipt is one applicant's: no cache keeps it.
  expect(answer.headers.get("cache-control")).toBe("no-store");
  let bytes = 0;
  for (const blob of files.values()) bytes += blob.size;
  return { body: (await answer.json()) as Record<string, unknown>, files: files.size, bytes, key };
}

const until = async <T>(probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const mailRow = (server: TestServer, id: string) =>
  server.app.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();

describe("without SMTP_URL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers with the receipt, keeps the .eml under DATA_DIR/outbox and shows the receipt page to its session only", async () => {
    const visitor = await server.visitor();
    const before = Date.now();
    const { body, files, bytes, key } = await submit(visitor);
    const id = body.id as string;
    expect(body).toEqual({
      id,
      gallery: "Galerie Nordlicht",
      reference: id.slice(0, 8).toUpperCase(),
      choice: "galleries",
      artists: 2,
      artworks: 4,
      files,
      bytes,
      received_at: expect.any(String),
      time_zone: "UTC",
    });
    expect(Date.parse(body.received_at as string)).toBeGreaterThanOrEqual(before - 1000);

    const eml = await until(async () => readFile(path.join(server.dataDir, "outbox", `${id}.eml`), "utf8"));
    expect(eml).toMatch(/^To: ingrid@nordlicht\.example$/m);
    expect(eml).toContain(`Subject: Application received: Galerie Nordlicht (${body.reference})`);
    expect(eml).toContain("Artworks:  4 artworks");
    expect(eml).not.toContain("DE-TAX-SECRET-123");

    const page = await visitor.fetch(`/application-receipt/${id}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    const text = await page.text();
    for (const expected of ["Galerie Nordlicht", String(body.reference), "4 artworks", "2 artists", "@media print"])
      expect(text).toContain(expected);
    expect(text).not.toContain("DE-TAX-SECRET-123");

    const stranger = await server.visitor();
    expect((await stranger.fetch(`/application-receipt/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/application-receipt/${id}`)).status).toBe(404);

    // A retry of the same submission gets the same receipt back, and no second email.
    const again = await submit(visitor, key);
    expect(again.body).toEqual(body);
    expect((await readdir(path.join(server.dataDir, "outbox"))).filter((n) => n.endsWith(".eml"))).toEqual([
      `${id}.eml`,
    ]);
  });
});

describe("with SMTP_URL", () => {
  it("sends the confirmation to the gallery's contact address through the SMTP server", async () => {
    const smtp = await startSmtp();
    const server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Art fair <office@fair.example>",
    });
    try {
      const { body } = await submit(await server.visitor());
      const message = await until(async () => smtp.received[0]);
      expect(message.from).toBe("office@fair.example");
      expect(message.to).toEqual(["ingrid@nordlicht.example"]);
      expect(message.raw).toContain(`Reference: ${body.reference}`);
      expect(message.raw).toContain("Galerie Nordlicht");
      expect(message.raw).not.toContain("DE-TAX-SECRET-123");
      // Sent: noted in the outbox's row, and no copy kept on this instance's disk.
      const row = await until(async () => {
        const found = await mailRow(server, body.id as string);
        return found?.state === "sent" ? found : undefined;
      });
      expect(row).toMatchObject({ kind: "confirmation", recipient: "ingrid@nordlicht.example", attempts: 1 });
      expect(messageIdOf(message.raw)).toBe(`<${body.id}@fair.example>`);
      expect(await readdir(path.join(server.dataDir, "outbox")).catch(() => [])).toEqual([]);
    } finally {
      await server.close();
      await smtp.close();
    }
  });

  it("a mail server that is down does not fail the submission; the message is retried until it goes through", async () => {
    const port = await freePort();
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: "1" });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const { body } = await submit(await server.visitor());
      expect(body.id).toEqual(expect.any(String));
      // Waiting in the outbox, with the reason it did not go: a delay, tried again.
      const waiting = await until(async () => {
        const found = await mailRow(server, body.id as string);
        return found?.state === "queued" && found.attempts > 0 ? found : undefined;
      });
      expect(waiting).toMatchObject({ state: "queued", last_error: expect.stringMatching(/ECONNREFUSED/) });
      smtp = await startSmtp(port);
      const running = smtp;
      const message = await until(async () => running.received[0]);
      expect(message.raw).toContain(String(body.reference));
      await until(async () => ((await mailRow(server, body.id as string))?.state === "sent" ? true : undefined));
      expect(running.received).toHaveLength(1);
    } finally {
      await server.close();
      await smtp?.close();
    }
  });
});
