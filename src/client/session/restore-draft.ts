/**
 * At start: a saved draft is offered with the spec's prompt and removed afterwards, whatever
 * the answer. Files come back from IndexedDB where they were kept; a record whose file is
 * gone is dropped (lists), emptied (artworks) or left for the applicant to refill (pictures).
 */
import type { ApplicationForm } from "../../shared/application.ts";
import { messages } from "../../shared/messages.ts";
import { type ClientForm, newKey, recordOf, toClientForm, withFile } from "../form/client-form.ts";
import type { UploadedFile } from "../form/file-upload.ts";
import { clearDraftFiles, type DraftFile, readDraftFiles } from "./draft-files.ts";
import { readTextDraft, removeTextDraft } from "./draft-text.ts";

function uploadedFrom(kept: DraftFile): UploadedFile {
  const file = kept.file instanceof File ? kept.file : new File([kept.file], kept.filename, { type: kept.file.type });
  // The upload component makes the thumbnail's object URL itself and revokes it when done.
  return { id: newKey("f"), file, filename: kept.filename, size: file.size };
}

export function restoredForm(draft: ApplicationForm, files: Map<string, DraftFile>, edition: string): ClientForm {
  const form = toClientForm({ ...draft, edition });
  const fileAt = (path: string, filename: string): UploadedFile | undefined => {
    const kept = files.get(path);
    return kept && kept.filename === filename ? uploadedFrom(kept) : undefined;
  };
  const list = (path: string, records: { filename: string }[]) =>
    records.flatMap((record, i) => {
      const file = fileAt(`${path}.${i}`, record.filename);
      return file ? [recordOf(file)] : [];
    });
  return {
    ...form,
    proposal: { ...form.proposal, rendering: list("proposal.rendering", form.proposal.rendering) },
    artists: form.artists.map((artist, i) => ({
      ...artist,
      artworks: artist.artworks.map((artwork, j) =>
        artwork.filename === "" ? artwork : withFile(artwork, fileAt(`artists.${i}.artworks.${j}`, artwork.filename)),
      ),
    })),
    gallery: {
      ...form.gallery,
      pictures: form.gallery.pictures.map((picture, i) =>
        withFile(picture, fileAt(`gallery.pictures.${i}`, picture.filename)),
      ),
      additional: list("gallery.additional", form.gallery.additional),
    },
    proof: list("proof", form.proof),
  };
}

/** Asks once; returns the restored form when the applicant accepts. The stored draft is gone afterwards. */
export async function offerDraftRestore(edition: string): Promise<ClientForm | null> {
  const draft = readTextDraft();
  if (!draft) {
    await clearDraftFiles();
    return null;
  }
  const accepted = window.confirm(messages.restorePrompt);
  const form = accepted ? restoredForm(draft, await readDraftFiles(), edition) : null;
  removeTextDraft();
  await clearDraftFiles();
  return form;
}
