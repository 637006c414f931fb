/**
 * Two-step sign-in with an authenticator app: RFC 6238 codes (6 digits, 30 s, SHA-1, what every
 * app understands) through otpauth. One step either side is accepted for clock drift; a code that
 * was accepted once is refused afterwards (RFC 6238 section 5.2).
 */
import { Secret, TOTP } from "otpauth";

const ISSUER = "Art fair back office";

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads (typed in, or as a QR code). */
export function totpUri(secret: string, email: string): string {
  return new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();
}

/** The time step of the code if it is right and newer than `lastStep`; undefined otherwise. */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = totp.counter({ timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code an app would show now: for tests and the demo. */
export function currentTotpCode(secret: string, now = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now });
}
