/**
 * A bounded load against one server, on loopback only: ping, validate and submit (with a
 * picture file) at once, each from its own autocannon instance and its own session.
 */
import autocannon from "autocannon";
import { exampleApplication } from "../src/shared/example-application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";
import { blobOf, makePng } from "./fixtures.ts";
import { visit } from "./server.ts";

export interface RouteLoad {
  requests: number;
  ok: number;
  tooMany: number;
  /** Anything that is neither a 200 nor a deliberate 429, plus connection errors and timeouts. */
  failures: number;
  p99Ms: number;
  averagePerSecond: number;
}

async function encoded(body: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

export async function runLoadMix(
  url: string,
  options: { seconds: number; connections: number; submits?: number },
): Promise<Record<string, RouteLoad>> {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(url))
    throw new Error(`Load goes to loopback only, not ${url}`);
  const png = makePng(320, 240, 5);
  const prepare = async (withFile: boolean) => {
    const guest = await visit(url);
    const form = exampleApplication({ edition: guest.edition, withFiles: false });
    form.gallery.pictures = [
      { filename: "booth.png", size: png.length, exhibition_title: "Booth", artists: "A", year: "2024" },
    ];
    const files = withFile ? new Map([["gallery.pictures.0", blobOf(png)]]) : undefined;
    const { body, contentType } = await encoded(applicationFormData(form, { files }));
    return { body, headers: { cookie: guest.cookie, "x-csrf-token": guest.token, "content-type": contentType } };
  };
  const [ping, validate, submit] = await Promise.all([prepare(false), prepare(false), prepare(true)]);
  const run = (
    path: string,
    method: "GET" | "POST",
    prepared: { body: Buffer; headers: Record<string, string> },
    amount?: number,
  ) =>
    autocannon({
      url: `${url}${path}`,
      method,
      headers: prepared.headers,
      body: method === "POST" ? prepared.body : undefined,
      connections: options.connections,
      // A number of calls instead of a duration: as many however slow the machine is.
      ...(amount ? { amount } : { duration: options.seconds }),
      timeout: 30,
    });
  const results = await Promise.all([
    run("/application-ping", "GET", ping),
    run("/application-validate", "POST", validate),
    run("/application-submit", "POST", submit, options.submits),
  ]);
  const summary = (result: autocannon.Result): RouteLoad => {
    const codes = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {};
    const count = (code: string) => codes[code]?.count ?? 0;
    const answered = Object.values(codes).reduce((sum, c) => sum + c.count, 0);
    return {
      requests: answered,
      ok: count("200"),
      tooMany: count("429"),
      failures: answered - count("200") - count("429") + result.errors + result.timeouts,
      p99Ms: result.latency.p99,
      averagePerSecond: Math.round(result.requests.average),
    };
  };
  return {
    ping: summary(results[0] as autocannon.Result),
    validate: summary(results[1] as autocannon.Result),
    submit: summary(results[2] as autocannon.Result),
  };
}
