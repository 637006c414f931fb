/** Scoring an application, the reviews, and the discussion. */
export const reviews = {
  // Scores in figures and words
  reviewsMadeOf: "{reviews, plural, one {# review} other {# reviews}}",
  reviewsIncomplete: "{reviews, plural, one {# review} other {# reviews}}, {incomplete} incomplete",
  averageMadeOf: "{average} ({madeOf})",

  // The review panel
  review: "Review",
  reviewsFailed: "The reviews could not be loaded: {reason}",
  loadingReviews: "Loading the reviews…",
  conflictNoReview: "You declared a conflict of interest, so you do not review this application.",
  decidedClosed:
    "The application is {status, select, accepted {accepted} waitlisted {waitlisted} rejected {rejected} withdrawn {withdrawn} other {{label}}}: reviews can no longer be changed.",
  yourReview: "Your review",
  didNotReview: "You did not review it.",
  reviewMissing: "Your review is missing: {criteria}",
  reviewedOn: "You reviewed it on <time>{date}</time>. You can change your review until a decision is made.",
  writtenBefore: "Written for version {version}, before the change on <time>{date}</time>.",
  nextUnreviewed: "Next unreviewed application",
  nothingLeft: "Nothing left to review.",
  myQueue: "My queue",

  // The member's own review
  reviewChanged: "Your review is changed.",
  reviewSaved: "Your review is saved.",
  scoreThis: "Score this application",
  notComplete: "Your review is not complete",
  chooseScoreFor: "Choose a score for {criterion}",
  scoreHint: "1 is the lowest score, 5 the highest.",
  comment: "Comment",
  optional: "(optional)",
  saving: "Saving…",
  changeMyReview: "Change my review",
  submitReview: "Submit review",

  // The others' reviews
  reviews: "Reviews",
  scoresOf: "Scores of {madeOf}: average and spread (lowest–highest)",
  criterion: "Criterion",
  average: "Average",
  spread: "Spread",
  hidden: "(hidden)",
  overall: "Overall",
  waitingForMine: "The other reviews show once you have submitted your own.",
  noOtherReviews: "No other reviews yet.",
  reviewBy: "Review by {who}",
  score: "Score {score}",
  incomplete: "(incomplete: no score for {criteria})",
  memberMean: "(member's mean {mean})",

  // Conflicts of interest
  conflict: "Conflict of interest",
  conflictRecorded: "Your conflict of interest is recorded. The application has left your queue.",
  declarationWithdrawn: "Your declaration is withdrawn. You can review this application.",
  declaredWithNote:
    "You declared a conflict of interest on <time>{date}</time>: {note} You cannot review this application.",
  declared: "You declared a conflict of interest on <time>{date}</time>. You cannot review this application.",
  withdrawDeclaration: "Withdraw my declaration",
  declareConflictOfInterest: "Declare a conflict of interest",
  why: "Why",
  conflictHint: "For example: “I work with one of the artists.” Admins see this.",
  declareConflict: "Declare conflict",
  cancel: "Cancel",
  declaredBy: "Declared by",

  // The discussion
  discussion: "Discussion",
  discussionClosedConflict:
    "You declared a conflict of interest on this application, so its discussion is closed to you.",
  discussionOpensLater: "The discussion opens to you once your own review of this application is in.",
  loadingDiscussion: "Loading the discussion…",
  noComments: "No comments yet.",
  onlyAdminsNow: "A decision has been made: only admins add to the discussion now.",
  commentBy: "Comment by {who}",
  commentPosted: "Your comment is posted.",
  writeFirst: "Write your comment first.",
  addToDiscussion: "Add to the discussion",
  addToDiscussionWhere: "Add to the discussion {where}",
  yourComment: "Your comment",
  commentHint: "Every member who may read the reviews reads it. Web addresses become links.",
  error: "Error:",
  postComment: "Post comment",

  // The private note
  myNote: "My note",
  noteDeleted: "Your note is deleted.",
  noteSaved: "Your note is saved.",
  noteFailed: "Your note could not be loaded: {reason}",
  privateNote: "Private note",
  noteHint: "Only you read it, here and in your own exports. Saving it empty deletes it.",
  noteSavedAt: "Saved <time>{date}</time>.",
  saveNote: "Save note",

  // Tags
  tags: "Tags",
  tagAdded: "Tag “{tag}” added.",
  tagRemoved: "Tag “{tag}” removed.",
  tagsFailed: "The tags could not be loaded: {reason}",
  noTags: "No tags yet.",
  tagsOfApplication: "Tags of this application",
  removeTag: "Remove tag {tag}",
  addATag: "Add a tag",
  addTag: "Add tag",
  tagEmpty: "a tag's name may not be empty.",
  tagTooLong: '"{start}…" is longer than {max} characters.',
  tooManyTags: "an application may have at most {max} tags.",
};

export type ReviewsWords = Record<keyof typeof reviews, string>;
