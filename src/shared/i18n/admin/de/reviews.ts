import type { ReviewsWords } from "../en/reviews.ts";

export const reviews: ReviewsWords = {
  // Scores in figures and words
  reviewsMadeOf: "{reviews, plural, one {# Bewertung} other {# Bewertungen}}",
  reviewsIncomplete: "{reviews, plural, one {# Bewertung} other {# Bewertungen}}, {incomplete} unvollständig",
  averageMadeOf: "{average} ({madeOf})",

  // The review panel
  review: "Bewertung",
  reviewsFailed: "Die Bewertungen konnten nicht geladen werden: {reason}",
  loadingReviews: "Die Bewertungen werden geladen\u00a0…",
  conflictNoReview: "Sie haben Befangenheit erklärt und bewerten diese Bewerbung daher nicht.",
  decidedClosed:
    "Die Bewerbung ist {status, select, accepted {angenommen} waitlisted {auf der Warteliste} rejected {abgelehnt} withdrawn {zurückgezogen} other {{label}}}: Bewertungen können nicht mehr geändert werden.",
  yourReview: "Ihre Bewertung",
  didNotReview: "Sie haben sie nicht bewertet.",
  reviewMissing: "In Ihrer Bewertung fehlt: {criteria}",
  reviewedOn:
    "Sie haben sie am <time>{date}</time> bewertet. Bis zu einer Entscheidung können Sie Ihre Bewertung ändern.",
  writtenBefore: "Geschrieben für Version {version}, vor der Änderung am <time>{date}</time>.",
  nextUnreviewed: "Nächste unbewertete Bewerbung",
  nothingLeft: "Nichts mehr zu bewerten.",
  myQueue: "Meine Liste",

  // The member's own review
  reviewChanged: "Ihre Bewertung ist geändert.",
  reviewSaved: "Ihre Bewertung ist gespeichert.",
  scoreThis: "Diese Bewerbung bewerten",
  notComplete: "Ihre Bewertung ist nicht vollständig",
  chooseScoreFor: "Wählen Sie eine Punktzahl für {criterion}",
  scoreHint: "1 ist die niedrigste Punktzahl, 5 die höchste.",
  comment: "Kommentar",
  optional: "(freiwillig)",
  saving: "Wird gespeichert\u00a0…",
  changeMyReview: "Meine Bewertung ändern",
  submitReview: "Bewertung absenden",

  // The others' reviews
  reviews: "Bewertungen",
  scoresOf: "Punkte aus {madeOf}: Durchschnitt und Spanne (niedrigste–höchste)",
  criterion: "Kriterium",
  average: "Durchschnitt",
  spread: "Spanne",
  hidden: "(ausgeblendet)",
  overall: "Gesamt",
  waitingForMine: "Die anderen Bewertungen erscheinen, sobald Sie Ihre eigene abgesendet haben.",
  noOtherReviews: "Noch keine anderen Bewertungen.",
  reviewBy: "Bewertung von {who}",
  score: "Punktzahl {score}",
  incomplete: "(unvollständig: keine Punktzahl für {criteria})",
  memberMean: "(Mittelwert des Mitglieds {mean})",

  // Conflicts of interest
  conflict: "Befangenheit",
  conflictRecorded: "Ihre Befangenheit ist vermerkt. Die Bewerbung ist nicht mehr in Ihrer Liste.",
  declarationWithdrawn: "Ihre Erklärung ist zurückgezogen. Sie können diese Bewerbung bewerten.",
  declaredWithNote:
    "Sie haben am <time>{date}</time> Befangenheit erklärt: {note} Sie können diese Bewerbung nicht bewerten.",
  declared: "Sie haben am <time>{date}</time> Befangenheit erklärt. Sie können diese Bewerbung nicht bewerten.",
  withdrawDeclaration: "Meine Erklärung zurückziehen",
  declareConflictOfInterest: "Befangenheit erklären",
  why: "Grund",
  conflictHint: "Zum Beispiel: „Ich arbeite mit einer der Künstler:innen zusammen.“ Admins sehen das.",
  declareConflict: "Befangenheit erklären",
  cancel: "Abbrechen",
  declaredBy: "Erklärt von",

  // The discussion
  discussion: "Diskussion",
  discussionClosedConflict:
    "Sie haben bei dieser Bewerbung Befangenheit erklärt, daher ist ihre Diskussion für Sie geschlossen.",
  discussionOpensLater: "Die Diskussion öffnet sich für Sie, sobald Ihre eigene Bewertung dieser Bewerbung vorliegt.",
  loadingDiscussion: "Die Diskussion wird geladen\u00a0…",
  noComments: "Noch keine Kommentare.",
  onlyAdminsNow: "Eine Entscheidung ist gefallen: Nur Admins schreiben jetzt noch in die Diskussion.",
  commentBy: "Kommentar von {who}",
  commentPosted: "Ihr Kommentar ist veröffentlicht.",
  writeFirst: "Schreiben Sie zuerst Ihren Kommentar.",
  addToDiscussion: "Zur Diskussion beitragen",
  addToDiscussionWhere: "Zur Diskussion {where} beitragen",
  yourComment: "Ihr Kommentar",
  commentHint: "Alle Mitglieder, die die Bewertungen lesen dürfen, lesen ihn. Webadressen werden zu Links.",
  error: "Fehler:",
  postComment: "Kommentar senden",

  // The private note
  myNote: "Meine Notiz",
  noteDeleted: "Ihre Notiz ist gelöscht.",
  noteSaved: "Ihre Notiz ist gespeichert.",
  noteFailed: "Ihre Notiz konnte nicht geladen werden: {reason}",
  privateNote: "Private Notiz",
  noteHint: "Nur Sie lesen sie, hier und in Ihren eigenen Exporten. Leer gespeichert wird sie gelöscht.",
  noteSavedAt: "Gespeichert am <time>{date}</time>.",
  saveNote: "Notiz speichern",

  // Tags
  tags: "Schlagwörter",
  tagAdded: "Schlagwort „{tag}“ hinzugefügt.",
  tagRemoved: "Schlagwort „{tag}“ entfernt.",
  tagsFailed: "Die Schlagwörter konnten nicht geladen werden: {reason}",
  noTags: "Noch keine Schlagwörter.",
  tagsOfApplication: "Schlagwörter dieser Bewerbung",
  removeTag: "Schlagwort {tag} entfernen",
  addATag: "Schlagwort hinzufügen",
  addTag: "Hinzufügen",
  tagEmpty: "Ein Schlagwort darf nicht leer sein.",
  tagTooLong: "„{start}…“ ist länger als {max} Zeichen.",
  tooManyTags: "Eine Bewerbung darf höchstens {max} Schlagwörter haben.",
};
