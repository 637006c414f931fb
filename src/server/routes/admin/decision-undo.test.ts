/**
 * Undoing a single decision through the status API: the member who made it takes it back a moment
 * later, even where the transitions would not allow the step (accepted → submitted), and the
 * history keeps both. Anyone else, a stale or a wrong undo is refused. SQLite, and PostgreSQL in the
 * suite's second pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeApplication } from "../../../../test-support/applications.ts";
import { startTestServer, type TestServer } from "../../../../test-support/server.ts";
import { createStaff, type StaffVisitor, signIn, type TestStaff } from "../../../../test-support/staff.ts";
import { exampleApplication } from "../../../shared/example-application.ts";
import { changeStatus, StatusChangeError, UNDO_WINDOW_MS } from "../../applications/status.ts";

let server: TestServer;
let ann: TestStaff;
let annVisits: StaffVisitor;
let arno: StaffVisitor;
const ids: string[] = [];

async function setStatus(who: StaffVisitor, id: string, body: Record<string, unknown>) {
  const response = await who.fetch(`/admin/api/applications/${id}/status`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  server = await startTestServer({ OPEN_EDITIONS: "fair-2027" });
  for (const name of ["Galerie Eins", "Galerie Zwei"]) {
    const form = exampleApplication({ edition: "fair-2027", artists: 1, artworksPerArtist: 1, galleryPictures: 1 });
    form.gallery.name = name;
    ids.push((await storeApplication(server.app, form, { now: Date.UTC(2027, 0, 1) })).id);
  }
  ann = await createStaff(server.app, { email: "ann@fair.example", name: "Ann Admin", role: "admin" });
  const other = await createStaff(server.app, { email: "arno@fair.example", name: "Arno Admin", role: "admin" });
  annVisits = await signIn(server.url, ann.email, ann.password);
  arno = await signIn(server.url, other.email, other.password);
}, 60_000);
afterAll(() => server.close());

describe("undoing a decision", () => {
  it("returns an acceptance to submitted, which the transitions alone refuse, and the history keeps both", async () => {
    const id = ids[0] as string;
    expect((await setStatus(annVisits, id, { status: "accepted" })).body.status).toBe("accepted");
    expect((await setStatus(annVisits, id, { status: "submitted" })).status).toBe(409);

    // Someone else cannot take back Ann's decision, nor can Ann undo to a status it never had.
    expect((await setStatus(arno, id, { status: "submitted", undo: true })).status).toBe(409);
    expect((await setStatus(annVisits, id, { status: "rejected", undo: true })).status).toBe(409);

    const undone = await setStatus(annVisits, id, { status: "submitted", undo: true });
    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe("submitted");
    expect(
      undone.body.history.map((h: { from: string; to: string; note: string | null }) => [h.from, h.to, h.note]),
    ).toEqual([
      ["submitted", "accepted", null],
      ["accepted", "submitted", "Undone."],
    ]);
  });

  it("is refused once the moment has passed, or after another member changed the status", async () => {
    const id = ids[1] as string;
    const t = Date.now();
    const actor = { staffId: ann.id, via: "back-office" as const };
    await changeStatus(server.app.db, [id], "shortlisted", actor, null, t);
    const late = changeStatus(server.app.db, [id], "submitted", actor, null, t + UNDO_WINDOW_MS + 1, { undo: true });
    await expect(late).rejects.toThrow(StatusChangeError);

    await changeStatus(server.app.db, [id], "accepted", actor, null);
    expect((await setStatus(arno, id, { status: "rejected" })).status).toBe(200);
    expect((await setStatus(annVisits, id, { status: "shortlisted", undo: true })).status).toBe(409);
  });
});
