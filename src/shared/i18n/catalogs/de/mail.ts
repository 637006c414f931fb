import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {
  greeting: "Guten Tag {name},",
  signOff: "Das Bewerbungsbüro der Kunstmesse",
  accountsSignOff: "Die Buchhaltung der Kunstmesse",
  doNotShare: "Jede Person mit diesem Link kann die Bewerbung sehen: Bitte geben Sie ihn nicht weiter.",

  confirmationSubject: "Bewerbung eingegangen: {gallery} ({reference})",
  confirmationReceived:
    "wir haben die Bewerbung von {gallery} erhalten. Bitte bewahren Sie diese Nachricht als Eingangsbestätigung auf.",
  labelled: "{label}:",
  followWithdraw: "Auf der privaten Seite Ihrer Bewerbung können Sie sie verfolgen und, falls nötig, zurückziehen:",
  hearFromUs: "Sobald das Auswahlkomitee getagt hat, erhalten Sie von uns eine E-Mail.",
  feeDue: "Die Bewerbungsgebühr ist fällig: Rechnung {number}, {amount}, zahlbar bis {date}.",
  feeTransfer: "Bitte überweisen Sie sie an {seller}, IBAN {iban}, mit der Referenz {reference}.",
  feeOnPage:
    "Die Rechnung (PDF und E-Rechnung) und die Zahlungswege finden Sie auf der unten verlinkten privaten Seite Ihrer Bewerbung.",

  linkSubject: "Die Seite Ihrer Bewerbung: {gallery} ({reference})",
  linkAsked: "Sie haben den Link zur Seite der Bewerbung von {gallery} für {edition} angefordert:",
  linkKeepWorking:
    "Jede Person mit diesem Link kann die Bewerbung sehen: Bitte geben Sie ihn nicht weiter. Früher gesendete Links bleiben gültig.",
  linkIgnore: "Falls Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.",

  changeSubject: "Bewerbung geändert: {gallery} ({reference})",
  changeWhen:
    "die Bewerbung von {gallery} für {edition} wurde am {when} auf ihrer privaten Seite geändert. Dies ist nun Version {version} der Bewerbung und diejenige, die das Auswahlkomitee liest.",
  whatChanged: "Was sich geändert hat:",
  changeNamed: "{what} ({name})",
  changeSectionTax: "Steuerangaben",
  changeEntryAdded: "{what} hinzugefügt",
  changeEntryRemoved: "{what} entfernt",
  changeMoved: "{what} von Position {from} auf Position {to} verschoben",
  changeFileAdded: "{where}: {file} hinzugefügt",
  changeFileRemoved: "{where}: {file} entfernt",
  changeFileReplaced: "{where}: {before} ersetzt durch {after}",
  changeMore: "und {count} weitere Änderungen",
  nothingDiffers: "Nichts daran unterscheidet sich von der vorigen Version.",
  formerAddressTold:
    "Ab jetzt schreiben wir an diese Adresse, wenn es um die Bewerbung geht. {former} war bisher ihre Kontaktadresse; wir haben sie über diese Änderung informiert.",
  followChangeWithdraw:
    "Auf der privaten Seite Ihrer Bewerbung können Sie sie verfolgen und, falls nötig, ändern oder zurückziehen:",
  doNotShareChange:
    "Jede Person mit diesem Link kann die Bewerbung sehen und ändern: Bitte geben Sie ihn nicht weiter.",
  notYou: "Falls Sie diese Änderung nicht vorgenommen haben, antworten Sie bitte umgehend auf diese Nachricht.",
  formerSubject: "Kontaktadresse geändert: {gallery} ({reference})",
  formerWhen:
    "die Bewerbung von {gallery} für {edition} (Referenz {reference}) wurde am {when} auf ihrer privaten Seite geändert; ihre Kontaktadresse ist nun {address}. Wir schreiben an diese Adresse nicht mehr über die Bewerbung.",
  formerNothingToDo: "Falls die Galerie diese Änderung vorgenommen hat, ist nichts weiter zu tun.",
  formerIfNot:
    "Falls nicht, schreiben Sie uns bitte umgehend an {fair} oder antworten Sie auf diese Nachricht, mit der obigen Referenz: Wir gehen der Sache gemeinsam mit Ihnen nach. Der Link zur Seite der Bewerbung wird nicht mehr an diese Adresse gesendet.",

  reminderSubject: "Zahlungserinnerung: Rechnung {number} ({due})",
  reminderDue: "unsere Rechnung {number} an {gallery} war am {date} fällig, und wir haben {due} noch nicht erhalten.",
  reminderIgnore: "Falls Sie inzwischen bezahlt haben, betrachten Sie diese Erinnerung bitte als gegenstandslos.",
  reminderTransfer: "Bitte überweisen Sie {due} an {seller}",
  reminderReference: "Referenz: {reference}",
  reminderOnPage:
    "Die Rechnung (PDF und E-Rechnung) und die Zahlungswege finden Sie auf der privaten Seite Ihrer Bewerbung:",
};
