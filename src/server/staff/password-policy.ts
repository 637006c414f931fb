/**
 * What a staff password must be: at least 12 characters, not one of the most common passwords
 * (the list of zxcvbn-ts, about 49,000 leaked passwords), and not the account's own email address.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

let common: Promise<Set<string>> | undefined;
/** Loaded on first use: only setting a password needs the list, never a sign-in. */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return common;
}

/** Why the password is refused, or undefined when it may be used. */
export async function passwordProblem(password: string, email: string): Promise<string | undefined> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if ((await commonPasswords()).has(lower)) return "This password is one of the most common ones: choose another.";
  if (lower === email.toLowerCase() || lower === email.toLowerCase().split("@")[0])
    return "The password must not be the email address.";
  if (new Set(lower).size < 4) return "The password must use more than a few different characters.";
  return undefined;
}
