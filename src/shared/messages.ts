/**
 * Every message the rules and the server give the applicant, in a language: the words are in the
 * catalogs (src/shared/i18n/catalogs/<language>/rules.ts), the English ones the spec's, verbatim.
 * `messages` is English (the page's language in the browser); `messagesOf(translator)` the same
 * messages in the translator's language.
 */
import { aboutField } from "./field-names.ts";
import { defaultTranslator } from "./i18n/default-translator.ts";
import type { Translator } from "./i18n/format.ts";
import { MAX_ARTISTS, MAX_ARTWORKS_PER_ARTIST } from "./limits.ts";

export function messagesOf(translator: Translator) {
  const { t } = translator;
  return {
    choice: t("rules.choice"),
    edition: t("rules.edition"),
    booth: t("rules.booth"),
    pitch: t("rules.pitch"),

    noArtists: t("rules.noArtists"),
    tooManyArtists: t("rules.tooManyArtists", { max: MAX_ARTISTS }),
    artistFirstName: (n: number) => t("rules.artistFirstName", { n }),
    artistLastName: (n: number) => t("rules.artistLastName", { n }),
    artistBio: (n: number) => t("rules.artistBio", { n }),
    artistBorn: (n: number) => t("rules.artistBorn", { n }),
    noArtworks: (n: number) => t("rules.noArtworks", { n }),
    tooManyArtworks: (n: number) => t("rules.tooManyArtworks", { n, max: MAX_ARTWORKS_PER_ARTIST }),
    artworkTitle: (n: number, m: number) => t("rules.artworkTitle", { n, m }),
    artworkPresented: (n: number, m: number) => t("rules.artworkPresented", { n, m }),
    someArtistsIncorrect: t("rules.someArtistsIncorrect"),

    galleryName: t("rules.galleryName"),
    galleryLocations: t("rules.galleryLocations"),
    galleryContact: t("rules.galleryContact"),
    galleryYearFounded: t("rules.galleryYearFounded"),
    galleryEmail: t("rules.galleryEmail"),
    galleryPictures: t("rules.galleryPictures"),
    pictureTitle: (n: number) => t("rules.pictureTitle", { n }),
    pictureArtists: (n: number) => t("rules.pictureArtists", { n }),
    pictureYear: (n: number) => t("rules.pictureYear", { n }),

    taxCompany: t("rules.taxCompany"),
    taxAddress: t("rules.taxAddress"),
    taxCountry: t("rules.taxCountry"),
    taxNumber: t("rules.taxNumber"),
    taxContact: t("rules.taxContact"),
    taxEmail: t("rules.taxEmail"),
    taxPhone: t("rules.taxPhone"),

    tooLong: (max: number) => t("rules.tooLong", { max }),
    fileTooLarge: (file: string) => t("rules.fileTooLarge", { file }),
    fileInvalid: (file: string) => t("rules.fileInvalid", { file }),
    /**
     * An upload's refusal: the spec's sentence, then on a second line why (empty, the type, the size).
     * The first line stays the spec's words, whatever follows.
     */
    withReason: (sentence: string, reason: string) => t("rules.withReason", { sentence, reason }),
    fileEmpty: t("rules.fileEmpty"),
    fileUnreadable: t("rules.fileUnreadable"),
    fileWrongType: (found: string, allowed: string) => t("rules.fileWrongType", { found, allowed }),
    fileUnknownType: (allowed: string) => t("rules.fileUnknownType", { allowed }),
    fileOverLimit: (size: string, limit: string) =>
      size === limit ? t("rules.fileJustOverLimit", { limit }) : t("rules.fileOverLimit", { size, limit }),
    fileMissing: (file: string) => t("rules.fileMissing", { file }),
    /** What a file without a name is called in a message ("The file is too large"). */
    theFile: t("rules.theFile"),
    aFile: t("rules.aFile"),
    tooManyFiles: (max: number) => t("rules.tooManyFiles", { max }),
    /** The count message when files were picked beyond it, naming the ones left out. */
    filesLeftOut: (max: number, names: readonly string[]) =>
      t("rules.filesLeftOut", { max, list: translator.list(names), count: names.length }),
    fileHeic: (file: string) => t("rules.fileHeic", { file }),
    /** A picture by its type whose pixels do not decode (no image data, cut off, corrupt). */
    pictureDamaged: (file: string) => t("rules.pictureDamaged", { file }),
    submissionTooLarge: t("rules.submissionTooLarge"),

    invalidData: t("rules.invalidData"),
    rateLimited: (seconds: number) => t("rules.rateLimited", { seconds }),
    crossSite: t("rules.crossSite"),
    serverError: t("rules.serverError"),
    storageFull: t("rules.storageFull"),
    serviceUnavailable: t("rules.serviceUnavailable"),
    storageNotAnswering: t("rules.storageNotAnswering"),
    serviceUnavailableToRead: t("rules.serviceUnavailableToRead"),
    storageNotAnsweringToRead: t("rules.storageNotAnsweringToRead"),
    sessionMissing: t("rules.sessionMissing"),
    csrfInvalid: t("rules.csrfInvalid"),
    changedSincePageOpened: t("rules.changedSincePageOpened"),
    sessionExpiredAlert: t("rules.sessionExpiredAlert"),
    restorePrompt: t("rules.restorePrompt"),
    noSuchApplication: t("rules.noSuchApplication"),
    /** A message prefixed with the name of the field it is about, in the same language. */
    aboutField: (path: string, message: string) => aboutField(path, message, translator),
  };
}

export type Messages = ReturnType<typeof messagesOf>;

/** The messages in English, the spec's words; in the browser, in the page's language (default-translator.ts). */
export const messages: Messages = messagesOf(defaultTranslator);
