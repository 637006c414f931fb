import type { RulesCatalog } from "../en/rules.ts";

export const rules: RulesCatalog = {
  choice: "Bitte wählen Sie, ob Sie sich als Galerie oder für die Plattform bewerben.",
  edition: "Für diese Ausgabe sind keine Bewerbungen möglich.",
  booth: "Bitte wählen Sie eine Standgröße.",
  pitch: "Eine kurze Beschreibung Ihres Programms ist erforderlich.",

  noArtists: "Bitte fügen Sie mindestens eine Künstlerin oder einen Künstler hinzu.",
  tooManyArtists: "Sie können höchstens {max} Künstlerinnen und Künstler angeben.",
  artistFirstName: "Künstler:in {n}: Bitte geben Sie einen Vornamen an.",
  artistLastName: "Künstler:in {n}: Bitte geben Sie einen Nachnamen an.",
  artistBio: "Künstler:in {n}: Bitte geben Sie eine Biografie an.",
  artistBorn: "Künstler:in {n}: Bitte geben Sie ein gültiges Geburtsjahr an.",
  noArtworks: "Künstler:in {n}: Bitte fügen Sie mindestens ein Werk hinzu.",
  tooManyArtworks: "Künstler:in {n}: Sie können höchstens {max} Werke angeben.",
  artworkTitle: "Künstler:in {n}, Werk {m}: Bitte geben Sie einen Titel an.",
  artworkPresented:
    "Künstler:in {n}, Werk {m}: Bitte geben Sie an, ob das Werk selbst gezeigt wird oder ein vergleichbares Werk.",
  someArtistsIncorrect: "Einige Angaben zu den Künstlerinnen und Künstlern sind nicht korrekt.",

  galleryName: "Bitte geben Sie den Namen der Galerie an.",
  galleryLocations: "Bitte geben Sie die Standorte der Galerie an.",
  galleryContact: "Bitte geben Sie eine Ansprechperson an.",
  galleryYearFounded: "Bitte geben Sie ein gültiges Gründungsjahr der Galerie an.",
  galleryEmail: "Bitte geben Sie eine gültige Kontakt-E-Mail-Adresse an.",
  galleryPictures: "Bitte laden Sie mindestens ein Galeriebild hoch.",
  pictureTitle: "Galeriebild {n}: Bitte geben Sie einen Ausstellungstitel an.",
  pictureArtists: "Galeriebild {n}: Bitte geben Sie die Künstlerinnen und Künstler an.",
  pictureYear: "Galeriebild {n}: Bitte geben Sie ein gültiges Jahr an.",

  taxCompany: "Bitte geben Sie den Namen des Unternehmens an.",
  taxAddress: "Bitte geben Sie die Anschrift des Unternehmens an.",
  taxCountry: "Bitte wählen Sie das Land des Unternehmens.",
  taxNumber: "Bitte geben Sie die Steuernummer an.",
  taxContact: "Bitte geben Sie eine Ansprechperson für Steuerfragen an.",
  taxEmail: "Bitte geben Sie eine gültige E-Mail-Adresse für Steuerfragen an.",
  taxPhone: "Bitte geben Sie eine Telefonnummer für Steuerfragen an.",

  tooLong: "Bitte kürzen Sie diesen Text auf höchstens {max, number} Zeichen.",
  fileTooLarge: "{file} ist zu groß",
  fileInvalid: "{file} ist keine gültige Datei (Dateien, die nur online gespeichert sind, lassen sich nicht hochladen)",
  withReason: "{sentence}\n{reason}",
  fileEmpty: "Die Datei ist leer (0 Byte).",
  fileUnreadable:
    "Die Datei konnte nicht gelesen werden: Sie ist möglicherweise nur online gespeichert, nicht auf diesem Gerät.",
  fileWrongType: "Es handelt sich um {found}; dieses Feld nimmt {allowed} an.",
  fileUnknownType: "Es ist keine {allowed}-Datei (geprüft wurde der Inhalt, nicht der Name).",
  fileJustOverLimit: "Sie liegt knapp über der Grenze von {limit}.",
  fileOverLimit: "Sie ist {size} groß; die Grenze liegt bei {limit}.",
  fileMissing: "{file} ist nicht angekommen. Bitte fügen Sie die Datei erneut hinzu.",
  theFile: "Die Datei",
  aFile: "Eine Datei",
  tooManyFiles: "Sie können hier höchstens {max, plural, one {# Datei} other {# Dateien}} hochladen.",
  filesLeftOut:
    "Sie können hier höchstens {max, plural, one {# Datei} other {# Dateien}} hochladen: {list} {count, plural, one {wurde} other {wurden}} nicht übernommen.",
  fileHeic: "{file} ist ein HEIC-Foto: Bitte wählen Sie ein JPEG, PNG oder WebP",
  pictureDamaged:
    "{file} ist beschädigt oder unvollständig und lässt sich nicht als Bild öffnen: Bitte wählen Sie ein anderes JPEG, PNG oder WebP",
  submissionTooLarge: "Die Dateien sind zusammen zu groß, um sie auf einmal zu senden.",

  invalidData: "Die Angaben sind ungültig.",
  rateLimited:
    "Zu viele Versuche in kurzer Zeit. Ihre Angaben sind noch da; bitte versuchen Sie es in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut.",
  crossSite: "Anfragen von anderen Websites werden abgelehnt.",
  serverError: "Bei uns ist ein Fehler aufgetreten. Es wurde nichts gespeichert; bitte versuchen Sie es erneut.",
  storageFull:
    "Der Speicherplatz des Servers ist erschöpft. Es wurde nichts gespeichert; bitte versuchen Sie es später erneut.",
  serviceUnavailable:
    "Der Dienst ist kurz nicht erreichbar. Es wurde nichts gespeichert; bitte versuchen Sie es gleich noch einmal.",
  storageNotAnswering:
    "Der Dateispeicher antwortet nicht. Es wurde nichts gespeichert; bitte senden Sie es in einer Minute erneut.",
  serviceUnavailableToRead: "Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.",
  storageNotAnsweringToRead: "Der Dateispeicher antwortet nicht. Bitte versuchen Sie es in einer Minute erneut.",
  sessionMissing: "Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.",
  csrfInvalid: "Das Sicherheitstoken fehlt oder ist falsch. Bitte laden Sie die Seite neu.",
  changedSincePageOpened:
    "Diese Bewerbung wurde geändert, nachdem diese Seite geöffnet wurde; daher wurde nichts gespeichert, denn das Speichern hätte diese Änderung rückgängig gemacht. Ihre Änderungen sind noch auf dieser Seite. Öffnen Sie Ihre Statusseite in einem neuen Tab, um die gespeicherte Fassung zu sehen, laden Sie dann diese Seite neu und nehmen Sie Ihre Änderungen erneut vor.",
  sessionExpiredAlert: "Ihre Sitzung ist vermutlich abgelaufen. Bitte laden Sie die Seite neu.",
  restorePrompt: "Es gibt ungespeicherte Bewerbungsdaten aus einer früheren Sitzung. Möchten Sie diese laden?",
  noSuchApplication: "Diese Bewerbung gibt es nicht.",
};
