/**
 * Readable paths for an application's files inside a ZIP: `artists/03-Jane Doe/artwork-02-Title.jpg`,
 * `gallery/pictures/01-Exhibition.jpg`, `proof/01-register.pdf`. Every segment is safe on Windows,
 * macOS and Linux, paths are unique (case-insensitively) and each file has the extension of the
 * type its bytes are (applications/download-name.ts), whatever the uploaded name said.
 */

import { cleanFilename } from "../../shared/filename.ts";
import { nameWithoutExtension, typeExtension } from "../applications/download-name.ts";
import type { LoadedFile, StoredApplication } from "../applications/load.ts";

/** Long enough to recognise, short enough that nested paths stay under Windows' 260 characters. */
const MAX_SEGMENT = 80;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** One folder or file name: no separators, nothing a file system refuses, not too long. */
export function safeSegment(text: string, fallback = "untitled"): string {
  const cleaned = cleanFilename(text.replace(/[/\\]/g, " "))
    .normalize("NFC")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .slice(0, MAX_SEGMENT)
    .replace(/[. ]+$/, "")
    .trim();
  if (!cleaned) return fallback;
  return WINDOWS_RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
}

const extensionOf = (file: LoadedFile) => typeExtension(file.contentType, file.originalName);

const two = (index: number) => String(index + 1).padStart(2, "0");

/** Hands out paths once each: a second `a.jpg` becomes `a (2).jpg`. */
export class UniquePaths {
  private readonly taken = new Set<string>();

  claim(path: string): string {
    const dot = path.lastIndexOf(".");
    const slash = path.lastIndexOf("/");
    const [stem, extension] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ""];
    let candidate = path;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}

export interface FileInZip {
  path: string;
  file: LoadedFile;
}

/** The file's place by its record path (`artists.2.artworks.1`, `gallery.pictures.0`, `proof.0`, …). */
function readablePath(application: StoredApplication, file: LoadedFile): string {
  const { form } = application;
  const parts = file.recordPath.split(".");
  const at = (i: number) => Number(parts[i]);
  const named = (index: number, title: string) =>
    `${two(index)}-${safeSegment(title || nameWithoutExtension(file.originalName), "file")}${extensionOf(file)}`;
  if (parts[0] === "artists" && parts[2] === "artworks") {
    const artist = form.artists[at(1)];
    const artwork = artist?.artworks[at(3)];
    const name = artist ? `${artist.first_name} ${artist.last_name}` : "";
    return `artists/${two(at(1))}-${safeSegment(name, "artist")}/artwork-${named(at(3), artwork?.title ?? "")}`;
  }
  if (parts[0] === "gallery" && parts[1] === "pictures")
    return `gallery/pictures/${named(at(2), form.gallery.pictures[at(2)]?.exhibition_title ?? "")}`;
  if (parts[0] === "gallery" && parts[1] === "additional") return `gallery/additional/${named(at(2), "")}`;
  if (parts[0] === "proposal" && parts[1] === "rendering") return `proposal/renderings/${named(at(2), "")}`;
  if (parts[0] === "proof") return `proof/${named(at(1), "")}`;
  // A record the form may gain later: still exported, under its own path.
  return `other/${safeSegment(file.recordPath)}-${safeSegment(nameWithoutExtension(file.originalName), "file")}${extensionOf(file)}`;
}

/** Sections and lists in the form's order; numbers sort as numbers (artwork 10 after artwork 9). */
const ORDER = ["proposal", "rendering", "artists", "artworks", "gallery", "pictures", "additional", "proof"];

function rank(file: LoadedFile): number[] {
  return file.recordPath.split(".").map((part) => {
    if (/^\d+$/.test(part)) return Number(part);
    const known = ORDER.indexOf(part);
    return known < 0 ? ORDER.length : known;
  });
}

function byFormOrder(a: LoadedFile, b: LoadedFile): number {
  const [x, y] = [rank(a), rank(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (x[i] ?? -1) - (y[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.recordPath < b.recordPath ? -1 : 1;
}

/** Every file of the application with its path under `folder` (which ends with "/" or is empty), in the form's order. */
export function filesInZip(application: StoredApplication, folder: string, paths: UniquePaths): FileInZip[] {
  return [...application.files]
    .sort(byFormOrder)
    .map((file) => ({ path: paths.claim(folder + readablePath(application, file)), file }));
}
