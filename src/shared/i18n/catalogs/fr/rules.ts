import type { RulesCatalog } from "../en/rules.ts";

export const rules: RulesCatalog = {
  choice: "Veuillez indiquer si vous postulez en tant que galerie ou pour la plateforme.",
  edition: "Cette édition n’est pas ouverte aux candidatures.",
  booth: "Veuillez choisir une taille de stand.",
  pitch: "Une courte description de votre programme est requise.",

  noArtists: "Veuillez ajouter au moins un artiste.",
  tooManyArtists: "Vous pouvez ajouter au maximum {max} artistes.",
  artistFirstName: "Artiste {n} : veuillez indiquer un prénom.",
  artistLastName: "Artiste {n} : veuillez indiquer un nom.",
  artistBio: "Artiste {n} : veuillez indiquer une biographie.",
  artistBorn: "Artiste {n} : veuillez indiquer une année de naissance valide.",
  noArtworks: "Artiste {n} : veuillez ajouter au moins une œuvre.",
  tooManyArtworks: "Artiste {n} : vous pouvez ajouter au maximum {max} œuvres.",
  artworkTitle: "Artiste {n}, œuvre {m} : veuillez indiquer un titre.",
  artworkPresented:
    "Artiste {n}, œuvre {m} : veuillez préciser si l’œuvre elle-même sera présentée ou une œuvre similaire.",
  someArtistsIncorrect: "Certaines informations sur les artistes sont incorrectes.",

  galleryName: "Veuillez indiquer le nom de la galerie.",
  galleryLocations: "Veuillez indiquer les adresses de la galerie.",
  galleryContact: "Veuillez indiquer une personne de contact.",
  galleryYearFounded: "Veuillez indiquer une année de fondation valide.",
  galleryEmail: "Veuillez indiquer une adresse e-mail de contact valide.",
  galleryPictures: "Veuillez téléverser au moins une photo de la galerie.",
  pictureTitle: "Photo de la galerie {n} : veuillez indiquer le titre de l’exposition.",
  pictureArtists: "Photo de la galerie {n} : veuillez indiquer les artistes.",
  pictureYear: "Photo de la galerie {n} : veuillez indiquer une année valide.",

  taxCompany: "Veuillez indiquer la raison sociale.",
  taxAddress: "Veuillez indiquer l’adresse de la société.",
  taxCountry: "Veuillez choisir le pays de la société.",
  taxNumber: "Veuillez indiquer le numéro fiscal.",
  taxContact: "Veuillez indiquer une personne de contact pour les questions fiscales.",
  taxEmail: "Veuillez indiquer une adresse e-mail valide pour les questions fiscales.",
  taxPhone: "Veuillez indiquer un numéro de téléphone pour les questions fiscales.",

  tooLong: "Veuillez raccourcir ce texte à {max, number} caractères au maximum.",
  fileTooLarge: "{file} est trop volumineux",
  fileInvalid:
    "{file} n’est pas un fichier valide (les fichiers stockés uniquement en ligne ne peuvent pas être téléversés)",
  withReason: "{sentence}\n{reason}",
  fileEmpty: "Le fichier est vide (0 octet).",
  fileUnreadable:
    "Le fichier n’a pas pu être lu : il est peut-être stocké uniquement en ligne et non sur cet appareil.",
  fileWrongType: "C’est {found} ; ce champ accepte {allowed}.",
  fileUnknownType: "Ce n’est pas un fichier {allowed} (d’après son contenu, non son nom).",
  fileJustOverLimit: "Il dépasse tout juste la limite de {limit}.",
  fileOverLimit: "Il fait {size} ; la limite est de {limit}.",
  fileMissing: "{file} n’est pas arrivé. Veuillez l’ajouter à nouveau.",
  theFile: "Le fichier",
  aFile: "Un fichier",
  tooManyFiles: "Vous pouvez téléverser ici au maximum {max, plural, one {# fichier} other {# fichiers}}.",
  filesLeftOut:
    "Vous pouvez téléverser ici au maximum {max, plural, one {# fichier} other {# fichiers}} : {count, plural, one {ce fichier n’a pas été retenu} other {ces fichiers n’ont pas été retenus}} : {list}.",
  fileHeic: "{file} est une photo HEIC : veuillez choisir un JPEG, PNG ou WebP",
  pictureDamaged:
    "{file} est endommagé ou incomplet et ne peut pas être ouvert comme image : veuillez choisir un autre JPEG, PNG ou WebP",
  submissionTooLarge: "Les fichiers sont trop volumineux pour être envoyés ensemble.",

  invalidData: "Les données saisies ne sont pas valides.",
  rateLimited:
    "Trop de tentatives en peu de temps. Vos données sont toujours là ; veuillez réessayer dans {seconds, plural, one {# seconde} other {# secondes}}.",
  crossSite: "Les requêtes provenant d’autres sites sont refusées.",
  serverError: "Une erreur s’est produite de notre côté. Rien n’a été enregistré ; veuillez réessayer.",
  storageFull: "Le serveur n’a plus d’espace de stockage. Rien n’a été enregistré ; veuillez réessayer plus tard.",
  serviceUnavailable:
    "Le service est momentanément indisponible. Rien n’a été enregistré ; veuillez réessayer dans un instant.",
  storageNotAnswering:
    "Le stockage des fichiers ne répond pas. Rien n’a été enregistré ; veuillez renvoyer dans une minute.",
  serviceUnavailableToRead: "Le service est momentanément indisponible. Veuillez réessayer dans un instant.",
  storageNotAnsweringToRead: "Le stockage des fichiers ne répond pas. Veuillez réessayer dans une minute.",
  sessionMissing: "Votre session a expiré. Veuillez recharger la page.",
  csrfInvalid: "Le jeton de sécurité est absent ou erroné. Veuillez recharger la page.",
  changedSincePageOpened:
    "Cette candidature a été modifiée après l’ouverture de cette page ; rien n’a donc été enregistré, car l’enregistrement aurait annulé cette modification. Vos modifications sont toujours sur cette page. Ouvrez votre page de suivi dans un nouvel onglet pour voir la version enregistrée, puis rechargez cette page et refaites vos modifications.",
  sessionExpiredAlert: "Votre session a probablement expiré. Veuillez recharger la page.",
  restorePrompt:
    "Des données de candidature non enregistrées subsistent d’une session précédente. Voulez-vous les charger ?",
  noSuchApplication: "Cette candidature n’existe pas.",
};
