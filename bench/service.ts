/**
 * Issue 11's budgets: validate against the receive floor (Fastify + @fastify/multipart reading the
 * same body), ping against a bare Fastify GET, and the memory a 200 MB submission costs the server.
 */
import autocannon from "autocannon";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { makePng } from "../test-support/fixtures.ts";
import { mb, memoryOf, resetPeak, startProcess, visitor } from "./support.ts";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function requestsPerSecond(
  options: autocannon.Options,
): Promise<{ rps: number; errors: number; non2xx: number }> {
  const result = await autocannon({ connections: 10, duration: DURATION_S, ...options });
  return { rps: result.requests.average, errors: result.errors, non2xx: result.non2xx };
}

/** A body encoded once, for autocannon to send again and again. */
async function encoded(body: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

export async function run(): Promise<Record<string, number | string>> {
  const results: Record<string, number | string> = {};

  const bare = await startProcess("bench/bare-server.ts");
  const service = await startProcess("src/server/main.ts");
  try {
    const baseline = await requestsPerSecond({ url: `${bare.url}/` });
    const guest = await visitor(service.url);
    const form = exampleApplication({ edition: guest.edition, artists: 50, artworksPerArtist: 3 });
    results["bare Fastify {} (req/s)"] = Math.round(baseline.rps);
    const ping = await requestsPerSecond({
      url: `${service.url}/application-ping`,
      headers: { cookie: guest.cookie, "x-csrf-token": guest.token },
    });
    results["ping (req/s)"] = Math.round(ping.rps);
    results["ping errors + non-2xx"] = ping.errors + ping.non2xx;
    results["ping / bare GET (budget ≥ 0.5)"] = ratio(ping.rps, baseline.rps);
    for (const encoding of ["bracket", "compact"] as const) {
      const { body, contentType } = await encoded(applicationFormData(form, { encoding, token: guest.token }));
      const headers = { "content-type": contentType, cookie: guest.cookie, "x-csrf-token": guest.token };
      const check = await guest.fetch("/application-validate", { method: "POST", body, headers });
      if (check.status !== 200) throw new Error(`validate answered ${check.status}: ${await check.text()}`);
      const validate = await requestsPerSecond({
        url: `${service.url}/application-validate`,
        method: "POST",
        body: Buffer.from(body),
        headers,
      });
      const floor = await requestsPerSecond({
        url: `${bare.url}/receive`,
        method: "POST",
        body: Buffer.from(body),
        headers: { "content-type": contentType },
      });
      const label = `validate, 50 artists × 3 artworks, ${encoding} (${Math.round(body.length / 1024)} KB)`;
      results[`receive floor, ${encoding} (req/s)`] = Math.round(floor.rps);
      results[`${label} (req/s)`] = Math.round(validate.rps);
      results[`${label} errors + non-2xx`] = validate.errors + validate.non2xx;
      results[`${label} / floor (budget ≥ ${encoding === "compact" ? 0.6 : 0.8})`] = ratio(validate.rps, floor.rps);
    }
  } finally {
    await bare.stop();
  }

  try {
    const guest = await visitor(service.url);
    const form = exampleApplication({ edition: guest.edition, artists: 3, artworksPerArtist: 3, galleryPictures: 1 });
    form.proof = [];
    form.proposal.rendering = [];
    form.gallery.additional = [];
    // Ten images of 20 MB (the default per-file limit) make the 200 MB submission.
    const records = fileRecords(form);
    const files = new Map<string, Blob>();
    for (const [i, { path, record }] of records.entries()) {
      const png = makePng(64, 64, i);
      const bytes = new Uint8Array(20 * 1024 * 1024 - 1024);
      bytes.set(png);
      files.set(dotted(path), new Blob([bytes]));
      record.size = bytes.length;
    }
    const { body, contentType } = await encoded(applicationFormData(form, { files }));
    await resetPeak(service.pid);
    const before = await memoryOf(service.pid);
    const response = await guest.fetch("/application-submit", {
      method: "POST",
      body,
      headers: { "content-type": contentType },
    });
    if (response.status !== 200) throw new Error(`submit answered ${response.status}: ${await response.text()}`);
    const after = await memoryOf(service.pid);
    results["submission size (MB)"] = mb(body.length);
    results["server RSS before (MB)"] = mb(before.rss);
    results["server peak RSS during (MB)"] = mb(after.peak);
    results["peak RSS rise (MB, budget ≤ 64)"] = mb(after.peak - before.rss);
  } finally {
    await service.stop();
  }
  return results;
}
