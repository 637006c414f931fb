/**
 * A refusal answered before the body is read (401, 403, 413, 429, a file over its limit) reaches the
 * client while it is still sending: Node's fetch (undici) and curl, small bodies and large ones.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, storedCounts, type TestServer, type Visitor } from "../../../../test-support/server.ts";

const run = promisify(execFile);
const MB = 1024 * 1024;
const SIZES = { "10 B": 10, "2 KB": 2 * 1024, "100 KB": 100 * 1024, "10 MB": 10 * MB } as const;
const BOUNDARY = "----early-refusal";

let server: TestServer;
let limited: TestServer;
let visitor: Visitor;
let limitedVisitor: Visitor;
let scratch: string;

beforeAll(async () => {
  [server, limited] = await Promise.all([
    startTestServer({ MAX_FILE_MB: "2", MAX_SUBMISSION_MB: "4" }),
    startTestServer({ RATE_LIMIT_PER_IP: "1", RATE_LIMIT_PER_SESSION: "1" }),
  ]);
  visitor = await server.visitor();
  limitedVisitor = await limited.visitor();
  // The one call a minute this address may make: every later one is refused with 429.
  scratch = await mkdtemp(path.join(os.tmpdir(), "early-refusals-"));
  const first = await limitedVisitor.fetch("/application-validate", { method: "POST", body: new FormData() });
  expect(first.status).toBe(422);
});
afterAll(async () => {
  await Promise.all([server.close(), limited.close(), rm(scratch, { recursive: true, force: true })]);
});

/** A multipart body of exactly `size` bytes (a bare 10 bytes below the smallest part). */
function textBody(size: number): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="gallery[name]"\r\n\r\n`;
  const tail = `\r\n--${BOUNDARY}--\r\n`;
  if (size < head.length + tail.length) return Buffer.alloc(size, "x");
  return Buffer.concat([Buffer.from(head), Buffer.alloc(size - head.length - tail.length, "x"), Buffer.from(tail)]);
}

/** Five valid PNG files of 2 MB less a little each: over MAX_SUBMISSION_MB (4) and not over MAX_FILE_MB. */
function oversizedSubmission(): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < 5; i++) {
    const png = makePng(10, 10, i + 1);
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="artists[0][artworks][${i}][file]"; filename="w${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.alloc(2 * MB - png.length - 4096, i),
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** One file of 10 MB where 2 MB is the most. */
function oversizedFile(): Buffer {
  const png = makePng(10, 10, 7);
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="gallery[pictures][0][file]"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.alloc(10 * MB - png.length, 1),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Case {
  url: () => string;
  headers: () => Record<string, string>;
  status: number;
}

const cases: Record<string, Case> = {
  "401 no session": {
    url: () => `${server.url}/application-validate`,
    headers: () => ({ "x-csrf-token": "any" }),
    status: 401,
  },
  "403 wrong token": {
    url: () => `${server.url}/application-validate`,
    headers: () => ({ cookie: visitor.cookie, "x-csrf-token": "wrong" }),
    status: 403,
  },
  "429 too many calls": {
    url: () => `${limited.url}/application-validate`,
    headers: () => ({ cookie: limitedVisitor.cookie, "x-csrf-token": limitedVisitor.token }),
    status: 429,
  },
};

/** How many times each case is sent: the race it guards against does not lose every time. */
const TIMES = 5;
const CHILD = fileURLToPath(new URL("../../../../test-support/post-from-child.mjs", import.meta.url));

async function bodyFile(body: Buffer): Promise<string> {
  const file = path.join(scratch, `body-${body.length}-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, body);
  return file;
}

type Outcome = { status: number; body: string } | { error: string };

/** Node's fetch in a process of its own: a Buffer as is, or wrapped in a FormData as a browser-like client sends. */
function withFetch(mode: "raw" | "formdata") {
  return async (c: Case, body: Buffer): Promise<Outcome[]> => {
    const headers =
      mode === "raw" ? { ...c.headers(), "content-type": `multipart/form-data; boundary=${BOUNDARY}` } : c.headers();
    const { stdout } = await run(
      process.execPath,
      [CHILD, c.url(), JSON.stringify(headers), await bodyFile(body), mode, String(TIMES)],
      { maxBuffer: 8 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as Outcome[];
  };
}

async function withCurl(c: Case, body: Buffer): Promise<Outcome[]> {
  const file = await bodyFile(body);
  const headers = Object.entries({ ...c.headers(), "content-type": `multipart/form-data; boundary=${BOUNDARY}` });
  const outcomes: Outcome[] = [];
  for (let i = 0; i < TIMES; i++) {
    const args = ["-sS", "--max-time", "20", "--data-binary", `@${file}`, "-w", "\n%{http_code}", c.url()];
    try {
      const { stdout } = await run("curl", [...args, ...headers.flatMap(([k, v]) => ["-H", `${k}: ${v}`])]);
      const lines = stdout.trimEnd().split("\n");
      outcomes.push({ status: Number(lines.pop()), body: lines.join("\n") });
    } catch (error) {
      outcomes.push({ error: String((error as { stderr?: string }).stderr ?? error) });
    }
  }
  return outcomes;
}

/** Every try got the expected status and a JSON message. */
function expectAnswers(outcomes: Outcome[], status: number): Array<{ message?: string; errors?: unknown }> {
  expect(outcomes.map((o) => ("error" in o ? o.error : o.status))).toEqual(outcomes.map(() => status));
  return outcomes.map((o) => JSON.parse("body" in o ? o.body : "{}") as { message?: string });
}

const clients = {
  "Node's fetch": withFetch("raw"),
  "Node's fetch and a FormData": withFetch("formdata"),
  curl: withCurl,
};

describe.each(Object.entries(clients))("with %s", (_name, send) => {
  describe.each(Object.entries(cases))("%s", (_label, c) => {
    it.each(Object.entries(SIZES))("a body of %s gets the answer", async (_size, bytes) => {
      for (const json of expectAnswers(await send(c, textBody(bytes)), c.status))
        expect(json.message).toEqual(expect.any(String));
    });
  });
});

// The whole multipart body as written (a FormData would wrap it in a part of its own).
describe.each(Object.entries({ "Node's fetch": clients["Node's fetch"], curl: clients.curl }))(
  "with %s",
  (_name, send) => {
    it("413: a submission over MAX_SUBMISSION_MB gets the answer, and nothing is kept", async () => {
      const before = await storedCounts(server.app);
      const c = {
        url: () => `${server.url}/application-submit`,
        headers: () => ({ cookie: visitor.cookie, "x-csrf-token": visitor.token }),
        status: 413,
      };
      for (const json of expectAnswers(await send(c, oversizedSubmission()), 413))
        expect(json.message).toMatch(/too large/);
      expect(await storedCounts(server.app)).toEqual(before);
    });

    it("422: a file of 10 MB over MAX_FILE_MB gets the answer, and nothing is kept", async () => {
      const before = await storedCounts(server.app);
      const c = {
        url: () => `${server.url}/application-submit`,
        headers: () => ({ cookie: visitor.cookie, "x-csrf-token": visitor.token }),
        status: 422,
      };
      for (const json of expectAnswers(await send(c, oversizedFile()), 422))
        expect(json).toMatchObject({ errors: { "gallery.pictures.0.file": ["huge.png is too large"] } });
      expect(await storedCounts(server.app)).toEqual(before);
    });

    it("keeps serving the visitor afterwards", async () => {
      expect((await visitor.fetch("/application-ping")).status).toBe(200);
    });
  },
);
