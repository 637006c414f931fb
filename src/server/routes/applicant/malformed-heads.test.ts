/**
 * Property: whatever the head of a validate or submit request says (Content-Type and its parameters,
 * Content-Length that disagrees with the body, chunked framing, Expect: 100-continue), the answer is a
 * 4xx with a JSON message within a few seconds: never a 5xx, never a hang, and nothing is stored.
 * Sent over raw sockets so the head is exactly what was generated.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePng } from "../../../../test-support/fixtures.ts";
import { type RawAnswer, rawRequest } from "../../../../test-support/raw-http.ts";
import { startTestServer, storedCounts, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { BODY_STALLED } from "../../web/early-answer.ts";

let server: TestServer;
let visitor: Visitor;
let port: number;
beforeAll(async () => {
  // A body that stops short of its Content-Length is given up on after 1 s rather than 60.
  server = await startTestServer({
    MAX_FILE_MB: "1",
    MAX_SUBMISSION_MB: "1",
    IDLE_TIMEOUT_SECONDS: "1",
    REQUEST_TIMEOUT_SECONDS: "3",
    HEADERS_TIMEOUT_SECONDS: "1",
  });
  visitor = await server.visitor();
  expect((await visitor.fetch("/application-ping")).status).toBe(200);
  port = Number(new URL(server.url).port);
});
afterAll(() => server.close());

const REAL_BOUNDARY = "----fuzzed-boundary-7MA4YWxkTrZu0gW";

/** Characters that matter to a boundary: token characters, the RFC 2046 extras, quotes, separators, and worse. */
const boundaryChar = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(..."aZ09-_'()+,./:=?".split("")) },
  { weight: 2, arbitrary: fc.constantFrom(" ", "\t", '"', ";", "\\", "é", "\u00ff") },
  { weight: 1, arbitrary: fc.constant("\x7f") },
);

const boundaryValue = fc.oneof(
  { weight: 3, arbitrary: fc.constant(REAL_BOUNDARY) },
  fc.constant(""),
  fc.string({ unit: boundaryChar, minLength: 1, maxLength: 90 }),
  fc.nat({ max: 400 }).map((n) => "b".repeat(n)),
);

const parameterName = fc.oneof(
  { weight: 4, arbitrary: fc.constant("boundary") },
  { weight: 2, arbitrary: fc.constantFrom("BOUNDARY", "Boundary") },
  { weight: 1, arbitrary: fc.constantFrom("boundary*", "boundar", " boundary") },
);
const space = fc.oneof({ weight: 4, arbitrary: fc.constant("") }, fc.constantFrom(" ", "  ", "\t", " \t "));

const boundaryParameter = fc
  .record({ name: parameterName, value: boundaryValue, quoted: fc.boolean(), before: space, after: space })
  .map(({ name, value, quoted, before, after }) => {
    const written = quoted ? `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"` : value;
    return { text: `${name}${before}=${after}${written}`, value };
  });

const charsetParameter = fc.constantFrom(
  "charset=utf-8",
  "charset=UTF-8",
  'charset="latin1"',
  "charset=bogus",
  "charset=",
);

const mediaType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("multipart/form-data") },
  { weight: 2, arbitrary: fc.constantFrom("Multipart/Form-Data", "MULTIPART/FORM-DATA") },
  fc.constantFrom(
    "multipart/mixed",
    "multipart/",
    "multipart",
    "multipart/form-data-x",
    "text/plain",
    "application/json",
    "application/x-www-form-urlencoded",
    "application/octet-stream",
    "*/*",
    "",
  ),
);

/** Mostly one Content-Type line, sometimes none or several, its parameters in any order and repeated. */
const contentTypeLine = fc
  .record({
    type: mediaType,
    boundaries: fc.oneof(
      { weight: 4, arbitrary: fc.tuple(boundaryParameter) },
      fc.array(boundaryParameter, { maxLength: 3 }),
    ),
    charset: fc.option(charsetParameter),
    separator: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(";", "; ") }, fc.constantFrom(" ; ", ";\t", ";;", ",")),
    trailing: fc.oneof({ weight: 4, arbitrary: fc.constant("") }, fc.constantFrom(";", " ", "; ")),
    headerName: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom("Content-Type", "content-type", "CONTENT-TYPE") },
      { weight: 1, arbitrary: fc.constant("Content-type ") },
    ),
  })
  .map(({ type, boundaries, charset, separator, trailing, headerName }) => {
    const parameters = [...boundaries.map((b) => b.text), ...(charset === null ? [] : [charset])];
    const value = [type, ...parameters].join(separator) + trailing;
    return { line: `${headerName}: ${value}`, boundary: boundaries[0]?.value };
  });
const contentTypes = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(contentTypeLine) },
  fc.array(contentTypeLine, { maxLength: 3 }),
);

/** A multipart body, with the head's boundary or another; its fields make a 422 at best (nothing is complete). */
function multipartBody(boundary: string, withFile: boolean, edition: string): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts = [field("edition", edition), field("choice", "galleries"), field("gallery[name]", "Galerie Fuzz")];
  const file = withFile
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="gallery[pictures][0][file]"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
          "latin1",
        ),
        makePng(8, 8),
        Buffer.from("\r\n"),
      ]
    : [];
  return Buffer.concat([Buffer.from(parts.join(""), "latin1"), ...file, Buffer.from(`--${boundary}--\r\n`, "latin1")]);
}

const bodyKind = fc.oneof(
  { weight: 4, arbitrary: fc.constant("multipart-head-boundary") },
  fc.constantFrom("multipart-other-boundary", "empty", "junk", "json"),
);

/** How the body is framed: honest, shorter or longer than said, chunked (well or badly), both, or neither. */
const framing = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: "exact" as const }) },
  fc.record({ kind: fc.constant("short" as const), by: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant("long" as const), by: fc.integer({ min: 1, max: 400 }) }),
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("chunked" as const),
      size: fc.integer({ min: 1, max: 300 }),
      bad: fc.boolean(),
    }),
  },
  fc.constant({ kind: "both" as const }),
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("duplicate-length" as const), by: fc.integer({ min: 0, max: 10 }) }),
);

const headCase = fc.record({
  route: fc.constantFrom("/application-validate", "/application-submit"),
  contentTypes,
  bodyKind,
  withFile: fc.boolean(),
  framing,
  expectContinue: fc.boolean(),
});

type HeadCase = typeof headCase extends fc.Arbitrary<infer T> ? T : never;

function requestOf(c: HeadCase) {
  const headBoundary = c.contentTypes[0]?.boundary ?? "";
  const body =
    c.bodyKind === "multipart-head-boundary"
      ? multipartBody(headBoundary.replace(/^"|"$/g, "") || "x", c.withFile, visitor.edition)
      : c.bodyKind === "multipart-other-boundary"
        ? multipartBody(REAL_BOUNDARY, c.withFile, visitor.edition)
        : c.bodyKind === "junk"
          ? Buffer.from("\x00\xff--\r\n\r\n--garbage", "latin1")
          : c.bodyKind === "json"
            ? Buffer.from(JSON.stringify({ choice: "galleries" }))
            : Buffer.alloc(0);
  const head = [
    `POST ${c.route} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${visitor.cookie}`,
    `X-CSRF-Token: ${visitor.token}`,
    ...c.contentTypes.map((t) => t.line),
  ];
  if (c.expectContinue) head.push("Expect: 100-continue");
  const f = c.framing;
  let chunks = [body];
  if (f.kind === "exact") head.push(`Content-Length: ${body.length}`);
  if (f.kind === "short") head.push(`Content-Length: ${Math.max(0, body.length - f.by)}`);
  if (f.kind === "long") head.push(`Content-Length: ${body.length + f.by}`);
  if (f.kind === "duplicate-length")
    head.push(`Content-Length: ${body.length}`, `Content-Length: ${body.length + f.by}`);
  if (f.kind === "both") head.push(`Content-Length: ${body.length}`, "Transfer-Encoding: chunked");
  if (f.kind === "chunked" || f.kind === "both") {
    if (f.kind === "chunked") head.push("Transfer-Encoding: chunked");
    const size = f.kind === "chunked" ? f.size : 64;
    chunks = [];
    for (let at = 0; at < body.length; at += size) {
      const piece = body.subarray(at, at + size);
      chunks.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
    }
    chunks.push(Buffer.from(f.kind === "chunked" && f.bad ? "zz\r\n\r\n" : "0\r\n\r\n"));
  }
  return { head, body: chunks, expectContinue: c.expectContinue };
}

/** A 4xx with a JSON message, or what is wrong (no answer in time, a closed connection, a 5xx). */
function acceptable(answer: RawAnswer): string | undefined {
  if ("error" in answer) return `${answer.error} after ${answer.ms} ms`;
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}: ${answer.body}`;
  if (!answer.headers["content-type"]?.startsWith("application/json")) return `not JSON: ${answer.body}`;
  const message = (JSON.parse(answer.body) as { message?: unknown }).message;
  if (typeof message !== "string" || message === "") return `no message: ${answer.body}`;
  return undefined;
}

/** Found by this test: a boundary over 252 characters made the multipart parser throw (500). */
const LONG_BOUNDARY: HeadCase = {
  route: "/application-validate",
  contentTypes: [
    { line: `Content-Type: multipart/form-data;boundary*=${"b".repeat(270)};`, boundary: "b".repeat(270) },
  ],
  bodyKind: "multipart-head-boundary",
  withFile: false,
  framing: { kind: "exact" },
  expectContinue: false,
};

/** Found by this test: a body that stops short of its Content-Length was closed without a word. */
const STALLED_BODY: HeadCase = {
  ...LONG_BOUNDARY,
  route: "/application-submit",
  contentTypes: [{ line: `Content-Type: multipart/form-data; boundary=${REAL_BOUNDARY}`, boundary: REAL_BOUNDARY }],
  withFile: true,
  framing: { kind: "long", by: 1 },
};

/** The same refused before its body is read (no Content-Type): the refusal must not wait for it forever. */
const STALLED_REFUSED: HeadCase = { ...STALLED_BODY, contentTypes: [] };

it("answers every malformed head of validate and submit with a 4xx JSON message in time, storing nothing", async () => {
  const before = await storedCounts(server.app);
  const pendingBefore = await server.app.db.selectFrom("pending_uploads").selectAll().execute();
  await fc.assert(
    fc.asyncProperty(headCase, async (c) => {
      const answer = await rawRequest(port, requestOf(c), 5_000);
      const problem = acceptable(answer);
      if (problem) throw new Error(`${problem}\n${requestOf(c).head.join("\n")}`);
    }),
    { numRuns: 200, examples: [[LONG_BOUNDARY], [STALLED_BODY], [STALLED_REFUSED]] },
  );
  // A body told 408 mid-file has that file removed as its connection closes, just after the answer.
  await expect.poll(() => storedCounts(server.app), { timeout: 3_000 }).toEqual(before);
  expect(await server.app.db.selectFrom("pending_uploads").selectAll().execute()).toEqual(pendingBefore);
  expect((await visitor.fetch("/application-ping")).status).toBe(200);
}, 600_000);

it("tells a body that went silent mid-file 408, after removing what it stored", async () => {
  const answer = await rawRequest(port, requestOf(STALLED_BODY), 5_000);
  expect(answer).toMatchObject({ status: 408, body: JSON.stringify({ message: BODY_STALLED }) });
  expect(await server.app.db.selectFrom("pending_uploads").selectAll().execute()).toEqual([]);
  expect(await storedCounts(server.app)).toMatchObject({ files: 0 });
});

it("answers a head Node cannot parse (two Content-Lengths) with the app's own JSON message", async () => {
  const answer = await rawRequest(port, requestOf({ ...LONG_BOUNDARY, framing: { kind: "duplicate-length", by: 3 } }));
  expect(answer).toMatchObject({ status: 400 });
  expect(JSON.parse("body" in answer ? answer.body : "{}")).toEqual({
    message: "The request is not valid HTTP (its head or framing is malformed).",
  });
});
