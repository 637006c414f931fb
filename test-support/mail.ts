/** The emails the outbox wrote as `.eml` files (no SMTP_URL), decoded enough for tests to read them. */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { outboxDir } from "../src/server/store/data-dir.ts";

export interface WrittenMail {
  name: string;
  /** When it was written: the newest last. */
  writtenAt: number;
  to: string;
  subject: string;
  text: string;
  /** The file as written: its header lines as they travel. */
  raw: string;
}

/**
 * A header's RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) back to text; the space
 * between two encoded words is not part of the text.
 */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64")
          : Buffer.from(
              text
                .replace(/_/g, " ")
                .replace(/=([0-9A-F]{2})/gi, (_q, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              "latin1",
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

export async function writtenMails(dataDir: string, prefix = ""): Promise<WrittenMail[]> {
  const dir = outboxDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.startsWith(prefix) && name.endsWith(".eml"),
  );
  const mails: WrittenMail[] = [];
  for (const name of names) {
    const raw = await readFile(path.join(dir, name), "utf8");
    const split = raw.indexOf("\n\n");
    const head = raw.slice(0, split).replace(/\n\s+/g, " ");
    const body = raw.slice(split + 2);
    const header = (key: string) => new RegExp(`^${key}: (.*)$`, "mi").exec(head)?.[1] ?? "";
    const encoding = header("Content-Transfer-Encoding").toLowerCase();
    const text =
      encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : encoding === "base64"
          ? Buffer.from(body, "base64").toString("utf8")
          : body;
    const { mtimeMs } = await stat(path.join(dir, name));
    mails.push({ name, writtenAt: mtimeMs, to: header("To"), subject: header("Subject"), text, raw });
  }
  return mails.sort((a, b) => a.writtenAt - b.writtenAt);
}

/** The one-time link in the newest mail to `to`, once there are at least `count` (the mail may be written after the answer). */
export async function passwordLinkFor(dataDir: string, to: string, count?: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await writtenMails(dataDir, "staff-")).filter((m) => m.to === to);
    if (mails.length > 0 && (count === undefined || mails.length >= count)) {
      const links = mails.map((m) => /https?:\/\/\S+\/admin\/set-password\/[A-Za-z0-9_-]+/.exec(m.text)?.[0] ?? "");
      return links[links.length - 1] as string;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No password link was written to ${to}.`);
}

/** The mails written with names starting `prefix`, once there are at least `count` (delivery follows the answer). */
export async function mailsWritten(dataDir: string, prefix: string, count: number): Promise<WrittenMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await writtenMails(dataDir, prefix);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Fewer than ${count} mails named ${prefix}… were written.`);
}
