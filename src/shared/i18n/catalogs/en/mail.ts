/**
 * Emails to a gallery: the confirmation, a status page's link asked for again, a change's
 * confirmation and the notice to a replaced address, the invoice reminder. English is the source,
 * worded as the emails always were. Plain text: no markup anywhere.
 */
export const mail = {
  greeting: "Dear {name},",
  signOff: "The art fair's applications office",
  accountsSignOff: "The art fair's accounts office",
  doNotShare: "Anyone with this link can see the application: please do not share it.",

  /** The confirmation and its receipt's lines. */
  confirmationSubject: "Application received: {gallery} ({reference})",
  confirmationReceived: "we have received the application of {gallery}. Please keep this message as your receipt.",
  /** A receipt's label before its value. */
  labelled: "{label}:",
  followWithdraw: "Follow your application, and withdraw it should you need to, on its private page:",
  hearFromUs: "You will hear from us by email once the selection committee has met.",
  feeDue: "The application fee is due: invoice {number}, {amount}, payable by {date}.",
  feeTransfer: "Please transfer it to {seller}, IBAN {iban}, with the reference {reference}.",
  feeOnPage: "The invoice (PDF and e-invoice) and the ways to pay are on your application's private page below.",

  /** A status page's link, asked for again. */
  linkSubject: "The page of your application: {gallery} ({reference})",
  linkAsked: "you asked for the link to the page of the application of {gallery} to {edition}:",
  linkKeepWorking:
    "Anyone with this link can see the application: please do not share it. Links sent before keep working.",
  linkIgnore: "If you did not ask for it, you can ignore this message.",

  /** A change's confirmation, and the notice to the address it replaced. */
  changeSubject: "Application changed: {gallery} ({reference})",
  changeWhen:
    "the application of {gallery} to {edition} was changed on its private page on {when}. This is now version {version} of the application, and the one the selection committee reads.",
  whatChanged: "What changed:",
  /** A change's lines name the fields in the form's words (its catalog); these join them. */
  changeNamed: "{what} ({name})",
  changeSectionTax: "Tax details",
  changeEntryAdded: "{what} added",
  changeEntryRemoved: "{what} removed",
  changeMoved: "{what} moved from position {from} to {to}",
  changeFileAdded: "{where}: {file} added",
  changeFileRemoved: "{where}: {file} removed",
  changeFileReplaced: "{where}: {before} replaced by {after}",
  /** The rest of a long change, counted (always more than one). */
  changeMore: "and {count} more changes",
  nothingDiffers: "Nothing in it differs from the version before.",
  formerAddressTold:
    "From now on we write to this address about the application. {former} was its contact address until now; we have told it of this change.",
  followChangeWithdraw: "Follow your application, and change or withdraw it should you need to, on its private page:",
  doNotShareChange: "Anyone with this link can see and change the application: please do not share it.",
  notYou: "If you did not make this change, please reply to this message at once.",
  formerSubject: "Contact address changed: {gallery} ({reference})",
  formerWhen:
    "the application of {gallery} to {edition} (reference {reference}) was changed on its private page on {when}, and its contact address is now {address}. We will no longer write to this address about it.",
  formerNothingToDo: "If the gallery made this change, there is nothing more to do.",
  formerIfNot:
    "If it did not, please write to us at once at {fair}, or reply to this message, with the reference above: we will look into it with you. The link to the application's page is no longer sent to this address.",

  /** The reminder of an overdue invoice. */
  reminderSubject: "Payment reminder: invoice {number} ({due})",
  reminderDue: "our invoice {number} to {gallery} was due on {date}, and we have not yet received {due}.",
  reminderIgnore: "If you have paid in the meantime, please ignore this reminder.",
  reminderTransfer: "Please transfer {due} to {seller}",
  reminderReference: "Reference: {reference}",
  reminderOnPage: "The invoice (PDF and e-invoice) and the ways to pay are on your application's private page:",
} as const;

export type MailCatalog = Record<keyof typeof mail, string>;
