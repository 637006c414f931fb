/**
 * Failed mail in the back office, in Chromium on a phone: the outbox page counts it, shows what
 * the mail server said, and "Try again" sends it once the address works; axe clean, never wider
 * than the window.
 */
import { afterAll, expect, it } from "vitest";
import { backOfficeTestBed, PHONE, signInThroughPage } from "../test-support/back-office-page.ts";
import { seriousAccessibilityViolations } from "../test-support/browser.ts";
import { startSmtp, until } from "../test-support/smtp-server.ts";
import { signIn } from "../test-support/staff.ts";

const smtp = await startSmtp();
const bed = backOfficeTestBed({ SMTP_URL: smtp.url, MAIL_RETRY_SECONDS: "1" });
afterAll(() => smtp.close());

const REFUSAL = "5.1.1 <lost@gallery.example>: Recipient address rejected";

it("counts failed mail, shows the server's words, and tries it again", async () => {
  const server = bed.server();
  const admin = bed.staff("admin");
  smtp.refuse("lost@gallery.example", 550, REFUSAL);
  const api = await signIn(server.url, admin.email, admin.password);
  const invited = await api.fetch("/admin/api/staff", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "lost@gallery.example", name: "Lost", role: "reviewer" }),
  });
  expect(invited.status).toBe(201);
  await until(() =>
    server.app.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("recipient", "=", "lost@gallery.example")
      .where("state", "=", "failed")
      .executeTakeFirst(),
  );

  const page = await bed.newPage(PHONE);
  await signInThroughPage(page, server.url, admin, "/admin/letters");
  const failed = page.getByRole("region", { name: /Failed mail/ });
  await failed.getByRole("heading", { name: "Failed mail (1)" }).waitFor();
  expect(await failed.getByText(`Not sent: 550 ${REFUSAL}`).isVisible()).toBe(true);
  expect(await failed.getByText("Invitation to lost@gallery.example", { exact: true }).isVisible()).toBe(true);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  smtp.accept("lost@gallery.example");
  await failed.getByRole("button", { name: /^Try again\W+Invitation to lost@gallery\.example$/ }).click();
  await failed.getByRole("status").getByText("1 email is tried again.").waitFor();
  await failed.getByRole("heading", { name: "Failed mail (0)" }).waitFor();
  expect(await failed.getByText("No email has failed.").isVisible()).toBe(true);
  await until(() => (smtp.received.some((m) => m.to.includes("lost@gallery.example")) ? true : undefined));
  expect(smtp.received.filter((m) => m.to.includes("lost@gallery.example"))).toHaveLength(1);
}, 60_000);
