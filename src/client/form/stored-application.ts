/**
 * The stored application as the form fills itself with it (GET /status/<token>/application): its
 * texts, and its files as already chosen (name, size, thumbnail). A stored file is sent again only
 * when replaced; otherwise its record names it by id.
 */
import { type StoredApplication, storedApplication } from "../../shared/api/applicant.ts";
import { normalizeApplication } from "../../shared/application.ts";
import { type ClientForm, toClientForm } from "./client-form.ts";
import type { UploadedFile } from "./file-upload.ts";

/** Read with the schema the server answers with; the form normalised as every form the page holds is. */
export async function fetchStoredApplication(statusPath: string): Promise<StoredApplication> {
  const answer = await fetch(`${statusPath}/application`, { headers: { accept: "application/json" } });
  if (!answer.ok) throw new Error(`${statusPath}/application answered ${answer.status}.`);
  const parsed = storedApplication.safeParse(await answer.json());
  if (!parsed.success) throw new Error(`${statusPath}/application answered what the form does not understand.`);
  return { ...parsed.data, form: normalizeApplication(parsed.data.form) };
}

/** A stored file shown as chosen: no bytes in the page, its thumbnail from the status page. */
function storedUpload(file: StoredApplication["files"][number]): UploadedFile {
  return {
    id: `stored-${file.id}`,
    file: new File([], file.name, { type: file.type }),
    filename: file.name,
    size: file.size,
    ...(file.thumbnail ? { previewUrl: file.thumbnail } : {}),
    storedId: file.id,
  };
}

/** The form filled with the stored application, each stored file on its record. */
export function storedClientForm(stored: StoredApplication, edition = stored.form.edition): ClientForm {
  const form = toClientForm({ ...stored.form, edition });
  for (const file of stored.files) {
    const record = recordAt(form, file.record_path);
    if (record) record.file = storedUpload(file);
  }
  return form;
}

function recordAt(form: ClientForm, recordPath: string): { file?: UploadedFile } | undefined {
  let value: unknown = form;
  for (const key of recordPath.split(".")) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value !== null && typeof value === "object" ? (value as { file?: UploadedFile }) : undefined;
}
