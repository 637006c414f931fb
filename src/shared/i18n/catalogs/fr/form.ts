import type { FormCatalog } from "../en/form.ts";

export const form: FormCatalog = {
  required: "(obligatoire)",
  sendFailed:
    "Votre candidature n’a pas pu être envoyée. Tout ce que vous avez saisi est toujours là ; veuillez réessayer.",
  serverSaid: "Réponse du serveur : {message}",
  pictureFileMissing: "Photo de la galerie {n} : veuillez choisir une image.",
  artistLimitReached: "Vous avez atteint le maximum de {max} artistes.",
  artworkLimitReached: "Cet artiste a atteint le maximum de {max} œuvres.",
  pictureLimitReached: "Vous avez atteint le maximum de {max} photos de la galerie.",
  confirmRemoveArtist:
    "Supprimer l’artiste {n}{named, select, yes { ({name})} other {}} et tout ce qui a été saisi à son sujet, œuvres comprises ?",
  confirmRemoveArtwork: "Supprimer l’œuvre {m}{named, select, yes { (« {title} »)} other {}} de l’artiste {n} ?",
  confirmRemovePicture: "Supprimer la photo de la galerie {n} et ses informations ?",
  showArtworks:
    "{count, plural, one {Afficher l’œuvre de l’artiste {n}} other {Afficher les # œuvres de l’artiste {n}}}",
  hideArtworks: "Masquer les œuvres de l’artiste {n}",
  foldedArtworks:
    "{count, plural, one {# œuvre repliée} other {# œuvres repliées}} pour que ce long formulaire reste rapide.",
  foldedArtworksWithErrors:
    "{count, plural, one {# œuvre repliée} other {# œuvres repliées}}. Certaines demandent votre attention : affichez-les pour voir ce qu’il faut corriger.",
  characterCountShort: "{count} caractères sur {min} au minimum",
  characterCountEnough: "{count} caractères, c’est suffisant",

  sessionEndedTitle: "Votre session a pris fin",
  sessionEndedSaved:
    "Rien n’a été envoyé. Tout ce que vous avez saisi, fichiers compris, est enregistré dans ce navigateur : rechargez la page et répondez OK lorsqu’on vous propose de le charger, et tout réapparaîtra.",
  sessionEndedNotSaved:
    "Rien n’a été envoyé. Ce navigateur n’a pas pu garder de copie de votre saisie : copiez ce dont vous avez besoin avant de recharger la page.",
  reload: "Recharger la page",
  connectionLost: "Connexion au serveur perdue, nouvelle tentative…",
  leavingWhileSending:
    "Veuillez rester sur cette page jusqu’à la fin de l’envoi. Si vous la quittez, l’envoi s’interrompt ; votre saisie, fichiers compris, reste enregistrée dans ce navigateur et vous sera proposée à votre prochaine visite.",
  keptHere: "Tout ce que vous avez saisi est toujours là.",
  changedElsewhereTitle: "Cette candidature a été modifiée ailleurs",
  changedElsewhere:
    "Depuis l’ouverture de cette page, la version {version} a été enregistrée, dans une autre fenêtre ou par une autre personne disposant de votre lien. Un envoi depuis cette page serait refusé, afin de ne pas annuler cette modification. Ce que vous avez saisi ici n’est pas enregistré : ouvrez votre page de suivi dans un nouvel onglet pour voir la version enregistrée, copiez ce dont vous avez besoin sur cette page, puis rechargez-la.",
  openStatusPage: "Ouvrir votre page de suivi dans un nouvel onglet",
  changedElsewhereShort: "Modifiée ailleurs depuis l’ouverture de cette page : un envoi depuis celle-ci serait refusé.",
  whatToDo: "Que faire",
};
