/**
 * Stored applications for back-office tests and benchmarks, written the way a submission writes
 * them (files in the store, rows through insertApplication), without going through HTTP.
 */
import type { App } from "../src/server/app.ts";
import { storeWithFiles } from "../src/server/demo/store-with-files.ts";
import type { ApplicationForm } from "../src/shared/application.ts";
import { filesForForm } from "./fixtures.ts";

/** Stores the form with generated file bytes (PNG, or PDF for names ending .pdf); returns its id and the bytes by record path. */
export async function storeApplication(
  app: Pick<App, "db" | "store">,
  form: ApplicationForm,
  options: { now?: number } = {},
): Promise<{ id: string; files: Map<string, Buffer> }> {
  const files = new Map<string, Buffer>();
  for (const [recordPath, blob] of filesForForm(form)) files.set(recordPath, Buffer.from(await blob.arrayBuffer()));
  const id = await storeWithFiles(app.db, app.store, form, (recordPath) => files.get(recordPath) as Buffer, options);
  return { id, files };
}
