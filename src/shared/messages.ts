/** Every message the applicant can read, worded once. Spec section 5 messages are verbatim. */
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST } from "./limits.ts";

export const messages = {
  choice: "Please choose whether you apply as a gallery or for the platform.",
  edition: "This edition is not open for applications.",
  booth: "Please select a booth size.",
  pitch: "A short description of your program is required.",

  noArtists: "Please add at least one artist.",
  tooManyArtists: `You can add at most ${MAX_ARTISTS} artists.`,
  artistFirstName: (n: number) => `Artist ${n}: Please provide a first name.`,
  artistLastName: (n: number) => `Artist ${n}: Please provide a last name.`,
  artistBio: (n: number) => `Artist ${n}: Please provide a biography.`,
  artistBorn: (n: number) => `Artist ${n}: Please provide a valid year of birth.`,
  noArtworks: (n: number) => `Artist ${n}: Please add at least one artwork.`,
  tooManyArtworks: (n: number) => `Artist ${n}: You can add at most ${MAX_ARTWORKS_PER_ARTIST} artworks.`,
  artworkTitle: (n: number, m: number) => `Artist ${n}, Artwork ${m}: Please provide a title.`,
  artworkPresented: (n: number, m: number) =>
    `Artist ${n}, Artwork ${m}: Please indicate if the artwork will be presented or if it's a similar work.`,
  someArtistsIncorrect: "Some artist details are incorrect.",

  galleryName: "Please provide the gallery name.",
  galleryLocations: "Please provide the gallery locations.",
  galleryContact: "Please provide a contact person.",
  galleryYearFounded: "Please provide a valid year the gallery was founded.",
  galleryEmail: "Please provide a valid contact email.",
  galleryPictures: "Please upload at least one gallery picture.",
  pictureTitle: (n: number) => `Gallery Picture ${n}: Please provide an exhibition title.`,
  pictureArtists: (n: number) => `Gallery Picture ${n}: Please provide the artists.`,
  pictureYear: (n: number) => `Gallery Picture ${n}: Please provide a valid year.`,

  taxCompany: "Please provide the company name.",
  taxAddress: "Please provide the company address.",
  taxCountry: "Please select the country of the company.",
  taxNumber: "Please provide the tax number.",
  taxContact: "Please provide a contact person for tax matters.",
  taxEmail: "Please provide a valid contact email for tax matters.",
  taxPhone: "Please provide a contact phone number for tax matters.",

  tooLong: (max: number) => `Please shorten this to at most ${max.toLocaleString("en")} characters.`,
  fileTooLarge: (file: string) => `${file} is too large`,
  fileInvalid: (file: string) => `${file} is not a valid file (note that uploading 'online only' files does not work)`,
  /**
   * An upload's refusal: the spec's sentence, then on a second line why (empty, the type, the size).
   * The first line stays the spec's words, whatever follows.
   */
  withReason: (sentence: string, reason: string) => `${sentence}\n${reason}`,
  fileEmpty: "The file is empty (0 bytes).",
  fileUnreadable: "The file could not be read: it may be stored online only, not on this device.",
  fileWrongType: (found: string, allowed: string) => `It is ${found}; this field takes ${allowed}.`,
  fileUnknownType: (allowed: string) => `It is not a ${allowed} file (judged by its content, not its name).`,
  fileOverLimit: (size: string, limit: string) =>
    size === limit ? `It is just over the limit of ${limit}.` : `It is ${size}; the limit is ${limit}.`,
  fileMissing: (file: string) => `${file} did not arrive. Please add it again.`,
  tooManyFiles: (max: number) => `You can upload at most ${max} ${max === 1 ? "file" : "files"} here.`,
  /** The count message when files were picked beyond it, naming the ones left out. */
  filesLeftOut: (max: number, names: readonly string[]) => {
    const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
    return `You can upload at most ${max} ${max === 1 ? "file" : "files"} here: ${list} ${names.length === 1 ? "was" : "were"} left out.`;
  },
  fileHeic: (file: string) => `${file} is a HEIC photo: please choose a JPEG, PNG or WebP`,
  /** A picture by its type whose pixels do not decode (no image data, cut off, corrupt). */
  pictureDamaged: (file: string) =>
    `${file} is damaged or incomplete and cannot be opened as a picture: please choose another JPEG, PNG or WebP`,
  submissionTooLarge: "The files together are too large to send at once.",

  invalidData: "The given data was invalid.",
  rateLimited: (seconds: number) =>
    `Too many attempts in a short time. Your data is still here; please try again in ${seconds} seconds.`,
  crossSite: "Requests from other sites are refused.",
  serverError: "Something went wrong on our side. Nothing was stored; please try again.",
  storageFull: "The server has run out of storage space. Nothing was stored; please try again later.",
  serviceUnavailable: "The service is briefly unavailable. Nothing was stored; please try again in a moment.",
  storageNotAnswering: "The file storage is not answering. Nothing was stored; please send it again in a minute.",
  sessionMissing: "Your session has expired. Please reload the page.",
  csrfInvalid: "The security token is missing or wrong. Please reload the page.",
  changedSincePageOpened:
    "This application was changed after this page was opened, so nothing was saved: saving would have undone that change. Your changes are still on this page. Open your status page in a new tab to see the saved version, then reload this page and make your changes again.",
  sessionExpiredAlert: "Your session has likely expired. Please reload the page.",
  restorePrompt: "You have unsaved application data from a previous session. Do you want to load it?",
} as const;
