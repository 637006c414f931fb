/**
 * Keeps a draft of the form as the applicant types (debounced), so a closed tab or a crash
 * loses nothing: the text in localStorage, the files in IndexedDB.
 */
import { chosenFiles, toApplication } from "../form/client-form.ts";
import type { FormStore } from "../form/state/form-store.ts";
import { clearDraftFiles, type DraftFile, deleteDraftFiles, putDraftFiles } from "./draft-files.ts";
import { removeTextDraft, saveTextDraft } from "./draft-text.ts";

export const AUTOSAVE_DELAY_MS = 1000;

const whenIdle = (work: () => void) => {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(work, { timeout: 1000 });
  else work();
};

export class DraftKeeper {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dirty = false;
  private stopped = false;
  /** Upload id kept in IndexedDB for each record path. */
  private readonly keptFiles = new Map<string, string>();
  private fileWork: Promise<void> = Promise.resolve();

  private readonly store: FormStore;
  private readonly delayMs: number;

  constructor(store: FormStore, delayMs = AUTOSAVE_DELAY_MS) {
    this.store = store;
    this.delayMs = delayMs;
  }

  start(): () => void {
    const stopObserving = this.store.observe(() => this.schedule());
    // The last keystrokes before the tab closes would otherwise wait for a timer that never fires.
    const onHide = () => {
      if (document.visibilityState === "hidden" && this.dirty) void this.saveNow();
    };
    const onPageHide = () => {
      if (this.dirty) void this.saveNow();
    };
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      stopObserving();
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
      clearTimeout(this.timer);
    };
  }

  schedule(): void {
    if (this.stopped) return;
    this.dirty = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => whenIdle(() => void this.saveNow()), this.delayMs);
  }

  /** Saves text and files now; resolves when the files are written too. */
  saveNow(): Promise<void> {
    clearTimeout(this.timer);
    if (this.stopped) return this.fileWork;
    this.dirty = false;
    const form = this.store.getForm();
    saveTextDraft(toApplication(form));
    const current = chosenFiles(form);
    this.fileWork = this.fileWork.then(async () => {
      const changed: DraftFile[] = [];
      for (const [path, upload] of current)
        if (this.keptFiles.get(path) !== upload.id)
          changed.push({ path, id: upload.id, filename: upload.filename, file: upload.file });
      const gone = [...this.keptFiles.keys()].filter((path) => !current.has(path));
      await deleteDraftFiles(gone);
      await putDraftFiles(changed);
      for (const path of gone) this.keptFiles.delete(path);
      for (const file of changed) this.keptFiles.set(file.path, file.id);
    });
    return this.fileWork;
  }

  /** Forgets the draft for good (the application was sent): nothing is saved any more. */
  async discard(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    removeTextDraft();
    await this.fileWork;
    await clearDraftFiles();
    this.keptFiles.clear();
  }
}
