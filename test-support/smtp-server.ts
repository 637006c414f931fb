/** A real SMTP server on a port of its own, keeping every message it accepts: what the mail tests deliver to. */
import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  /** Every message the server accepted (answered 250 to), in order. */
  received: ReceivedMail[];
  /** Every message it answered, accepted or not: when, and with which code. */
  answered: { to: string[]; at: number; code: number }[];
  /**
   * Answers the next `times` messages to `to` (every one, without `times`) with `code` and `text`
   * instead of accepting them, as a real server refuses (5xx) or asks to wait (4xx).
   */
  refuse(to: string, code: number, text: string, times?: number): void;
  /** Accepts messages to `to` again. */
  accept(to: string): void;
  close(): Promise<void>;
}

interface Refusal {
  to: string;
  code: number;
  text: string;
  left: number;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const answered: TestSmtp["answered"] = [];
  const refusals: Refusal[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 for each connection: a resolver without the internet takes its time.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refusal = refusals.find((r) => r.left > 0 && to.includes(r.to));
        answered.push({ to, at: Date.now(), code: refusal?.code ?? 250 });
        if (refusal) {
          refusal.left--;
          callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to,
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
    answered,
    refuse(to, code, text, times = Number.POSITIVE_INFINITY) {
      refusals.push({ to, code, text, left: times });
    },
    accept(to) {
      for (const refusal of refusals) if (refusal.to === to) refusal.left = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A mail server that takes the connection and never says a word: a delivery to it hangs until the
 * client gives up, so a test can stop an instance in the middle of one.
 */
export async function startSilentSmtp(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Message-ID header of a received message (unfolded: a long one continues on the next line). */
export function messageIdOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  return /^Message-ID:(.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1]?.trim() ?? "";
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
