/**
 * What an upload refuses, and with which message: empty or unreadable files ("online only"
 * placeholders), types outside the field's kind, files over the size limit, files beyond the count.
 */
import type { FileKind } from "../../shared/limits.ts";
import { messages } from "../../shared/messages.ts";
import { sizeInWords } from "../../shared/receipt.ts";
import { t } from "../words.tsx";
import { type AcceptedType, isAllowed, isHeic, SNIFF_BYTES, sniffType, typesInWords } from "./file-types.ts";

/** What a file the field does not take turned out to be, in words. */
const FOUND: Record<AcceptedType, string> = {
  "application/pdf": t("form.foundPdf"),
  "image/jpeg": t("form.foundJpeg"),
  "image/png": t("form.foundPng"),
  "image/webp": t("form.foundWebp"),
};

export type FileCheck = { ok: true; type: AcceptedType } | { ok: false; message: string };

/**
 * Reads the file's first bytes. Cloud placeholders ("online only" files in iCloud, OneDrive and the
 * like) report a name and often a size, but reading them throws or yields nothing.
 */
async function readHead(file: Blob): Promise<Uint8Array | null> {
  try {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    return head.length > 0 ? head : null;
  } catch {
    return null;
  }
}

export async function checkFile(file: File, kind: FileKind): Promise<FileCheck> {
  const invalid = (reason: string) =>
    ({ ok: false, message: messages.withReason(messages.fileInvalid(file.name), reason) }) as const;
  if (file.size === 0) return invalid(messages.fileEmpty);
  const head = await readHead(file);
  if (!head) return invalid(messages.fileUnreadable);
  if (isHeic(head)) return { ok: false, message: messages.fileHeic(file.name) };
  const type = sniffType(head);
  if (!type) return invalid(messages.fileUnknownType(typesInWords(kind)));
  if (!isAllowed(type, kind)) return invalid(messages.fileWrongType(FOUND[type], typesInWords(kind)));
  return { ok: true, type };
}

/** The too-large message with the file's size and the limit, or null when it fits (or no limit was set). */
export function sizeProblem(file: { name: string; size: number }, maxSize: number | undefined): string | null {
  if (maxSize === undefined || file.size <= maxSize) return null;
  return messages.withReason(
    messages.fileTooLarge(file.name),
    messages.fileOverLimit(sizeInWords(file.size), sizeInWords(maxSize)),
  );
}

export interface CountSplit<T> {
  accepted: T[];
  refused: T[];
  /** Set when some were refused. */
  message: string | null;
}

/** Keeps files in the order given until the field holds `maxCount`; the rest are refused. */
export function splitByCount<T>(candidates: readonly T[], held: number, maxCount: number | undefined): CountSplit<T> {
  if (maxCount === undefined) return { accepted: [...candidates], refused: [], message: null };
  const room = Math.max(0, maxCount - held);
  const accepted = candidates.slice(0, room);
  const refused = candidates.slice(room);
  return { accepted, refused, message: refused.length > 0 ? messages.tooManyFiles(maxCount) : null };
}
