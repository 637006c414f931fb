/** Each list of chosen files is named after what it belongs to, so a screen reader tells them apart. */
import { expect, it } from "vitest";
import { formTestBed } from "../test-support/form-page.ts";

const bed = formTestBed();

it("every file list has a name of its own; an artwork's is named after the artwork", async () => {
  const page = await bed.openForm("?fake");
  const lists = page.locator(".file-upload__list");
  await expect.poll(() => lists.count()).toBeGreaterThan(10);
  const names = await lists.evaluateAll((all) => all.map((list) => list.getAttribute("aria-label") ?? ""));
  expect(new Set(names).size).toBe(names.length);

  const second = page.getByRole("list", { name: "Image of artwork 2 of artist 1", exact: true });
  expect(await second.count()).toBe(1);
  expect(await second.getByRole("button", { name: /^Remove / }).count()).toBe(1);
  expect(await page.getByRole("list", { name: "Picture of gallery picture 1", exact: true }).count()).toBe(1);
  await page.context().close();
});
