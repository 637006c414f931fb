/**
 * Staff passwords hashed with scrypt from node:crypto, in a self-describing string:
 * `$scrypt$ln=14,r=8,p=5$<salt>$<hash>` (base64url). OWASP's Password Storage Cheat Sheet asks
 * for N = 2^17, r = 8, p = 1 at least, or one of the settings it lists as equal: N = 2^16 with
 * p = 2, 2^15 with p = 3, 2^14 with p = 5, 2^13 with p = 10 (r = 8 each). Node.js computes the p
 * lanes one after another on one thread of its pool, so the time is that of N × p: 2^14 × 5 is
 * the least work of the five (tied with 2^13 × 10, which holds half the memory), 17% less than
 * the 2^15 × 3 used before and 38% less than 2^17 × 1 (docs/benchmarks.md, `sign-in`). The
 * parameters travel with each hash: older ones keep verifying and are rehashed at sign-in.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const PARAMETERS = { ln: 14, r: 8, p: 5 } as const;
const PREFIX = `$scrypt$ln=${PARAMETERS.ln},r=${PARAMETERS.r},p=${PARAMETERS.p}$`;
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
  return `${PREFIX}${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether a hash that verified was made with other parameters than today's: then it is made again. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(PREFIX);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, ln, r, p, salt, hash] = match;
  const expected = Buffer.from(hash as string, "base64url");
  const key = await derive(password, Buffer.from(salt as string, "base64url"), Number(ln), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password, checked when the account is unknown (or has no password yet) so the
 * answer takes as long as for a known one. Its key is random bytes, which no password derives to:
 * made without hashing, so the first such sign-in costs one hash like any other, not two.
 */
const DECOY = `${PREFIX}${randomBytes(SALT_BYTES).toString("base64url")}$${randomBytes(KEY_BYTES).toString("base64url")}`;
export function decoyHash(): string {
  return DECOY;
}
