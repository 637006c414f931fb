/**
 * The form as the page holds it: the shared ApplicationForm plus, on every list entry, a stable
 * key for React and, on every file record, the chosen file. Both extras are stripped before
 * anything leaves the page.
 */
import type {
  ApplicationForm,
  Artist,
  Artwork,
  FileRecord,
  Gallery,
  GalleryPicture,
  Proposal,
} from "../../shared/application.ts";
import { emptyApplication } from "../../shared/application.ts";
import type { UploadedFile } from "./file-upload.ts";

export interface ClientFileRecord extends FileRecord {
  key: string;
  file?: UploadedFile;
}
export interface ClientArtwork extends Artwork {
  key: string;
  file?: UploadedFile;
}
export interface ClientArtist extends Omit<Artist, "artworks"> {
  key: string;
  artworks: ClientArtwork[];
}
export interface ClientGalleryPicture extends GalleryPicture {
  key: string;
  file?: UploadedFile;
}
export interface ClientGallery extends Omit<Gallery, "pictures" | "additional"> {
  pictures: ClientGalleryPicture[];
  additional: ClientFileRecord[];
}
export interface ClientProposal extends Omit<Proposal, "rendering"> {
  rendering: ClientFileRecord[];
}
export interface ClientForm extends Omit<ApplicationForm, "proposal" | "artists" | "gallery" | "proof"> {
  proposal: ClientProposal;
  artists: ClientArtist[];
  gallery: ClientGallery;
  proof: ClientFileRecord[];
}

let lastKey = 0;
/** Unique within the page; crypto.randomUUID is missing outside secure contexts. */
export function newKey(prefix = "k"): string {
  lastKey += 1;
  return `${prefix}${lastKey}`;
}

export function clientArtwork(artwork: Artwork, file?: UploadedFile): ClientArtwork {
  return { ...artwork, key: newKey("w"), ...(file ? { file } : {}) };
}

export function clientArtist(artist: Artist): ClientArtist {
  return { ...artist, key: newKey("a"), artworks: artist.artworks.map((w) => clientArtwork(w)) };
}

export function clientGalleryPicture(picture: GalleryPicture): ClientGalleryPicture {
  return { ...picture, key: newKey("p") };
}

const clientFileRecord = (record: FileRecord): ClientFileRecord => ({ ...record, key: newKey("f") });

/** Adds keys to a plain form; files are attached afterwards by whoever has them. */
export function toClientForm(form: ApplicationForm): ClientForm {
  return {
    ...form,
    proposal: { ...form.proposal, rendering: form.proposal.rendering.map(clientFileRecord) },
    artists: form.artists.map(clientArtist),
    gallery: {
      ...form.gallery,
      pictures: form.gallery.pictures.map(clientGalleryPicture),
      additional: form.gallery.additional.map(clientFileRecord),
    },
    proof: form.proof.map(clientFileRecord),
  };
}

export function emptyClientForm(edition: string): ClientForm {
  return toClientForm(emptyApplication(edition));
}

const plainRecord = ({ filename, size }: FileRecord): FileRecord => ({ filename, size });

/** The form without keys and files: what is validated on the server, sent and kept as a draft. */
export function toApplication(form: ClientForm): ApplicationForm {
  return {
    edition: form.edition,
    choice: form.choice,
    sector: form.sector,
    proposal: { ...form.proposal, rendering: form.proposal.rendering.map(plainRecord) },
    artists: form.artists.map(({ key: _key, artworks, ...artist }) => ({
      ...artist,
      artworks: artworks.map(({ key: _k, file: _f, ...artwork }) => artwork),
    })),
    gallery: {
      ...form.gallery,
      pictures: form.gallery.pictures.map(({ key: _key, file: _file, ...picture }) => picture),
      additional: form.gallery.additional.map(plainRecord),
    },
    tax: { ...form.tax },
    proof: form.proof.map(plainRecord),
  };
}

/** Every chosen file by its record path (`gallery.pictures.0`), as applicationFormData wants them. */
export function chosenFiles(form: ClientForm): Map<string, UploadedFile> {
  const files = new Map<string, UploadedFile>();
  const add = (path: string, file: UploadedFile | undefined) => {
    if (file) files.set(path, file);
  };
  form.proposal.rendering.forEach((r, i) => add(`proposal.rendering.${i}`, r.file));
  form.artists.forEach((artist, i) =>
    artist.artworks.forEach((artwork, j) => add(`artists.${i}.artworks.${j}`, artwork.file)),
  );
  form.gallery.pictures.forEach((p, i) => add(`gallery.pictures.${i}`, p.file));
  form.gallery.additional.forEach((r, i) => add(`gallery.additional.${i}`, r.file));
  form.proof.forEach((r, i) => add(`proof.${i}`, r.file));
  return files;
}

/** The record a list upload keeps for each chosen file. */
export function recordOf(file: UploadedFile): ClientFileRecord {
  return { key: file.id, filename: file.filename, size: file.size, file };
}

/** What the artwork or picture record holds once a file is chosen, or removed. */
export function withFile<T extends FileRecord & { file?: UploadedFile }>(record: T, file: UploadedFile | undefined): T {
  if (!file) {
    const { file: _old, ...rest } = record;
    return { ...rest, filename: "", size: 0 } as T;
  }
  return { ...record, filename: file.filename, size: file.size, file };
}
