/**
 * The spec's validation rules (section 5), run by the browser on submit and by the server
 * on validate and submit. Returns every problem at its dotted path.
 */

import { isEmailAddress } from "./api/patterns.ts";
import { type ApplicationForm, applicationSchema, type ErrorMap, type FileRecord } from "./application.ts";
import { forEachField } from "./form-fields.ts";
import {
  currentYear,
  DEFAULT_UPLOAD_SIZE_LIMITS,
  MAX_ARTISTS,
  MAX_ARTWORKS_PER_ARTIST,
  MIN_BIO_LENGTH,
  MIN_PITCH_LENGTH,
  MIN_YEAR,
  UPLOAD_FIELDS,
  type UploadSizeLimits,
} from "./limits.ts";
import { messages as english, type Messages } from "./messages.ts";

export interface RuleOptions {
  now?: Date;
  uploadLimits?: UploadSizeLimits;
  /** The edition charges fees: its invoices need the company's country (for the VAT). */
  taxCountryRequired?: boolean;
  /** The messages in the reader's language (English when not given). */
  messages?: Messages;
}

export function isEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

/** A four-digit year between 1800 and this year; surrounding spaces are forgiven. */
export function parseYear(value: string, now?: Date): number | null {
  const trimmed = value.trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return year >= MIN_YEAR && year <= currentYear(now) ? year : null;
}

const blank = (value: string) => value.trim() === "";

export function validateApplication(form: ApplicationForm, options: RuleOptions = {}): ErrorMap {
  const errors: ErrorMap = {};
  const add = (path: string, message: string) => {
    const list = errors[path];
    if (list) list.push(message);
    else errors[path] = [message];
  };
  const limits = options.uploadLimits ?? DEFAULT_UPLOAD_SIZE_LIMITS;
  const now = options.now;
  const messages = options.messages ?? english;

  const checkFile = (path: string, file: FileRecord) => {
    const name = file.filename.trim() || messages.theFile;
    if (file.size <= 0) add(`${path}.file`, messages.fileInvalid(name));
    else if (file.size > limits.maxFileBytes) add(`${path}.file`, messages.fileTooLarge(name));
  };
  const checkFiles = (path: string, files: FileRecord[], maxCount: number) => {
    if (files.length > maxCount) add(path, messages.aboutField(path, messages.tooManyFiles(maxCount)));
    files.forEach((file, i) => checkFile(`${path}.${i}`, file));
  };

  if (form.choice === "") add("choice", messages.choice);

  const { proposal } = form;
  if (form.choice === "galleries" && proposal.booth === "") add("proposal.booth", messages.booth);
  if (form.choice === "platform" && proposal.pitch.trim().length < MIN_PITCH_LENGTH)
    add("proposal.pitch", messages.pitch);
  checkFiles("proposal.rendering", proposal.rendering, UPLOAD_FIELDS.rendering.maxCount);

  if (form.artists.length === 0) add("artists", messages.noArtists);
  if (form.artists.length > MAX_ARTISTS) add("artists", messages.tooManyArtists);
  form.artists.forEach((artist, i) => {
    const n = i + 1;
    const at = `artists.${i}`;
    if (blank(artist.first_name)) add(`${at}.first_name`, messages.artistFirstName(n));
    if (blank(artist.last_name)) add(`${at}.last_name`, messages.artistLastName(n));
    if (artist.bio.trim().length < MIN_BIO_LENGTH) add(`${at}.bio`, messages.artistBio(n));
    if (!blank(artist.born) && parseYear(artist.born, now) === null) add(`${at}.born`, messages.artistBorn(n));
    if (artist.artworks.length === 0) add(`${at}.artworks`, messages.noArtworks(n));
    if (artist.artworks.length > MAX_ARTWORKS_PER_ARTIST) add(`${at}.artworks`, messages.tooManyArtworks(n));
    artist.artworks.forEach((artwork, j) => {
      const m = j + 1;
      const path = `${at}.artworks.${j}`;
      if (blank(artwork.title)) add(`${path}.title`, messages.artworkTitle(n, m));
      if (artwork.presented === "") add(`${path}.presented`, messages.artworkPresented(n, m));
      if (artwork.filename !== "") checkFile(path, artwork);
    });
  });

  const { gallery } = form;
  if (blank(gallery.name)) add("gallery.name", messages.galleryName);
  if (blank(gallery.locations)) add("gallery.locations", messages.galleryLocations);
  if (blank(gallery.contact)) add("gallery.contact", messages.galleryContact);
  if (parseYear(gallery.year_founded, now) === null) add("gallery.year_founded", messages.galleryYearFounded);
  if (!isEmail(gallery.email)) add("gallery.email", messages.galleryEmail);
  if (gallery.pictures.length === 0) add("gallery.pictures", messages.galleryPictures);
  checkFiles("gallery.pictures", gallery.pictures, UPLOAD_FIELDS.galleryPicture.maxCount);
  gallery.pictures.forEach((picture, i) => {
    const n = i + 1;
    const at = `gallery.pictures.${i}`;
    if (blank(picture.exhibition_title)) add(`${at}.exhibition_title`, messages.pictureTitle(n));
    if (blank(picture.artists)) add(`${at}.artists`, messages.pictureArtists(n));
    if (parseYear(picture.year, now) === null) add(`${at}.year`, messages.pictureYear(n));
  });
  checkFiles("gallery.additional", gallery.additional, UPLOAD_FIELDS.galleryAdditional.maxCount);

  const { tax } = form;
  if (blank(tax.company)) add("tax.company", messages.taxCompany);
  if (blank(tax.address)) add("tax.address", messages.taxAddress);
  if (options.taxCountryRequired && tax.country === "") add("tax.country", messages.taxCountry);
  if (blank(tax.number)) add("tax.number", messages.taxNumber);
  if (blank(tax.contact)) add("tax.contact", messages.taxContact);
  if (!isEmail(tax.email)) add("tax.email", messages.taxEmail);
  if (blank(tax.phone)) add("tax.phone", messages.taxPhone);

  checkFiles("proof", form.proof, UPLOAD_FIELDS.proof.maxCount);

  // Every text field has a cap, so one field cannot fill the database; the schema says which.
  forEachField(applicationSchema, form, (path, value, description) => {
    if (description.field === "text" && typeof value === "string" && value.length > description.cap)
      add(path.join("."), messages.aboutField(path.join("."), messages.tooLong(description.cap)));
  });
  return errors;
}

/** Merges error maps, keeping every message once. */
export function mergeErrors(...maps: ErrorMap[]): ErrorMap {
  const merged: ErrorMap = {};
  for (const map of maps)
    for (const [path, list] of Object.entries(map)) {
      const into = merged[path] ?? [];
      merged[path] = into;
      for (const message of list) if (!into.includes(message)) into.push(message);
    }
  return merged;
}
