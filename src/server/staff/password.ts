/**
 * Staff passwords hashed with scrypt from node:crypto, in a self-describing string:
 * `$scrypt$ln=15,r=8,p=3$<salt>$<hash>` (base64url). N = 2^15, r = 8, p = 3 is one of OWASP's
 * recommended scrypt settings (32 MiB of memory, about 0.1–0.3 s per check on one core); the
 * parameters travel with each hash, so they can be raised later without invalidating old ones.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const PARAMETERS = { ln: 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, ln: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** ln;
  // Node refuses above 32 MiB by default; scrypt needs 128 × N × r bytes.
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { ln, r, p } = PARAMETERS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, ln, r, p);
  return `$scrypt$ln=${ln},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash as string, "base64url");
  const key = await derive(password, Buffer.from(salt as string, "base64url"), Number(ln), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of no one's password: checked when the account is unknown, so the answer takes as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(24).toString("base64url"));
  return decoy;
}
