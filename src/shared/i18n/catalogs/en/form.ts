/**
 * The form's words: its labels, hints and notices, the upload component, the draft and session
 * notices, the receipt. English is the source, worded as the page always was.
 */
export const form = {
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
