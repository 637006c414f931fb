/**
 * The keys that encrypt tax details at rest (AES-256-GCM, a fresh 96-bit nonce per value).
 * A stored value reads `v1:<key id>:<nonce>:<ciphertext+tag>` (base64url), so values written under
 * an older key stay readable while `rotate-data-key` moves them to the current one.
 *
 * Keys come from DATA_KEY (and DATA_KEY_PREVIOUS, comma separated, for reading only) or, on the
 * embedded default, from DATA_DIR/data-keys.json, generated on first use like the session secret.
 * The file is read again when it changes, so a running server picks up a rotation's new key.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makePrivateDirSync } from "./private-files.ts";

export const KEY_FILE = "data-keys.json";
const PREFIX = "v1:";

interface KeyFile {
  current: string;
  keys: Record<string, string>;
}

/** DATA_KEY's value as 32 bytes: base64 (44 characters), base64url, or hex (64 characters). */
export function parseDataKey(text: string): Buffer | undefined {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const key = Buffer.from(t.replaceAll("-", "+").replaceAll("_", "/"), "base64");
    return key.length === 32 ? key : undefined;
  }
  return undefined;
}

/** Names a key without revealing it: the first 8 bytes of its SHA-256, in hex. */
export const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 16);

export const isEncrypted = (value: string) => value.startsWith(PREFIX);

/** A stored value is encrypted under a key this server was not given (a restore without its key, a key left out). */
export class MissingDataKeyError extends Error {
  readonly code = "DATA_KEY_MISSING";
  readonly keyId: string;

  constructor(keyId: string) {
    super(
      `The tax details cannot be read with this server's data key: they are encrypted under the data key ${keyId}, which this server does not have. Start the server with that key in DATA_KEY (or DATA_KEY_PREVIOUS), or put the ${KEY_FILE} that holds it in DATA_DIR (a backup made with --include-key has it). Nothing was changed.`,
    );
    this.keyId = keyId;
  }
}

export class Keyring {
  private keys = new Map<string, Buffer>();
  private currentId: string | undefined;
  private fileMtime = -1;

  private readonly source: { dataDir: string; envKeys?: Buffer[] | undefined };

  constructor(source: { dataDir: string; envKeys?: Buffer[] | undefined }) {
    this.source = source;
    for (const key of source.envKeys ?? []) this.keys.set(keyId(key), key);
    this.currentId = source.envKeys?.[0] ? keyId(source.envKeys[0]) : undefined;
  }

  get file(): string {
    return path.join(this.source.dataDir, KEY_FILE);
  }

  /** True when the keys come from the environment (DATA_KEY): rotation then starts there. */
  get fromEnvironment(): boolean {
    return Boolean(this.source.envKeys?.length);
  }

  /** Reads the key file when it changed since the last read; generates it when there is none and no DATA_KEY. */
  private refresh(): void {
    let mtime: number;
    try {
      mtime = statSync(this.file).mtimeMs;
    } catch {
      if (this.fromEnvironment) return;
      this.writeFile({ current: "", keys: {} }, randomBytes(32), "wx");
      mtime = statSync(this.file).mtimeMs;
    }
    if (mtime === this.fileMtime) return;
    const parsed = JSON.parse(readFileSync(this.file, "utf8")) as KeyFile;
    for (const [id, text] of Object.entries(parsed.keys)) this.keys.set(id, Buffer.from(text, "base64url"));
    if (!this.fromEnvironment) this.currentId = parsed.current;
    this.fileMtime = mtime;
  }

  /** Adds a key to the file and makes it the one new values are written with (rotation, file keys only). */
  addCurrentKey(key: Buffer): string {
    this.refresh();
    const existing = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as KeyFile) : undefined;
    this.writeFile(existing ?? { current: "", keys: {} }, key, "w");
    this.fileMtime = -1;
    this.refresh();
    return keyId(key);
  }

  private writeFile(base: KeyFile, key: Buffer, flag: "w" | "wx"): void {
    makePrivateDirSync(this.source.dataDir);
    const id = keyId(key);
    const content = `${JSON.stringify({ current: id, keys: { ...base.keys, [id]: key.toString("base64url") } }, null, 2)}\n`;
    if (flag === "wx") {
      try {
        writeFileSync(this.file, content, { mode: 0o600, flag: "wx" });
      } catch (error) {
        // Another process generated it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      return;
    }
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, content, { mode: 0o600 });
    renameSync(temporary, this.file);
  }

  get current(): string {
    this.refresh();
    if (!this.currentId) throw new Error("No data key: set DATA_KEY.");
    return this.currentId;
  }

  encrypt(plain: string): string {
    const id = this.current;
    const key = this.keys.get(id) as Buffer;
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", key, nonce);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${id}:${nonce.toString("base64url")}:${body.toString("base64url")}`;
  }

  /** The plain value; a value stored before encryption (no prefix) is returned as it is. */
  decrypt(stored: string): string {
    if (!isEncrypted(stored)) return stored;
    const [, id = "", nonceText = "", bodyText = ""] = stored.split(":");
    let key = this.keys.get(id);
    if (!key) {
      this.fileMtime = -1;
      this.refresh();
      key = this.keys.get(id);
    }
    if (!key) throw new MissingDataKeyError(id);
    const body = Buffer.from(bodyText, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonceText, "base64url"));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString("utf8");
  }

  /** The key id a stored value was written under, or undefined for a plain value. */
  static keyIdOf(stored: string): string | undefined {
    return isEncrypted(stored) ? stored.split(":")[1] : undefined;
  }
}
