/** Starts the application page: initial form (example data, restored draft or empty), then React. */
import "./strict-csp.ts";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ApplicationPage } from "./form/ApplicationPage.tsx";
import { type ClientForm, emptyClientForm } from "./form/client-form.ts";
import { changeOfPage, readPageConfig, startFromPage } from "./form/page-config.ts";
import { startForm } from "./form/start-form.ts";
import { fetchStoredApplication, storedClientForm } from "./form/stored-application.ts";
import { offerDraftRestore } from "./session/restore-draft.ts";
import "./form/form.css";
import "./form/containment.css";
import "./session/session.css";
import { t } from "./words.tsx";

async function initialForm(): Promise<{ form: ClientForm; config: ReturnType<typeof readPageConfig> }> {
  const config = readPageConfig();
  const statusPath = changeOfPage();
  if (statusPath) {
    // A correction: the stored application, never a draft of this browser.
    const stored = await fetchStoredApplication(statusPath);
    return {
      form: storedClientForm(stored),
      config: { ...config, change: { statusPath, version: stored.version }, keptTax: stored.tax_kept },
    };
  }
  const startFrom = startFromPage();
  if (startFrom) {
    // A new application for this edition, filled from an earlier one: its texts, its files kept by id.
    const stored = await fetchStoredApplication(startFrom);
    return {
      form: storedClientForm(stored, config.edition),
      config: { ...config, startFrom, keptTax: stored.tax_kept },
    };
  }
  if (config.fake !== "none") {
    // Demo data and its files are fetched only when asked for: an applicant's page never loads them.
    const { fakeApplication } = await import("./form/fake-application.ts");
    return { form: await fakeApplication(config.fake, config.edition), config };
  }
  const restored = await offerDraftRestore(config.edition);
  return { form: restored ?? emptyClientForm(config.edition), config };
}

async function main() {
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element.");
  const { form, config } = await initialForm();
  const { context, submit } = startForm(form, config);
  const app = createRoot(root);
  // A transition renders the long form in slices, yielding to the browser between them, instead of
  // one long task that keeps the page from answering input.
  startTransition(() => app.render(<ApplicationPage context={context} submit={submit} />));
}

main().catch((error: unknown) => {
  console.error("The application form could not start:", error);
  const root = document.getElementById("root");
  if (!root) return;
  // Built as elements, so a translation is text, never markup.
  const page = document.createElement("main");
  page.className = "page";
  const heading = document.createElement("h1");
  heading.textContent = t("form.pageTitle");
  const alert = document.createElement("p");
  alert.setAttribute("role", "alert");
  alert.textContent = t("form.formCouldNotStart");
  page.append(heading, alert);
  root.replaceChildren(page);
});
