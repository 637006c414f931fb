import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {
  greeting: "Gentile {name},",
  signOff: "L’ufficio candidature della fiera d’arte",
  accountsSignOff: "L’amministrazione della fiera d’arte",
  doNotShare: "Chiunque abbia questo link può vedere la candidatura: La preghiamo di non condividerlo.",

  confirmationSubject: "Candidatura ricevuta: {gallery} ({reference})",
  confirmationReceived:
    "abbiamo ricevuto la candidatura di {gallery}. La preghiamo di conservare questo messaggio come ricevuta.",
  labelled: "{label}:",
  followWithdraw: "Può seguire la Sua candidatura, e ritirarla se necessario, sulla sua pagina privata:",
  hearFromUs: "Le scriveremo per e-mail dopo la riunione del comitato di selezione.",
  feeDue: "La quota di candidatura è dovuta: fattura {number}, {amount}, da pagare entro il {date}.",
  feeTransfer: "La preghiamo di versarla a {seller}, IBAN {iban}, con il riferimento {reference}.",
  feeOnPage:
    "La fattura (PDF e fattura elettronica) e le modalità di pagamento si trovano sulla pagina privata della Sua candidatura, qui sotto.",

  linkSubject: "La pagina della Sua candidatura: {gallery} ({reference})",
  linkAsked: "ha richiesto il link alla pagina della candidatura di {gallery} a {edition}:",
  linkKeepWorking:
    "Chiunque abbia questo link può vedere la candidatura: La preghiamo di non condividerlo. I link inviati in precedenza restano validi.",
  linkIgnore: "Se non lo ha richiesto, può ignorare questo messaggio.",

  changeSubject: "Candidatura modificata: {gallery} ({reference})",
  changeWhen:
    "la candidatura di {gallery} a {edition} è stata modificata sulla sua pagina privata il {when}. Questa è ora la versione {version} della candidatura, quella che legge il comitato di selezione.",
  whatChanged: "Che cosa è cambiato:",
  changeNamed: "{what} ({name})",
  changeSectionTax: "Dati fiscali",
  changeEntryAdded: "{what}: aggiunta",
  changeEntryRemoved: "{what}: rimozione",
  changeMoved: "{what}: spostamento dalla posizione {from} alla posizione {to}",
  changeFileAdded: "{where}: aggiunto {file}",
  changeFileRemoved: "{where}: rimosso {file}",
  changeFileReplaced: "{where}: {before} sostituito da {after}",
  changeMore: "e altre {count} modifiche",
  nothingDiffers: "Nulla differisce dalla versione precedente.",
  formerAddressTold:
    "D’ora in poi scriveremo a questo indirizzo riguardo alla candidatura. {former} era finora il suo indirizzo di contatto; lo abbiamo informato di questa modifica.",
  followChangeWithdraw:
    "Può seguire la Sua candidatura, e modificarla o ritirarla se necessario, sulla sua pagina privata:",
  doNotShareChange:
    "Chiunque abbia questo link può vedere e modificare la candidatura: La preghiamo di non condividerlo.",
  notYou: "Se non ha effettuato Lei questa modifica, La preghiamo di rispondere subito a questo messaggio.",
  formerSubject: "Indirizzo di contatto modificato: {gallery} ({reference})",
  formerWhen:
    "la candidatura di {gallery} a {edition} (riferimento {reference}) è stata modificata sulla sua pagina privata il {when}, e il suo indirizzo di contatto è ora {address}. Non scriveremo più a questo indirizzo al riguardo.",
  formerNothingToDo: "Se la modifica è stata fatta dalla galleria, non deve fare altro.",
  formerIfNot:
    "In caso contrario, ci scriva subito a {fair}, o risponda a questo messaggio, indicando il riferimento qui sopra: esamineremo la questione insieme a Lei. Il link alla pagina della candidatura non viene più inviato a questo indirizzo.",

  reminderSubject: "Sollecito di pagamento: fattura {number} ({due})",
  reminderDue: "la nostra fattura {number} a {gallery} era in scadenza il {date} e non abbiamo ancora ricevuto {due}.",
  reminderIgnore: "Se nel frattempo ha già pagato, La preghiamo di non tenere conto di questo sollecito.",
  reminderTransfer: "La preghiamo di versare {due} a {seller}",
  reminderReference: "Riferimento: {reference}",
  reminderOnPage:
    "La fattura (PDF e fattura elettronica) e le modalità di pagamento si trovano sulla pagina privata della Sua candidatura:",
};
