/**
 * One gallery on the deadline day, as its browser and the person at it behave: the form page is
 * loaded (again after a pause when it fails), then "Send" validates without files and submits with
 * every file and an Idempotency-Key (client/form/submit-application.ts). When sending fails the
 * page says so and keeps the data; the person clicks "Send" again after a pause, which validates
 * and submits again with the same key, since nothing was changed. A session that ended (401/419)
 * means the page is loaded again, and a new page makes a new key. Every request is written down
 * for the ledger's checks.
 */
import { randomBytes } from "node:crypto";
import type { Balancer } from "./balancer.ts";
import { type GalleryBody, galleryBody, type SentFile, type SizeRange } from "./gallery-bodies.ts";

export interface Attempt {
  route: "page" | "validate" | "submit";
  instance: number;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came (connection cut, timeout). */
  status: number;
  /** Why no answer came, or what the answer said when it was not a 2xx. */
  detail?: string;
  /** Submit: the body's bytes, and the receipt's id of a 2xx. */
  bytes?: number;
  receipt?: string;
  key?: string;
}

export interface GalleryRecord {
  n: number;
  /** Every Idempotency-Key it used (a new page makes a new one). */
  keys: string[];
  arrivedAt: number;
  files: SentFile[];
  attempts: Attempt[];
  /** The receipt's id once an answer said stored. */
  receipt?: string;
  finishedAt?: number;
  /** The person stopped trying (MAX attempts), or a 4xx that sending again cannot change. */
  gaveUp?: string;
}

export interface GalleryOptions {
  balancer: Balancer;
  pool: Buffer[];
  range: SizeRange;
  /** Between a failure and the next click on "Send" (or reload). */
  pauseMs: number;
  /** Clicks on "Send" before giving up. */
  maxAttempts: number;
  /** Past this no answer counts as one: the request is abandoned, as a browser tab closed. */
  requestTimeoutMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An Idempotency-Key of the page's shape. */
const newKey = () => randomBytes(18).toString("base64url");

interface Page {
  cookie: string;
  token: string;
  edition: string;
}

async function timed(
  record: GalleryRecord,
  options: GalleryOptions,
  route: Attempt["route"],
  path: string,
  init: RequestInit,
  extra: Partial<Attempt> = {},
): Promise<{ attempt: Attempt; response?: Response; text: string }> {
  const startedAt = Date.now();
  const attempt: Attempt = { route, instance: -1, startedAt, endedAt: startedAt, status: 0, ...extra };
  record.attempts.push(attempt);
  try {
    const { response, instance } = await options.balancer.fetch(path, {
      ...init,
      signal: AbortSignal.timeout(options.requestTimeoutMs),
    });
    attempt.instance = instance;
    const text = await response.text();
    attempt.status = response.status;
    attempt.endedAt = Date.now();
    if (response.status >= 300) attempt.detail = text.slice(0, 200);
    return { attempt, response, text };
  } catch (error) {
    attempt.endedAt = Date.now();
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    attempt.detail = cause?.code ?? cause?.message ?? (error as Error).message;
    return { attempt, text: "" };
  }
}

async function loadPage(record: GalleryRecord, options: GalleryOptions): Promise<Page> {
  for (let tries = 0; ; tries++) {
    const { attempt, response, text } = await timed(record, options, "page", "/", {
      headers: { accept: "text/html" },
    });
    const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(text)?.[1] ?? "";
    if (attempt.status === 200 && meta("csrf-token")) {
      const cookie = (response?.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      return { cookie, token: meta("csrf-token"), edition: meta("edition") };
    }
    if (tries >= options.maxAttempts) throw new Error(`the form page failed ${tries + 1} times`);
    await sleep(options.pauseMs);
  }
}

const isSessionEnded = (status: number) => status === 401 || status === 419;

/** Arrives, loads the page, sends until stored (or gives up); the record says what happened at each step. */
export async function gallery(n: number, options: GalleryOptions): Promise<GalleryRecord> {
  const record: GalleryRecord = { n, keys: [], arrivedAt: Date.now(), files: [], attempts: [] };
  try {
    let page = await loadPage(record, options);
    let body: GalleryBody = await galleryBody(n, page.edition, page.token, options.pool, options.range);
    record.files = body.files;
    let key = newKey();
    record.keys.push(key);
    for (let click = 1; ; click++) {
      const headers = { cookie: page.cookie, "x-csrf-token": page.token, accept: "application/json" };
      const checked = await timed(record, options, "validate", "/application-validate", {
        method: "POST",
        body: body.validate.body,
        headers: { ...headers, "content-type": body.validate.contentType },
      });
      let status = checked.attempt.status;
      if (status === 200) {
        const sent = await timed(
          record,
          options,
          "submit",
          "/application-submit",
          {
            method: "POST",
            body: body.submit.body,
            headers: { ...headers, "content-type": body.submit.contentType, "idempotency-key": key },
          },
          { bytes: body.submit.body.length, key },
        );
        status = sent.attempt.status;
        if (status >= 200 && status < 300) {
          const id = (JSON.parse(sent.text) as { id?: unknown }).id;
          sent.attempt.receipt = typeof id === "string" ? id : "";
          record.receipt = sent.attempt.receipt;
          record.finishedAt = Date.now();
          return record;
        }
      }
      // A refusal that sending the same data again cannot change: a bug of the benchmark or the server.
      if (status === 400 || status === 403 || status === 413 || status === 422) {
        record.gaveUp = `answered ${status}: ${record.attempts.at(-1)?.detail ?? ""}`;
        return record;
      }
      if (click >= options.maxAttempts) {
        record.gaveUp = `still failing after ${click} clicks on Send`;
        return record;
      }
      await sleep(options.pauseMs);
      if (isSessionEnded(status)) {
        page = await loadPage(record, options);
        body = await galleryBody(n, page.edition, page.token, options.pool, options.range);
        key = newKey();
        record.keys.push(key);
      }
    }
  } catch (error) {
    record.gaveUp = (error as Error).message;
    return record;
  }
}
