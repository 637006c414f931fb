import type { FormCatalog } from "../en/form.ts";

export const form: FormCatalog = {
  required: "(obbligatorio)",
  sendFailed: "Non è stato possibile inviare la Sua domanda. Tutto ciò che ha inserito è ancora qui; riprovi.",
  serverSaid: "Risposta del server: {message}",
  pictureFileMissing: "Immagine della galleria {n}: scelga un’immagine.",
  artistLimitReached: "Ha raggiunto il massimo di {max} artisti.",
  artworkLimitReached: "Questo artista ha raggiunto il massimo di {max} opere.",
  pictureLimitReached: "Ha raggiunto il massimo di {max} immagini della galleria.",
  confirmRemoveArtist:
    "Rimuovere l’artista {n}{named, select, yes { ({name})} other {}} e tutto ciò che è stato inserito, opere comprese?",
  confirmRemoveArtwork: "Rimuovere l’opera {m}{named, select, yes { («{title}»)} other {}} dell’artista {n}?",
  confirmRemovePicture: "Rimuovere l’immagine della galleria {n} e i relativi dati?",
  showArtworks: "{count, plural, one {Mostra l’opera dell’artista {n}} other {Mostra le # opere dell’artista {n}}}",
  hideArtworks: "Nascondi le opere dell’artista {n}",
  foldedArtworks:
    "{count, plural, one {# opera compressa} other {# opere compresse}} per mantenere veloce questo modulo lungo.",
  foldedArtworksWithErrors:
    "{count, plural, one {# opera compressa} other {# opere compresse}}. Alcune richiedono attenzione: le mostri per vedere cosa correggere.",
  characterCountShort: "{count} di almeno {min} caratteri",
  characterCountEnough: "{count} caratteri, sufficiente",

  sessionEndedTitle: "La Sua sessione è terminata",
  sessionEndedSaved:
    "Non è stato inviato nulla. Tutto ciò che ha inserito, file compresi, è salvato in questo browser: ricarichi la pagina e risponda OK quando Le viene chiesto di caricarlo, e tornerà tutto.",
  sessionEndedNotSaved:
    "Non è stato inviato nulla. Questo browser non ha potuto conservare una copia dei dati inseriti: copi ciò che Le serve prima di ricaricare la pagina.",
  reload: "Ricarica la pagina",
  connectionLost: "Connessione al server persa, nuovo tentativo…",
  leavingWhileSending:
    "Resti su questa pagina fino al termine dell’invio. Se la lascia, l’invio si interrompe; i dati inseriti, file compresi, restano salvati in questo browser e Le verranno proposti alla prossima visita.",
  keptHere: "Tutto ciò che ha inserito è ancora qui.",
  changedElsewhereTitle: "Questa domanda è stata modificata altrove",
  changedElsewhere:
    "Da quando è stata aperta questa pagina è stata salvata la versione {version}, in un’altra finestra o da un’altra persona con il Suo link. Un invio da questa pagina verrebbe rifiutato, per non annullare quella modifica. Ciò che ha scritto qui non è salvato: apra la Sua pagina di stato in una nuova scheda per vedere la versione salvata, copi ciò che Le serve da questa pagina, poi la ricarichi.",
  openStatusPage: "Apri la Sua pagina di stato in una nuova scheda",
  changedElsewhereShort: "Modificata altrove dopo l’apertura di questa pagina: un invio da qui verrebbe rifiutato.",
  whatToDo: "Cosa fare",
};
