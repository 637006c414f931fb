/**
 * Property: whatever a client sends, validate and submit answer 200 or 4xx with a JSON body,
 * never 5xx; and whatever validate accepts, submit accepts too.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { blobOf, makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer, type Visitor } from "../../../../test-support/server.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { applicationFormData } from "../../../shared/form-data.ts";
import { bracketEntries } from "../../../shared/wire.ts";
import { loadApplication } from "../../applications/load.ts";

let server: TestServer;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await server.visitor();
});
afterAll(() => server.close());

const knownNames = bracketEntries(exampleApplication({ withFiles: false })).map(([name]) => name);

/** Field names: real ones, real ones with odd indexes, and junk. */
const fieldName = fc.oneof(
  fc.constantFrom(...knownNames),
  fc.tuple(fc.constantFrom(...knownNames), fc.nat({ max: 120 })).map(([name, i]) => name.replace(/\[\d+\]/, `[${i}]`)),
  fc.constantFrom(
    "__proto__[x]",
    "constructor[prototype][x]",
    "artists[999999999][bio]",
    "artists[01][bio]",
    "_token",
    "gallery",
  ),
  fc.string({ maxLength: 30 }),
);

const fieldValue = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom(
    "galleries",
    "platform",
    "small",
    "present",
    "similar",
    "1",
    "true",
    "2020",
    " 2020 ",
    "1e3",
    "-1",
    "{",
    "[]",
    "null",
  ),
  fc.string({ unit: "grapheme", maxLength: 60 }),
);

/** Starts from a valid application (so some payloads pass), then removes, overwrites and adds fields. */
const payload = fc.record({
  drop: fc.array(fc.nat({ max: knownNames.length - 1 }), { maxLength: 6 }),
  set: fc.array(fc.tuple(fc.nat({ max: knownNames.length - 1 }), fieldValue), { maxLength: 6 }),
  add: fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 8 }),
});

it("answers every random payload with 200 or a 4xx JSON body, and submit agrees with validate", async () => {
  const form = exampleApplication({ edition: visitor.edition, withFiles: false, artists: 2, artworksPerArtist: 2 });
  const png = makePng(24, 16);
  form.gallery.pictures = [{ filename: "a.png", size: png.length, exhibition_title: "A", artists: "B", year: "2020" }];
  const base = bracketEntries(form);
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(payload, async ({ drop, set, add }) => {
      const entries = base.filter((_, i) => !drop.includes(i)).map(([n, v]): [string, string] => [n, v]);
      for (const [i, value] of set) {
        const entry = entries[i % Math.max(entries.length, 1)];
        if (entry) entry[1] = value;
      }
      entries.push(...add);
      const body = (withFile: boolean) => {
        const data = new FormData();
        for (const [name, value] of entries) data.append(name, value);
        if (withFile) data.append("gallery[pictures][0][file]", blobOf(png), "a.png");
        return data;
      };
      const answers = [];
      for (const route of ["/application-validate", "/application-submit"]) {
        const response = await visitor.fetch(route, { method: "POST", body: body(route.endsWith("submit")) });
        const text = await response.text();
        expect(response.status, text).toBeLessThan(500);
        expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(true);
        const json = JSON.parse(text);
        expect(typeof json).toBe("object");
        answers.push(response.status);
      }
      if (answers[0] === 200) {
        accepted++;
        expect(answers[1]).toBe(200);
      }
    }),
    { numRuns: 150, seed: Number(process.env.FC_SEED ?? 20261121) },
  );
  // The property is only worth something if some random payloads are valid.
  expect(accepted).toBeGreaterThanOrEqual(5);
}, 120_000);

it("stores random valid applications and reads them back unchanged", async () => {
  const png = makePng(24, 16);
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        artists: fc.integer({ min: 1, max: 4 }),
        artworks: fc.integer({ min: 1, max: 4 }),
        name: fc
          .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
          .filter((s) => s.trim() !== "" && !s.includes("\r")),
        year: fc.integer({ min: 1800, max: new Date().getFullYear() }),
      }),
      async ({ artists, artworks, name, year }) => {
        const form = exampleApplication({
          edition: visitor.edition,
          withFiles: false,
          artists,
          artworksPerArtist: artworks,
        });
        form.gallery.name = name;
        form.gallery.year_founded = String(year);
        form.gallery.pictures = [
          { filename: "a.png", size: png.length, exhibition_title: "A", artists: "B", year: "2020" },
        ];
        const files = new Map([["gallery.pictures.0", blobOf(png)]]);
        const response = await visitor.fetch("/application-submit", {
          method: "POST",
          body: applicationFormData(form, { files, encoding: year % 2 ? "compact" : "bracket", token: visitor.token }),
        });
        const answer = await response.json();
        expect(response.status, JSON.stringify(answer)).toBe(200);
        expect((await loadApplication(server.app.db, answer.id))?.form).toEqual(form);
      },
    ),
    { numRuns: 40, seed: 7 },
  );
}, 60_000);
