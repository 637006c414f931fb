/** The shared rules as the page runs them, plus the one thing only the page can know: a picture without its file. */
import type { ErrorMap } from "../../shared/application.ts";
import type { UploadSizeLimits } from "../../shared/limits.ts";
import { validateApplication } from "../../shared/rules.ts";
import { keepSectorFields } from "../../shared/sector.ts";
import type { ClientForm } from "./client-form.ts";
import { clientMessages } from "./client-messages.ts";

/**
 * @param keptTax a correction's stored tax details (masked): a field among them left empty keeps its
 *   stored value, so it is not missing.
 */
export function validateForm(
  form: ClientForm,
  uploadLimits: UploadSizeLimits,
  keptTax?: Readonly<Record<string, string>>,
  taxCountryRequired?: boolean,
): ErrorMap {
  const errors = validateApplication(keepSectorFields(form), { uploadLimits, taxCountryRequired });
  for (const [field, kept] of Object.entries(keptTax ?? {}))
    if (kept !== "" && (form.tax as Record<string, string>)[field]?.trim() === "") delete errors[`tax.${field}`];
  form.gallery.pictures.forEach((picture, i) => {
    // The shared rule calls an empty record "not a valid file", which is about a broken upload;
    // a picture whose file was never chosen (or could not be restored) needs different words.
    if (!picture.file && picture.size === 0)
      errors[`gallery.pictures.${i}.file`] = [clientMessages.pictureFileMissing(i + 1)];
  });
  return errors;
}
