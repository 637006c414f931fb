/**
 * Issue 35: the public list of galleries in the reader's order. A Chinese reader looks names up by
 * their pinyin (北京 bei, 东京 dong, 上海 shang), with Chinese names before Latin ones; a Spanish
 * reader has ñ as a letter of its own after n. English keeps Unicode's order.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePng } from "../../../../test-support/fixtures.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { acceptApplication } from "../../applications/status.ts";
import { storeSampleGallery } from "../../demo/sample-gallery.ts";

const NAMES = ["上海画廊", "Galería Nube", "北京画廊", "Galería Ñandú", "东京画廊"];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const edition = server.config.openEditions[0] as string;
  for (const [i, name] of NAMES.entries()) {
    const id = await storeSampleGallery(server.app.db, server.app.store, {
      edition,
      name,
      email: `gallery-${i}@gallery.example`,
      pictures: [makePng(300, 200, i)],
    });
    await acceptApplication(server.app.db, id);
  }
});
afterAll(() => server?.close());

async function listed(language: string): Promise<string[]> {
  const response = await fetch(`${server.url}/ecosystem?lang=${language}`);
  expect(response.status).toBe(200);
  const body = await response.text();
  return [...body.matchAll(/<span dir="auto">([^<]+)<\/span>/g)].map((m) => m[1] as string);
}

it("lists the galleries in the order of the reader's language", async () => {
  expect(await listed("en")).toEqual(["Galería Ñandú", "Galería Nube", "上海画廊", "东京画廊", "北京画廊"]);
  expect(await listed("zh")).toEqual(["北京画廊", "东京画廊", "上海画廊", "Galería Ñandú", "Galería Nube"]);
  expect(await listed("es")).toEqual(["Galería Nube", "Galería Ñandú", "上海画廊", "东京画廊", "北京画廊"]);
});
