/**
 * Which multipart encoding the page sends (src/shared/form-data.ts has both): a full application
 * at the limits (50 artists × 50 artworks, every artwork with a small real image) validated and
 * submitted in each, alternating, against the real server in its own process. The faster one is
 * WIRE_ENCODING in src/client/form/submit-application.ts. Ratios are compact / bracket.
 */

import type { ApplicationForm } from "../src/shared/application.ts";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData, type Encoding } from "../src/shared/form-data.ts";
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST } from "../src/shared/limits.ts";
import { dotted, fileRecords } from "../src/shared/wire.ts";
import { makePdf, makePng } from "../test-support/fixtures.ts";
import { sized, startProcess, TINY, visitor } from "./support.ts";

const ROUNDS = sized("BENCH_ROUNDS", 3, 1);
/** At the limits (tiny: 3 × 3). */
const ARTISTS = TINY ? 3 : MAX_ARTISTS;
const ARTWORKS_PER_ARTIST = TINY ? 3 : MAX_ARTWORKS_PER_ARTIST;

function fullApplication(edition: string): { form: ApplicationForm; files: Map<string, Blob> } {
  const form = exampleApplication({ edition, artists: ARTISTS, artworksPerArtist: ARTWORKS_PER_ARTIST });
  const files = new Map<string, Blob>();
  fileRecords(form).forEach(({ path, record }, i) => {
    const bytes = record.filename.endsWith(".pdf") ? makePdf(`file ${i}`) : makePng(48, 36, i);
    record.size = bytes.length;
    files.set(dotted(path), new Blob([new Uint8Array(bytes)]));
  });
  return { form, files };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export async function run(): Promise<Record<string, number | string>> {
  const service = await startProcess("src/server/main.ts");
  const times: Record<string, number[]> = {};
  const sizes: Record<string, number> = {};
  const record = (label: string, ms: number) => {
    times[label] ??= [];
    times[label].push(ms);
  };
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const encoding of ["bracket", "compact"] as Encoding[]) {
        const guest = await visitor(service.url);
        const { form, files } = fullApplication(guest.edition);
        const post = async (route: string, withFiles: boolean) => {
          const started = performance.now();
          const body = applicationFormData(form, { encoding, token: guest.token, ...(withFiles ? { files } : {}) });
          const built = performance.now();
          const request = new Request(`${service.url}${route}`, { method: "POST", body });
          const bytes = new Uint8Array(await request.arrayBuffer());
          const answer = await guest.fetch(route, {
            method: "POST",
            body: bytes,
            headers: { "content-type": request.headers.get("content-type") ?? "" },
          });
          if (answer.status !== 200)
            throw new Error(`${route} (${encoding}) answered ${answer.status}: ${await answer.text()}`);
          await answer.arrayBuffer();
          sizes[`${route} ${encoding}`] = bytes.length;
          record(`${route} ${encoding}: build body (ms)`, built - started);
          record(`${route} ${encoding}: round trip (ms)`, performance.now() - built);
        };
        await post("/application-validate", false);
        await post("/application-submit", true);
      }
  } finally {
    await service.stop();
  }
  const results: Record<string, number | string> = {};
  for (const [label, list] of Object.entries(times))
    results[`${label}, median of ${list.length}`] = Math.round(median(list));
  for (const [label, bytes] of Object.entries(sizes)) results[`${label} body (KB)`] = Math.round(bytes / 1024);
  for (const route of ["/application-validate", "/application-submit"]) {
    const total = (encoding: Encoding) =>
      median(times[`${route} ${encoding}: build body (ms)`] ?? [0]) +
      median(times[`${route} ${encoding}: round trip (ms)`] ?? [0]);
    results[`${route}: compact / bracket (build + round trip)`] =
      Math.round((total("compact") / total("bracket")) * 100) / 100;
  }
  return results;
}
