/** A real SMTP server on a port of its own, keeping every message it accepts: what the mail tests deliver to. */
import type net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The quoted-printable body of a plain-text message, decoded (nodemailer wraps long lines with `=`). */
export function mailText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
