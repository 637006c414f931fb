/**
 * The form's words: its labels, hints and notices, the upload component, the draft and session
 * notices, the receipt. English is the source, worded as the page always was.
 */
export const form = {
  // The receipt page of its own (routes/applicant/receipt.ts).
  receiptPageTitle: "Receipt {reference}: {gallery}",
  receiptPageDescription: "The receipt of an application for the art fair.",
  receiptHeading: "Application received",
  receiptKeep:
    "We have received the application of <strong>{gallery}</strong>. Keep this page as your receipt: print it or save it as PDF with your browser's Print command.",
  backToForm: "Back to the application form",
  // The page around the form (index.html's words are replaced by the server: languages/form-page.ts).
  pageTitle: "Apply for the art fair",
  pageDescription:
    "Galleries and the platform sector apply here for the art fair: proposal, artists and artworks, gallery and tax details, proof documents.",
  loadingForm: "Loading the application form…",
  formNeedsJavaScript: "The application form needs JavaScript. Please switch it on and reload the page.",
  formCouldNotStart: "The form could not start. Please reload the page.",
  changeTitle: "Change your application",
  /** `<required>` wraps the word as the fields show it. */
  leadNew:
    "Fields marked <required>(required)</required> must be filled in. What you type is kept in this browser until the application is sent.",
  leadStartFrom:
    'This application is filled in from your earlier one: check every section before sending. Files marked "sent before" are taken from it unless you remove or replace them. Fields marked <required>(required)</required> must be filled in.',
  leadChange:
    'This is your application as stored. Change what you need and send the changes before the deadline. Files marked "sent before" stay as they are unless you remove or replace them.',
  backToStatusPage: "Back to your application's page",
  applyingFor: "You are applying for <strong>{edition}</strong>.",
  noEditionOpen: "(no edition open)",
  /** The page's title while the error summary shows. */
  errorTitle: "Error: {title}",
  /** The page's title once sent: the panel's heading, then the page's title. */
  panelTitle: "{heading} – {title}",
  problemHeading: "There is a problem",
  /** Read by screen readers before each message beside a field (visually hidden). */
  errorLabel: "Error:",

  periodCloses: "Applications for {edition} close on {deadline}.",
  periodOpens:
    "Applications for {edition} open on {when}. You can prepare your application now; it can be sent from then on.",
  periodClosed: "Applications for {edition} closed on {when}. Applications can no longer be sent.",
  periodNotOpen: "Applications for {edition} are not open.",
  /** A time in a zone, the zone named. */
  timeInZone: "{time} ({zone})",
  deadlineWhereYouAre: "{inEdition}, that is {forReader} where you are ({zone})",

  preparingImages: "Preparing your images before sending…",
  checking: "Checking your application…",
  sendingProgress: "Sending your application: {loaded} of {total}",
  sending: "Sending your application…",
  sendApplication: "Send application",
  sendChanges: "Send the changes",

  changesSaved: "Changes saved",
  changedText:
    "The application of <strong>{gallery}</strong> has been changed. The selection committee sees the changed version.",
  applicationSent: "Application sent",
  thanks: "Thank you. We have received the application of <strong>{gallery}</strong>.",
  confirmationGoes:
    "A confirmation with these details goes to the gallery's contact email. <receipt>Print or save the receipt</receipt> (a page of its own, available until your session ends).",
  hearFromUs: "You will hear from us by email once the selection committee has met.",

  receiptReference: "Reference",
  receiptGallery: "Gallery",
  receiptSector: "Sector",
  receiptArtists: "Artists",
  receiptArtworks: "Artworks",
  receiptFiles: "Files",
  receiptReceived: "Received",
  artistCount: "{count, plural, one {# artist} other {# artists}}",
  artworkCount: "{count, plural, one {# artwork} other {# artworks}}",
  fileCount: "{count, plural, one {# file} other {# files}}",
  filesInTotal: "{files}, {size} in total",
  sectorGalleries: "Galleries (a booth in the main sector)",
  sectorPlatform: "Platform (the sector for young programs)",
  sizeBytes: "{count, plural, one {{count} byte} other {{count} bytes}}",
  sizeKilobytes: "{size} KB",
  sizeMegabytes: "{size} MB",

  sectionChoice: "Choice",
  choiceLegend: "Which sector do you apply for?",
  choiceGalleries: "Galleries: a booth in the main sector",
  choicePlatform: "Platform: the sector for young programs",

  sectionProposal: "Proposal",
  chooseSectorFirst: "Choose a sector above to see the questions that apply to it.",
  boothSize: "Booth size",
  boothSmall: "Small",
  boothMedium: "Medium",
  boothLarge: "Large",
  pitch: "A short description of your program",
  atLeastCharacters: "At least {min} characters.",
  mentorship: "We would like to take part in the mentorship program",
  mentorshipProgram: "Mentorship program",
  concept: "Concept of your presentation",
  renderings: "Booth renderings",

  sectionArtists: "Artists",
  artistsIntro: "The artists you propose to show, each with the artworks you plan to present.",
  artistHeading: "Artist {n}",
  firstName: "First name",
  lastName: "Last name",
  nationality: "Nationality",
  yearOfBirth: "Year of birth",
  /** `year` is written as it is (no digit grouping). */
  forExampleYear: "For example {year}.",
  biography: "Biography",
  artworks: "Artworks",
  /** `<hidden>` is read by screen readers only. */
  addArtwork: "Add an artwork<hidden> to artist {n}</hidden>",
  removeArtist: "Remove artist {n}",
  addArtist: "Add an artist",
  showAllArtworks: "Show the artworks of all artists",
  hideAllArtworks: "Hide the artworks of all artists",

  artworkHeading: "Artwork {m}",
  title: "Title",
  yearMediumSize: "Year, medium, size",
  yearMediumSizeHint: "For example: 2021, oil on canvas, 120 × 90 cm.",
  presented: "Presented or similar",
  presentedThis: "This artwork will be presented",
  presentedSimilar: "A similar work will be presented",
  image: "Image",
  imageOfArtwork: "Image of artwork {m} of artist {n}",
  removeArtwork: "Remove artwork {m}<hidden> of artist {n}</hidden>",

  sectionGallery: "Gallery",
  galleryName: "Gallery name",
  yearFounded: "Year founded",
  locations: "Locations",
  onePerLine: "One per line.",
  fairs: "Fairs you took part in",
  founders: "Founders",
  contactPerson: "Contact person",
  contactEmail: "Contact email",
  website: "Website",
  socialMedia: "Social media",
  highlights: "Highlights of your program",
  exhibitionPictures: "Exhibition pictures",
  exhibitionPicturesHint:
    "At least one picture of an exhibition at your gallery, each with its title, artists and year.",
  galleryPictures: "Gallery pictures",
  galleryPictureHeading: "Gallery picture {n}",
  picture: "Picture",
  pictureOfGalleryPicture: "Picture of gallery picture {n}",
  exhibitionTitle: "Exhibition title",
  artists: "Artists",
  year: "Year",
  removeGalleryPicture: "Remove gallery picture {n}",
  addGalleryPicture: "Add a gallery picture",
  additionalFiles: "Additional files",
  additionalFilesHint: "Anything else that presents your gallery, such as a press kit.",

  sectionTax: "Tax",
  taxIntro: "The company that will be invoiced for the booth.",
  companyName: "Company name",
  companyAddress: "Company address",
  country: "Country",
  taxNumber: "Tax number",
  taxNumberHint: "For example your VAT identification number.",
  taxContact: "Contact person for tax matters",
  taxEmail: "Contact email for tax matters",
  taxPhone: "Contact phone for tax matters",
  keptHint: "Leave empty to keep the one sent before (ending {ending}).",

  sectionProof: "Proof",
  proofDocuments: "Proof documents",
  proofHint: "For example the gallery's entry in the company register.",

  choose: "Choose…",
  labelRequired: "{label} (required)",
  edition: "Edition",
  sector: "Sector",

  /** Field names in messages that would not say which field they are about. */
  fieldArtist: "Artist {n}",
  fieldArtwork: "Artist {n}, Artwork {m}",
  fieldGalleryPicture: "Gallery Picture {n}",
  fieldOf: "{record}, {field}",
  aboutField: "{field}: {message}",

  typesImages: "JPEG, PNG or WebP",
  typesDocuments: "PDF, JPEG, PNG or WebP",
  foundPdf: "a PDF",
  foundJpeg: "a JPEG picture",
  foundPng: "a PNG picture",
  foundWebp: "a WebP picture",
  uploadOneFile: "one file",
  uploadUpTo: "up to {max, number} files",
  uploadAtMost: "at most {size}",
  uploadAtMostEach: "at most {size} each",
  uploadTwoLimits: "{count}, {size}",
  uploadTypes: "{types}.",
  uploadTypesWithLimits: "{types}, {limits}.",
  imagesReduced: "Images larger than {side} × {side} pixels are reduced to fit.",
  dropHint: "or drop {multiple, select, yes {files} other {a file}} here",
  filesFor: "Files for {label}",
  sentBefore: "sent before",
  removeFile: "Remove<hidden> {file}</hidden>",
  preparingFile: "Preparing…",
  preparingFiles: "Preparing {files}…",
  addedFiles: "Added {files}.",
  removedFile: "Removed {file}.",
  documentThumbnail: "FILE",

  required: "(required)",
  sendFailed: "Your application could not be sent. Everything you entered is still here; please try again.",
  serverSaid: "The server said: {message}",
  pictureFileMissing: "Gallery Picture {n}: Please choose a picture.",
  artistLimitReached: "You have added the maximum of {max} artists.",
  artworkLimitReached: "This artist has the maximum of {max} artworks.",
  pictureLimitReached: "You have added the maximum of {max} gallery pictures.",
  confirmRemoveArtist:
    "Remove artist {n}{named, select, yes { ({name})} other {}} and everything entered for them, artworks included?",
  confirmRemoveArtwork: "Remove artwork {m}{named, select, yes { (“{title}”)} other {}} of artist {n}?",
  confirmRemovePicture: "Remove gallery picture {n} and its details?",
  showArtworks: "{count, plural, one {Show the artwork of artist {n}} other {Show the # artworks of artist {n}}}",
  hideArtworks: "Hide the artworks of artist {n}",
  foldedArtworks: "{count, plural, one {1 artwork} other {# artworks}}, folded away to keep this long form fast.",
  foldedArtworksWithErrors:
    "{count, plural, one {1 artwork} other {# artworks}}, folded away. Some of them need attention: show them to see what to fix.",
  characterCountShort: "{count} of at least {min} characters",
  characterCountEnough: "{count} characters, enough",

  sessionEndedTitle: "Your session has ended",
  sessionEndedSaved:
    "Nothing was sent. Everything you entered, files included, is saved in this browser: reload the page and answer OK when asked to load it, and it all comes back.",
  sessionEndedNotSaved:
    "Nothing was sent. This browser would not keep a copy of what you entered: copy anything you need before you reload the page.",
  reload: "Reload the page",
  connectionLost: "Connection to the server lost, retrying…",
  leavingWhileSending:
    "Please stay on this page until sending is finished. If you leave, sending stops; what you entered, files included, stays saved in this browser and is offered again on your next visit.",
  keptHere: "Everything you entered is still here.",
  changedElsewhereTitle: "This application was changed elsewhere",
  changedElsewhere:
    "Since this page was opened, version {version} was saved, in another window or by someone else with your link. Sending from this page would be refused, so that it does not undo that change. What you typed here is not saved: open your status page in a new tab to see the saved version, copy anything you need from this page, then reload it.",
  openStatusPage: "Open your status page in a new tab",
  changedElsewhereShort: "Changed elsewhere since this page opened: sending from here would be refused.",
  whatToDo: "What to do",
} as const;

export type FormCatalog = Record<keyof typeof form, string>;
