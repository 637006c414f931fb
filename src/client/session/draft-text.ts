/** The draft's text in localStorage: the whole form without files (spec section 8). */
import { type ApplicationForm, normalizeApplication } from "../../shared/application.ts";

export const DRAFT_KEY = "art-fair-application-draft";

interface StoredDraft {
  version: 1;
  savedAt: number;
  form: ApplicationForm;
}

export function saveTextDraft(form: ApplicationForm, now = Date.now()): boolean {
  const draft: StoredDraft = { version: 1, savedAt: now, form };
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch (error) {
    // Storage full or switched off (private mode): the form itself is untouched.
    console.error("The draft could not be saved in this browser:", error);
    return false;
  }
}

/** The stored draft as a complete form, or null when there is none (or it cannot be read). */
export function readTextDraft(): ApplicationForm | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    return parsed && typeof parsed === "object" && "form" in parsed ? normalizeApplication(parsed.form) : null;
  } catch {
    return null;
  }
}

export function removeTextDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored when storage is off.
  }
}
