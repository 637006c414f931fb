import type { MailCatalog } from "../en/mail.ts";

export const mail: MailCatalog = {
  greeting: "Bonjour {name},",
  signOff: "Le service des candidatures de la foire",
  accountsSignOff: "Le service comptable de la foire",
  doNotShare: "Toute personne disposant de ce lien peut voir la candidature : merci de ne pas le partager.",

  confirmationSubject: "Candidature reçue : {gallery} ({reference})",
  confirmationReceived:
    "Nous avons bien reçu la candidature de {gallery}. Merci de conserver ce message comme accusé de réception.",
  labelled: "{label} :",
  followWithdraw: "Suivez votre candidature, et retirez-la si nécessaire, sur sa page privée :",
  hearFromUs: "Nous vous écrirons par e-mail après la réunion du comité de sélection.",
  feeDue: "Les frais de candidature sont dus : facture {number}, {amount}, à régler avant le {date}.",
  feeTransfer: "Merci de les virer à {seller}, IBAN {iban}, avec la référence {reference}.",
  feeOnPage:
    "La facture (PDF et facture électronique) et les moyens de paiement figurent sur la page privée de votre candidature ci-dessous.",

  linkSubject: "La page de votre candidature : {gallery} ({reference})",
  linkAsked: "Vous avez demandé le lien vers la page de la candidature de {gallery} à {edition} :",
  linkKeepWorking:
    "Toute personne disposant de ce lien peut voir la candidature : merci de ne pas le partager. Les liens envoyés auparavant restent valables.",
  linkIgnore: "Si vous ne l’avez pas demandé, vous pouvez ignorer ce message.",

  changeSubject: "Candidature modifiée : {gallery} ({reference})",
  changeWhen:
    "La candidature de {gallery} à {edition} a été modifiée sur sa page privée le {when}. C’est désormais la version {version} de la candidature, celle que lit le comité de sélection.",
  whatChanged: "Ce qui a changé :",
  changeNamed: "{what} ({name})",
  changeSectionTax: "Informations fiscales",
  changeEntryAdded: "{what} : ajout",
  changeEntryRemoved: "{what} : suppression",
  changeMoved: "{what} : déplacement de la position {from} à la position {to}",
  changeFileAdded: "{where} : ajout de {file}",
  changeFileRemoved: "{where} : suppression de {file}",
  changeFileReplaced: "{where} : {before} remplacé par {after}",
  changeMore: "et {count} autres modifications",
  nothingDiffers: "Rien n’y diffère de la version précédente.",
  formerAddressTold:
    "Désormais, nous écrivons à cette adresse au sujet de la candidature. {former} était jusqu’ici son adresse de contact ; nous l’avons informée de ce changement.",
  followChangeWithdraw: "Suivez votre candidature, et modifiez-la ou retirez-la si nécessaire, sur sa page privée :",
  doNotShareChange:
    "Toute personne disposant de ce lien peut voir et modifier la candidature : merci de ne pas le partager.",
  notYou: "Si vous n’êtes pas à l’origine de ce changement, merci de répondre immédiatement à ce message.",
  formerSubject: "Adresse de contact modifiée : {gallery} ({reference})",
  formerWhen:
    "La candidature de {gallery} à {edition} (référence {reference}) a été modifiée sur sa page privée le {when}, et son adresse de contact est désormais {address}. Nous n’écrirons plus à cette adresse à son sujet.",
  formerNothingToDo: "Si la galerie est à l’origine de ce changement, vous n’avez rien d’autre à faire.",
  formerIfNot:
    "Sinon, merci de nous écrire immédiatement à {fair}, ou de répondre à ce message, en indiquant la référence ci-dessus : nous examinerons la situation avec vous. Le lien vers la page de la candidature n’est plus envoyé à cette adresse.",

  reminderSubject: "Rappel de paiement : facture {number} ({due})",
  reminderDue:
    "Notre facture {number} adressée à {gallery} était payable le {date}, et nous n’avons pas encore reçu {due}.",
  reminderIgnore: "Si vous avez réglé entre-temps, merci de ne pas tenir compte de ce rappel.",
  reminderTransfer: "Merci de virer {due} à {seller}",
  reminderReference: "Référence : {reference}",
  reminderOnPage:
    "La facture (PDF et facture électronique) et les moyens de paiement figurent sur la page privée de votre candidature :",
};
