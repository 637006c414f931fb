/** Submissions sent the way a slow connection sends them, for tests of shutdown and of several instances. */
import { createHash } from "node:crypto";
import http from "node:http";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { blobOf, makePdf, makePng } from "./fixtures.ts";

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** An application whose body is about 13 MB, with an 8 MB rendering early in the stream. */
export async function largeSubmission(edition: string, token: string) {
  const form = exampleApplication({ edition, artists: 1, artworksPerArtist: 2, galleryPictures: 1 });
  const sent = new Map<string, string>();
  const files = new Map<string, Blob>();
  for (const { path: at, record } of fileRecords(form)) {
    const key = dotted(at);
    const bytes =
      key === "proposal.rendering.0"
        ? makePdf("rendering", 8 * MB)
        : record.filename.endsWith(".pdf")
          ? makePdf(key, 5 * MB)
          : makePng(60, 40, sent.size);
    record.size = bytes.length;
    files.set(key, blobOf(bytes));
    sent.set(key, sha256(bytes));
  }
  const body = new Response(applicationFormData(form, { files, token }));
  return {
    form,
    sent,
    type: body.headers.get("content-type") ?? "",
    bytes: Buffer.from(await body.arrayBuffer()),
  };
}

/** A submit whose body the test sends piece by piece, as a slow connection does. */
export function slowUpload(url: string, headers: Record<string, string>, length: number) {
  const request = http.request(`${url}/application-submit`, {
    method: "POST",
    headers: { ...headers, "content-length": String(length) },
  });
  let gone = false;
  request.on("close", () => {
    gone = true;
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("error", (error) => {
      gone = true;
      reject(error);
    });
    request.once("response", (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.once("error", reject);
    });
  });
  // Observed by the test at its own time; this keeps an early failure from being "unhandled".
  response.catch(() => {});
  return {
    response,
    /** Sends `bytes` in pieces with a pause after each; stops early if the connection is gone. */
    async send(bytes: Buffer, piece: number, pauseMs: number) {
      for (let at = 0; at < bytes.length && !gone; at += piece) {
        if (!request.write(bytes.subarray(at, at + piece)))
          await new Promise<void>((resolve) => {
            // Both listeners go once either fires: a long upload waits for drain many times.
            const done = () => {
              request.off("drain", done);
              request.off("close", done);
              resolve();
            };
            request.once("drain", done);
            request.once("close", done);
          });
        await sleep(pauseMs);
      }
    },
    end: () => request.end(),
    isGone: () => gone,
  };
}

/** Whether new connections are refused within `withinMs`: the instance stopped accepting. */
export async function refusesConnections(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await fetch(`${url}/healthz`).then(
      () => false,
      () => true,
    );
    if (refused) return true;
    await sleep(50);
  }
  return false;
}

/**
 * A large submission sent up to `fraction` of its body, so its ledger row is written and part of its
 * files stored; `finish()` sends the rest and resolves with the answer.
 */
export async function partlySentSubmission(
  url: string,
  visitor: { edition: string; token: string; cookie: string },
  fraction: number,
) {
  const submission = await largeSubmission(visitor.edition, visitor.token);
  const upload = slowUpload(
    url,
    { cookie: visitor.cookie, "x-csrf-token": visitor.token, "content-type": submission.type },
    submission.bytes.length,
  );
  const cut = Math.floor(submission.bytes.length * fraction);
  await upload.send(submission.bytes.subarray(0, cut), 256 * 1024, 1);
  return {
    async finish() {
      await upload.send(submission.bytes.subarray(cut), 256 * 1024, 1);
      upload.end();
      return upload.response;
    },
  };
}
