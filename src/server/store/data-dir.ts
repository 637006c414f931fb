/** The folders under DATA_DIR besides the database and the key files, named once: routes, erasure and the command line find the same ones. */
import path from "node:path";

/** Confirmation emails: `<application id>.eml`, or `queue/` and `sent/` with SMTP (mail/outbox.ts). */
export const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/** Resized copies of uploaded pictures (ecosystem/picture-variants.ts): disposable, remade on demand. */
export const pictureCacheDir = (dataDir: string) => path.join(dataDir, "cache");
