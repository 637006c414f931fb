import type { LettersCatalog } from "../en/letters.ts";

export const letters: LettersCatalog = {
  acceptedSubject: "{edition} : votre candidature est retenue ({reference})",
  acceptedBody:
    "Bonjour {contact},\n\nNous avons le plaisir de vous annoncer que le comité de sélection a retenu la candidature de {gallery} pour {edition}, avec un stand {booth}.\n\nNous vous ferons parvenir le contrat et les informations pratiques dans les semaines à venir. Votre candidature et son statut restent consultables sur sa page :\n{status_link}\n\nAvec nos salutations distinguées,\nLe comité de sélection de la foire\n",
  waitlistedSubject: "{edition} : votre candidature est sur liste d’attente ({reference})",
  waitlistedBody:
    "Bonjour {contact},\n\nLe comité de sélection a placé la candidature de {gallery} pour {edition} sur liste d’attente. Nous vous écrirons dès qu’un stand se libérera.\n\nVotre candidature et son statut restent consultables sur sa page :\n{status_link}\n\nAvec nos salutations distinguées,\nLe comité de sélection de la foire\n",
  rejectedSubject: "{edition} : la décision du comité sur votre candidature ({reference})",
  rejectedBody:
    "Bonjour {contact},\n\nNous vous remercions pour la candidature de {gallery} pour {edition}. Nous avons le regret de vous informer que le comité de sélection n’a pas pu la retenir cette fois-ci ; les candidatures de grande qualité étaient bien plus nombreuses que les stands.\n\nVotre candidature reste consultable sur sa page :\n{status_link}\n\nNous espérons recevoir une candidature de votre part pour une prochaine édition.\n\nAvec nos salutations distinguées,\nLe comité de sélection de la foire\n",

  boothSmall: "de petite taille",
  boothMedium: "de taille moyenne",
  boothLarge: "de grande taille",
  boothAllocated: "{size} ({label}, {hall})",
};
