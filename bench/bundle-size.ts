/**
 * Issue 3's budget: the initial JavaScript of the application page is at most 150 KB gzipped.
 * Issue 9's: the back office is its own entry, and the applicant's initial JavaScript does not grow
 * because of it. The baseline is the same client built in the same run without the back office's
 * entry; the ratio of the two is the figure.
 *
 * "Initial" is what a page's HTML loads before it can start: its module scripts and their
 * modulepreloads (Vite lists every static import chunk). Lazy chunks and workers are listed apart.
 */
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import { CATALOGS } from "../src/shared/i18n/catalogs/index.ts";
import { LANGUAGES } from "../src/shared/i18n/languages.ts";
import { pageWordsScript } from "../src/shared/i18n/page-words.ts";
import viteConfig from "../vite.config.ts";

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;

/** Script and modulepreload URLs of the page, as the browser would fetch them first. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1] as string);
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1] as string);
  return [...urls];
}

/** The client as `npm run build` makes it, in memory; `without` leaves entries out. */
async function buildClient(without: string[] = []): Promise<Rolldown.OutputBundle[string][]> {
  const config = viteConfig as { build: { rolldownOptions: { input: Record<string, string> } } };
  const input = Object.fromEntries(
    Object.entries(config.build.rolldownOptions.input).filter(([name]) => !without.includes(name)),
  );
  const output = await build({
    ...viteConfig,
    configFile: false,
    logLevel: "error",
    build: {
      ...viteConfig.build,
      write: false,
      rolldownOptions: { ...viteConfig.build?.rolldownOptions, input },
    },
  });
  if (!("output" in output)) throw new Error("The client build returned no output.");
  return output.output;
}

interface PageJs {
  files: string[];
  gzipped: number;
  raw: number;
  modules: string[];
}

function pageJs(files: Rolldown.OutputBundle[string][], htmlName: string): PageJs {
  const html = files.find((file) => file.fileName === htmlName);
  if (html?.type !== "asset") throw new Error(`The build has no ${htmlName}.`);
  const urls = initialScripts(String(html.source)).map((url) => url.replace(/^\.?\//, ""));
  const chunks = files.filter(
    (file): file is Rolldown.OutputChunk => file.type === "chunk" && urls.includes(file.fileName),
  );
  if (chunks.length === 0) throw new Error(`${htmlName} loads no module script.`);
  return {
    files: chunks.map((chunk) => chunk.fileName.replace(/^assets\//, "")),
    gzipped: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
    raw: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
    modules: chunks.flatMap((chunk) => chunk.moduleIds),
  };
}

/**
 * Issue 35's budget: no language's words are in the application page's JavaScript (the server
 * embeds the chosen language's alone). Counted: catalog messages of any language, English's
 * included, found in the page's initial chunks, as written or as JSON escapes them.
 */
function catalogMessagesIn(code: string): number {
  let found = 0;
  for (const language of LANGUAGES)
    for (const part of [CATALOGS[language].form, CATALOGS[language].rules])
      for (const message of Object.values(part as Record<string, string>)) {
        // Long enough to be a sentence of ours, not a word any library might hold.
        if (message.length < 24) continue;
        if (code.includes(message) || code.includes(JSON.stringify(message).slice(1, -1))) found++;
      }
  return found;
}

/** Code only the back office needs: its own modules and the libraries only it uses. */
const BACK_OFFICE_ONLY =
  /src\/client\/admin\/|src\/shared\/(wall-clock|floor-plan-csv)\.ts|node_modules\/(wouter|regexparam|@tanstack|temporal-polyfill|csv-parse|csv-stringify)\//;

export async function run(): Promise<Record<string, number | string>> {
  const everything = await buildClient();
  const baseline = await buildClient(["admin"]);
  const applicant = pageJs(everything, "index.html");
  const applicantAlone = pageJs(baseline, "index.html");
  const backOffice = pageJs(everything, "admin/index.html");
  const lazy = everything
    .filter((file): file is Rolldown.OutputChunk => file.type === "chunk")
    .filter((chunk) => !applicant.files.includes(chunk.fileName.replace(/^assets\//, "")));
  return {
    "applicant page: initial JS files": applicant.files.join(", "),
    "applicant page: initial JS gzipped (KB, budget 150)": kb(applicant.gzipped),
    "applicant page: initial JS / budget": ratio(applicant.gzipped, INITIAL_JS_BUDGET_BYTES),
    "applicant page: initial JS uncompressed (KB)": kb(applicant.raw),
    "applicant page built without the back office (baseline), gzipped (KB)": kb(applicantAlone.gzipped),
    "applicant page: initial JS with / without the back office (gzipped)": ratio(
      applicant.gzipped,
      applicantAlone.gzipped,
    ),
    "applicant page: back-office modules in its initial JS": applicant.modules.filter((id) => BACK_OFFICE_ONLY.test(id))
      .length,
    "applicant page: catalog messages (any language) in its initial JS": catalogMessagesIn(
      everything
        .filter((file): file is Rolldown.OutputChunk => file.type === "chunk")
        .filter((chunk) => applicant.files.includes(chunk.fileName.replace(/^assets\//, "")))
        .map((chunk) => chunk.code)
        .join("\n"),
    ),
    "applicant page: words embedded in the HTML, largest language, gzipped (KB)": kb(
      Math.max(...LANGUAGES.map((l) => gzipSync(pageWordsScript(l, CATALOGS[l]), { level: 9 }).length)),
    ),
    "back office: initial JS files": backOffice.files.join(", "),
    "back office: initial JS gzipped (KB)": kb(backOffice.gzipped),
    "back office: initial JS uncompressed (KB)": kb(backOffice.raw),
    "other JS (lazy chunks, workers, other pages), gzipped (KB)": kb(
      lazy.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
    ),
  };
}
