import type { RulesCatalog } from "../en/rules.ts";

export const rules: RulesCatalog = {
  choice: "Indichi se presenta domanda come galleria o per la piattaforma.",
  edition: "Questa edizione non accetta domande.",
  booth: "Selezioni la dimensione dello stand.",
  pitch: "È richiesta una breve descrizione del Suo programma.",

  noArtists: "Aggiunga almeno un artista.",
  tooManyArtists: "Può aggiungere al massimo {max} artisti.",
  artistFirstName: "Artista {n}: indichi il nome.",
  artistLastName: "Artista {n}: indichi il cognome.",
  artistBio: "Artista {n}: indichi una biografia.",
  artistBorn: "Artista {n}: indichi un anno di nascita valido.",
  noArtworks: "Artista {n}: aggiunga almeno un’opera.",
  tooManyArtworks: "Artista {n}: può aggiungere al massimo {max} opere.",
  artworkTitle: "Artista {n}, opera {m}: indichi un titolo.",
  artworkPresented: "Artista {n}, opera {m}: indichi se verrà presentata l’opera stessa o un’opera simile.",
  someArtistsIncorrect: "Alcuni dati degli artisti non sono corretti.",

  galleryName: "Indichi il nome della galleria.",
  galleryLocations: "Indichi le sedi della galleria.",
  galleryContact: "Indichi una persona di riferimento.",
  galleryYearFounded: "Indichi un anno di fondazione della galleria valido.",
  galleryEmail: "Indichi un indirizzo e-mail di contatto valido.",
  galleryPictures: "Carichi almeno un’immagine della galleria.",
  pictureTitle: "Immagine della galleria {n}: indichi il titolo della mostra.",
  pictureArtists: "Immagine della galleria {n}: indichi gli artisti.",
  pictureYear: "Immagine della galleria {n}: indichi un anno valido.",

  taxCompany: "Indichi la ragione sociale.",
  taxAddress: "Indichi l’indirizzo della società.",
  taxCountry: "Selezioni il paese della società.",
  taxNumber: "Indichi il codice fiscale o la partita IVA.",
  taxContact: "Indichi una persona di riferimento per le questioni fiscali.",
  taxEmail: "Indichi un indirizzo e-mail valido per le questioni fiscali.",
  taxPhone: "Indichi un numero di telefono per le questioni fiscali.",

  tooLong: "Riduca questo testo a un massimo di {max, number} caratteri.",
  fileTooLarge: "{file} è troppo grande",
  fileInvalid: "{file} non è un file valido (i file salvati solo online non possono essere caricati)",
  withReason: "{sentence}\n{reason}",
  fileEmpty: "Il file è vuoto (0 byte).",
  fileUnreadable:
    "Non è stato possibile leggere il file: potrebbe essere salvato solo online e non su questo dispositivo.",
  fileWrongType: "È {found}; questo campo accetta {allowed}.",
  fileUnknownType: "Non è un file {allowed} (in base al contenuto, non al nome).",
  fileJustOverLimit: "Supera di poco il limite di {limit}.",
  fileOverLimit: "Occupa {size}; il limite è {limit}.",
  fileMissing: "{file} non è arrivato. Lo aggiunga di nuovo.",
  theFile: "Il file",
  aFile: "Un file",
  tooManyFiles: "Qui può caricare al massimo {max, plural, one {# documento} other {# documenti}}.",
  filesLeftOut:
    "Qui può caricare al massimo {max, plural, one {# documento} other {# documenti}}: {count, plural, one {è stato escluso} other {sono stati esclusi}} {list}.",
  fileHeic: "{file} è una foto HEIC: scelga un JPEG, PNG o WebP",
  pictureDamaged:
    "{file} è danneggiato o incompleto e non può essere aperto come immagine: scelga un altro JPEG, PNG o WebP",
  submissionTooLarge: "I file sono troppo grandi per essere inviati insieme.",

  invalidData: "I dati forniti non sono validi.",
  rateLimited:
    "Troppi tentativi in poco tempo. I Suoi dati sono ancora qui; riprovi tra {seconds, plural, one {# secondo} other {# secondi}}.",
  crossSite: "Le richieste provenienti da altri siti vengono rifiutate.",
  serverError: "Si è verificato un errore da parte nostra. Non è stato salvato nulla; riprovi.",
  storageFull: "Lo spazio di archiviazione del server è esaurito. Non è stato salvato nulla; riprovi più tardi.",
  serviceUnavailable:
    "Il servizio è momentaneamente non disponibile. Non è stato salvato nulla; riprovi tra un attimo.",
  storageNotAnswering: "L’archivio dei file non risponde. Non è stato salvato nulla; invii di nuovo tra un minuto.",
  serviceUnavailableToRead: "Il servizio è momentaneamente non disponibile. Riprovi tra un attimo.",
  storageNotAnsweringToRead: "L’archivio dei file non risponde. Riprovi tra un minuto.",
  sessionMissing: "La Sua sessione è scaduta. Ricarichi la pagina.",
  csrfInvalid: "Il token di sicurezza manca o non è corretto. Ricarichi la pagina.",
  changedSincePageOpened:
    "Questa domanda è stata modificata dopo l’apertura di questa pagina, quindi non è stato salvato nulla: il salvataggio avrebbe annullato quella modifica. Le Sue modifiche sono ancora su questa pagina. Apra la Sua pagina di stato in una nuova scheda per vedere la versione salvata, poi ricarichi questa pagina e ripeta le modifiche.",
  sessionExpiredAlert: "Probabilmente la Sua sessione è scaduta. Ricarichi la pagina.",
  restorePrompt: "Ci sono dati della domanda non salvati di una sessione precedente. Desidera caricarli?",
  noSuchApplication: "Questa domanda non esiste.",
};
