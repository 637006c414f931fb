/**
 * The rules' messages (src/shared/messages.ts), in ICU MessageFormat. English is the source: its
 * keys are every catalog's keys and its wording is the spec's, verbatim.
 */
export const rules = {
  choice: "Please choose whether you apply as a gallery or for the platform.",
  edition: "This edition is not open for applications.",
  booth: "Please select a booth size.",
  pitch: "A short description of your program is required.",

  noArtists: "Please add at least one artist.",
  tooManyArtists: "You can add at most {max} artists.",
  artistFirstName: "Artist {n}: Please provide a first name.",
  artistLastName: "Artist {n}: Please provide a last name.",
  artistBio: "Artist {n}: Please provide a biography.",
  artistBorn: "Artist {n}: Please provide a valid year of birth.",
  noArtworks: "Artist {n}: Please add at least one artwork.",
  tooManyArtworks: "Artist {n}: You can add at most {max} artworks.",
  artworkTitle: "Artist {n}, Artwork {m}: Please provide a title.",
  artworkPresented:
    "Artist {n}, Artwork {m}: Please indicate if the artwork will be presented or if it's a similar work.",
  someArtistsIncorrect: "Some artist details are incorrect.",

  galleryName: "Please provide the gallery name.",
  galleryLocations: "Please provide the gallery locations.",
  galleryContact: "Please provide a contact person.",
  galleryYearFounded: "Please provide a valid year the gallery was founded.",
  galleryEmail: "Please provide a valid contact email.",
  galleryPictures: "Please upload at least one gallery picture.",
  pictureTitle: "Gallery Picture {n}: Please provide an exhibition title.",
  pictureArtists: "Gallery Picture {n}: Please provide the artists.",
  pictureYear: "Gallery Picture {n}: Please provide a valid year.",

  taxCompany: "Please provide the company name.",
  taxAddress: "Please provide the company address.",
  taxCountry: "Please select the country of the company.",
  taxNumber: "Please provide the tax number.",
  taxContact: "Please provide a contact person for tax matters.",
  taxEmail: "Please provide a valid contact email for tax matters.",
  taxPhone: "Please provide a contact phone number for tax matters.",

  tooLong: "Please shorten this to at most {max, number} characters.",
  fileTooLarge: "{file} is too large",
  fileInvalid: "{file} is not a valid file (note that uploading 'online only' files does not work)",
  /** An upload's refusal: the spec's sentence, then on a second line why. */
  withReason: "{sentence}\n{reason}",
  fileEmpty: "The file is empty (0 bytes).",
  fileUnreadable: "The file could not be read: it may be stored online only, not on this device.",
  fileWrongType: "It is {found}; this field takes {allowed}.",
  fileUnknownType: "It is not a {allowed} file (judged by its content, not its name).",
  fileJustOverLimit: "It is just over the limit of {limit}.",
  fileOverLimit: "It is {size}; the limit is {limit}.",
  fileMissing: "{file} did not arrive. Please add it again.",
  /** The name used when a file has none. */
  theFile: "The file",
  aFile: "A file",
  tooManyFiles: "You can upload at most {max, plural, one {# file} other {# files}} here.",
  /** `list` is the names left out, joined the language's way; `count` how many. */
  filesLeftOut:
    "You can upload at most {max, plural, one {# file} other {# files}} here: {list} {count, plural, one {was} other {were}} left out.",
  fileHeic: "{file} is a HEIC photo: please choose a JPEG, PNG or WebP",
  pictureDamaged:
    "{file} is damaged or incomplete and cannot be opened as a picture: please choose another JPEG, PNG or WebP",
  submissionTooLarge: "The files together are too large to send at once.",

  invalidData: "The given data was invalid.",
  rateLimited:
    "Too many attempts in a short time. Your data is still here; please try again in {seconds, plural, one {# second} other {# seconds}}.",
  crossSite: "Requests from other sites are refused.",
  serverError: "Something went wrong on our side. Nothing was stored; please try again.",
  storageFull: "The server has run out of storage space. Nothing was stored; please try again later.",
  serviceUnavailable: "The service is briefly unavailable. Nothing was stored; please try again in a moment.",
  storageNotAnswering: "The file storage is not answering. Nothing was stored; please send it again in a minute.",
  /** The same, to a request that stores nothing (a page, a download): nothing to say was not stored. */
  serviceUnavailableToRead: "The service is briefly unavailable. Please try again in a moment.",
  storageNotAnsweringToRead: "The file storage is not answering. Please try again in a minute.",
  sessionMissing: "Your session has expired. Please reload the page.",
  csrfInvalid: "The security token is missing or wrong. Please reload the page.",
  changedSincePageOpened:
    "This application was changed after this page was opened, so nothing was saved: saving would have undone that change. Your changes are still on this page. Open your status page in a new tab to see the saved version, then reload this page and make your changes again.",
  sessionExpiredAlert: "Your session has likely expired. Please reload the page.",
  restorePrompt: "You have unsaved application data from a previous session. Do you want to load it?",
  noSuchApplication: "There is no such application.",
} as const;

export type RulesCatalog = Record<keyof typeof rules, string>;
