/** A change to a stored application sent from its status page, as the form sends one (for server and browser tests). */

import { statusFormToken } from "../src/server/status-page/tokens.ts";
import type { ApplicationForm, Artist } from "../src/shared/application.ts";
import { applicationFormData } from "../src/shared/form-data.ts";

interface StoredJson {
  form: ApplicationForm;
  files: { id: string; record_path: string }[];
}

/**
 * Loads the application as the change form does, edits it, and sends it: every stored file kept (at
 * its new place, `move`) except those in `drop` and those `replaced` by new bytes. Returns the answer.
 */
export async function changeFromStatusPage(
  url: string,
  token: string,
  edit: (form: ApplicationForm) => void,
  {
    replaced = new Map<string, Blob>(),
    drop = [] as string[],
    move = (path: string) => path,
  }: { replaced?: Map<string, Blob>; drop?: string[]; move?: (path: string) => string } = {},
): Promise<Response> {
  const stored = (await (await fetch(`${url}/status/${token}/application`)).json()) as StoredJson;
  edit(stored.form);
  const kept = new Map(
    stored.files.filter((f) => !drop.includes(f.record_path)).map((f) => [move(f.record_path), f.id] as const),
  );
  for (const path of replaced.keys()) kept.delete(path);
  return fetch(`${url}/status/${token}/change`, {
    method: "POST",
    headers: { "x-csrf-token": statusFormToken(token) },
    body: applicationFormData(stored.form, { encoding: "compact", files: replaced, stored: kept }),
  });
}

/** Moves every stored file of artist n to artist n + 1: the form after an artist was put at the top. */
export const artistsShifted = (path: string) =>
  path.replace(/^artists\.(\d+)\./, (_, n: string) => `artists.${Number(n) + 1}.`);

/** An artist to put at the top of the list: one artwork, without an image. */
export const anaLima = (): Artist => ({
  first_name: "Ana",
  last_name: "Lima",
  nationality: "Brazilian",
  born: "1990",
  bio: "Ana Lima paints rivers and the people who live by them, in oil on large linen canvases.",
  artworks: [{ title: "River", meta: "2024, oil on linen", presented: "present", filename: "", size: 0 }],
});
