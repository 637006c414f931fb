/** Issue 13 item 1: what is hidden for the chosen sector is neither sent nor stored. */
import { expect, it } from "vitest";
import { fillMinimalApplication, formTestBed, pdf, storedApplication, upload } from "../test-support/form-page.ts";

const bed = formTestBed();

const PITCH = "A young program showing three painters from the Baltic coast, with a reading room.";

it("a booth size and renderings chosen before switching to Platform are not sent nor stored", async () => {
  const page = await bed.openForm();
  await fillMinimalApplication(page, "Plattform Nord");
  await page.getByRole("radio", { name: "Large" }).check();
  await upload(page, "Booth renderings", [pdf("booth.pdf")]);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/application-submit")) sent.push(request.postDataBuffer()?.toString("latin1") ?? "");
  });

  await page.getByLabel("Platform: the sector for young programs").check();
  // Platform applicants have no booth: neither the size nor the renderings are asked.
  expect(await page.getByRole("radio", { name: "Large" }).count()).toBe(0);
  expect(await page.getByLabel("Booth renderings", { exact: true }).count()).toBe(0);
  await page.getByLabel("A short description of your program").fill(PITCH);
  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "Application sent" }).waitFor();

  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toContain("booth.pdf");
  expect(sent[0]).not.toContain('"large"');
  const stored = await storedApplication(bed.server, "Plattform Nord");
  expect(stored?.form.choice).toBe("platform");
  expect(stored?.form.proposal).toMatchObject({ booth: "", pitch: PITCH, rendering: [] });
  expect(stored?.files.map((f) => f.recordPath)).not.toContain("proposal.rendering.0");
  await page.context().close();
});

it("a pitch typed before switching to Galleries is not stored", async () => {
  const page = await bed.openForm();
  await page.getByLabel("Platform: the sector for young programs").check();
  await page.getByLabel("A short description of your program").fill(PITCH);
  await fillMinimalApplication(page, "Galerie Wechsel");
  await page.getByRole("button", { name: "Send application" }).click();
  await page.getByRole("heading", { name: "Application sent" }).waitFor();
  const stored = await storedApplication(bed.server, "Galerie Wechsel");
  expect(stored?.form.proposal).toMatchObject({ booth: "small", pitch: "" });
  await page.context().close();
});
