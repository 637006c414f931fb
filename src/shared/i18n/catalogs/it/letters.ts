import type { LettersCatalog } from "../en/letters.ts";

export const letters: LettersCatalog = {
  acceptedSubject: "{edition}: la Sua candidatura è stata accettata ({reference})",
  acceptedBody:
    "Gentile {contact},\n\nsiamo lieti di comunicarLe che il comitato di selezione ha accettato la candidatura di {gallery} per {edition}, con uno stand {booth}.\n\nNelle prossime settimane Le invieremo il contratto e le informazioni pratiche. La candidatura e il suo stato restano consultabili alla pagina:\n{status_link}\n\nCordiali saluti,\nIl comitato di selezione della fiera\n",
  waitlistedSubject: "{edition}: la Sua candidatura è in lista d’attesa ({reference})",
  waitlistedBody:
    "Gentile {contact},\n\nil comitato di selezione ha inserito la candidatura di {gallery} per {edition} nella lista d’attesa. Le scriveremo non appena si libererà uno stand.\n\nLa candidatura e il suo stato restano consultabili alla pagina:\n{status_link}\n\nCordiali saluti,\nIl comitato di selezione della fiera\n",
  rejectedSubject: "{edition}: la decisione del comitato sulla Sua candidatura ({reference})",
  rejectedBody:
    "Gentile {contact},\n\nLa ringraziamo per la candidatura di {gallery} per {edition}. Siamo spiacenti di comunicarLe che questa volta il comitato di selezione non ha potuto accettarla: le candidature di alto livello erano molto più numerose degli stand disponibili.\n\nLa candidatura resta consultabile alla pagina:\n{status_link}\n\nCi auguriamo di ricevere una Sua candidatura per una delle prossime edizioni.\n\nCordiali saluti,\nIl comitato di selezione della fiera\n",

  boothSmall: "piccolo",
  boothMedium: "medio",
  boothLarge: "grande",
  boothAllocated: "{size} ({label}, {hall})",
};
