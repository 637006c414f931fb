/**
 * The draft's files in IndexedDB, keyed by record path (`gallery.pictures.0`), so a restored
 * draft has its images and documents back. Every call degrades to "nothing kept" where the
 * browser has no IndexedDB or refuses it.
 */

const DATABASE = "art-fair-application-draft";
const FILES = "files";

export interface DraftFile {
  path: string;
  /** The upload's id, so unchanged files are not written again. */
  id: string;
  filename: string;
  file: Blob;
}

let opening: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  if (opening) return opening;
  opening = new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(null);
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(FILES, { keyPath: "path" });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  return openDatabase().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) return resolve(undefined);
        try {
          const transaction = db.transaction(FILES, mode);
          const request = work(transaction.objectStore(FILES));
          transaction.oncomplete = () => resolve(request?.result);
          transaction.onerror = () => resolve(undefined);
          transaction.onabort = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      }),
  );
}

export async function putDraftFiles(files: DraftFile[]): Promise<void> {
  if (files.length === 0) return;
  await run("readwrite", (store) => {
    for (const file of files) store.put(file);
    return undefined;
  });
}

export async function deleteDraftFiles(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await run("readwrite", (store) => {
    for (const path of paths) store.delete(path);
    return undefined;
  });
}

export async function readDraftFiles(): Promise<Map<string, DraftFile>> {
  const all = await run<DraftFile[]>("readonly", (store) => store.getAll() as IDBRequest<DraftFile[]>);
  return new Map((all ?? []).map((file) => [file.path, file]));
}

export async function clearDraftFiles(): Promise<void> {
  await run("readwrite", (store) => store.clear());
}
