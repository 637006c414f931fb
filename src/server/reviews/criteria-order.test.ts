/** Scores come back in the edition's order of its criteria, not in the order of their ids. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { storeApplication } from "../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn } from "../../../test-support/staff.ts";
import { exampleApplication } from "../../shared/example-application.ts";

let server: TestServer;
let admin: StaffVisitor;
let edition: string;
beforeAll(async () => {
  server = await startTestServer();
  edition = server.config.openEditions[0] as string;
  const ada = await createStaff(server.app, { email: "ada@fair.example", role: "admin" });
  admin = await signIn(server.url, ada.email, ada.password);
});
afterAll(() => server.close());

const send = (method: string, path: string, body?: unknown) =>
  admin.fetch(path, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });

it("returns a review's scores in the criteria's order after the criteria are reordered", async () => {
  const { id } = await storeApplication(server.app, exampleApplication({ edition }));
  const criteria = (await (await send("GET", `/admin/api/editions/${edition}/criteria`)).json()).items as {
    id: string;
  }[];
  // The last criterion first: positions now differ from any order of ids.
  const last = criteria[criteria.length - 1]?.id as string;
  expect((await send("PATCH", `/admin/api/editions/${edition}/criteria/${last}`, { position: 0 })).status).toBe(200);
  const ordered = (await (await send("GET", `/admin/api/editions/${edition}/criteria`)).json()).items as {
    id: string;
  }[];
  expect(ordered[0]?.id).toBe(last);
  const scores = Object.fromEntries([...criteria].reverse().map((c, i) => [c.id, i + 1]));
  expect((await send("PUT", `/admin/api/applications/${id}/review`, { scores, comment: "" })).status).toBe(200);
  const reviews = await (await send("GET", `/admin/api/applications/${id}/reviews`)).json();
  expect(reviews.criteria.map((c: { id: string }) => c.id)).toEqual(ordered.map((c) => c.id));
  expect(Object.keys(reviews.mine.scores)).toEqual(ordered.map((c) => c.id));
});
