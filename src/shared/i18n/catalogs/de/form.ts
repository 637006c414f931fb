import type { FormCatalog } from "../en/form.ts";

export const form: FormCatalog = {
  required: "(Pflichtfeld)",
  sendFailed:
    "Ihre Bewerbung konnte nicht gesendet werden. Alle Ihre Angaben sind noch da; bitte versuchen Sie es erneut.",
  serverSaid: "Antwort des Servers: {message}",
  pictureFileMissing: "Galeriebild {n}: Bitte wählen Sie ein Bild.",
  artistLimitReached: "Sie haben die Höchstzahl von {max} Künstlerinnen und Künstlern erreicht.",
  artworkLimitReached: "Für diese:n Künstler:in ist die Höchstzahl von {max} Werken erreicht.",
  pictureLimitReached: "Sie haben die Höchstzahl von {max} Galeriebildern erreicht.",
  confirmRemoveArtist:
    "Künstler:in {n}{named, select, yes { ({name})} other {}} mit allen Angaben einschließlich der Werke entfernen?",
  confirmRemoveArtwork: "Werk {m}{named, select, yes { („{title}“)} other {}} von Künstler:in {n} entfernen?",
  confirmRemovePicture: "Galeriebild {n} mit seinen Angaben entfernen?",
  showArtworks:
    "{count, plural, one {Das Werk von Künstler:in {n} anzeigen} other {Die # Werke von Künstler:in {n} anzeigen}}",
  hideArtworks: "Die Werke von Künstler:in {n} ausblenden",
  foldedArtworks:
    "{count, plural, one {1 Werk} other {# Werke}}, eingeklappt, damit dieses lange Formular schnell bleibt.",
  foldedArtworksWithErrors:
    "{count, plural, one {1 Werk} other {# Werke}}, eingeklappt. Einige davon brauchen Ihre Aufmerksamkeit: Klappen Sie sie auf, um zu sehen, was zu korrigieren ist.",
  characterCountShort: "{count} von mindestens {min} Zeichen",
  characterCountEnough: "{count} Zeichen, ausreichend",

  sessionEndedTitle: "Ihre Sitzung ist beendet",
  sessionEndedSaved:
    "Es wurde nichts gesendet. Alle Ihre Angaben, auch die Dateien, sind in diesem Browser gespeichert: Laden Sie die Seite neu und bestätigen Sie mit OK, wenn Sie gefragt werden, ob sie geladen werden sollen – dann ist alles wieder da.",
  sessionEndedNotSaved:
    "Es wurde nichts gesendet. Dieser Browser konnte keine Kopie Ihrer Angaben speichern: Kopieren Sie alles, was Sie brauchen, bevor Sie die Seite neu laden.",
  reload: "Seite neu laden",
  connectionLost: "Verbindung zum Server unterbrochen, neuer Versuch …",
  leavingWhileSending:
    "Bitte bleiben Sie auf dieser Seite, bis das Senden abgeschlossen ist. Wenn Sie die Seite verlassen, wird das Senden abgebrochen; Ihre Angaben, auch die Dateien, bleiben in diesem Browser gespeichert und werden Ihnen beim nächsten Besuch wieder angeboten.",
  keptHere: "Alle Ihre Angaben sind noch da.",
  changedElsewhereTitle: "Diese Bewerbung wurde an anderer Stelle geändert",
  changedElsewhere:
    "Seit diese Seite geöffnet wurde, ist Fassung {version} gespeichert worden – in einem anderen Fenster oder von jemand anderem mit Ihrem Link. Ein Senden von dieser Seite würde abgelehnt, damit diese Änderung nicht rückgängig gemacht wird. Was Sie hier eingegeben haben, ist nicht gespeichert: Öffnen Sie Ihre Statusseite in einem neuen Tab, um die gespeicherte Fassung zu sehen, kopieren Sie, was Sie von dieser Seite brauchen, und laden Sie sie dann neu.",
  openStatusPage: "Ihre Statusseite in einem neuen Tab öffnen",
  changedElsewhereShort: "Seit dem Öffnen dieser Seite anderswo geändert: Ein Senden von hier würde abgelehnt.",
  whatToDo: "Was Sie tun können",
};
