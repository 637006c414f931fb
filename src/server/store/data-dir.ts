/** The folders under DATA_DIR besides the database and the key files, named once: routes, erasure and the command line find the same ones. */
import path from "node:path";

/** Without SMTP_URL, each email as `<mail id>.eml` (mail/delivery.ts); `queue/` and `sent/` only from an earlier version. */
export const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

/** Resized copies of uploaded pictures (ecosystem/picture-variants.ts): disposable, remade on demand. */
export const pictureCacheDir = (dataDir: string) => path.join(dataDir, "cache");
