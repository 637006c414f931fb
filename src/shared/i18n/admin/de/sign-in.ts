import type { SignInWords } from "../en/sign-in.ts";

export const signIn: SignInWords = {
  header: "Backoffice der Kunstmesse",
  pageTitle: "{title} – Backoffice der Kunstmesse",
  pageTitleError: "Fehler: {title} – Backoffice der Kunstmesse",
  description: "Melden Sie sich im Backoffice der Kunstmesse an, um Bewerbungen zu lesen und zu bewerten.",
  problem: "Es gibt ein Problem",
  signInTitle: "Anmelden",
  signInHeading: "Im Backoffice anmelden",
  email: "E-Mail",
  password: "Passwort",
  signIn: "Anmelden",
  forgotLink: "Passwort vergessen?",
  codeTitle: "Anmeldecode",
  codeHeading: "Geben Sie Ihren Anmeldecode ein",
  codeIntro:
    "Öffnen Sie die Authenticator-App auf Ihrem Telefon und geben Sie den Code ein, den sie für das Backoffice der Kunstmesse zeigt.",
  codeLabel: "Anmeldecode",
  codeHint: "Der 6-stellige Code, den Ihre Authenticator-App gerade zeigt.",
  verify: "Bestätigen",
  setupTitle: "Anmeldung in zwei Schritten einrichten",
  setupIntro: "Alle Mitglieder des Teams melden sich mit dem Passwort und einem Code aus einer Authenticator-App an.",
  setupOpenApp:
    "Öffnen Sie eine Authenticator-App auf Ihrem Telefon (zum Beispiel Google Authenticator, Microsoft Authenticator oder 1Password).",
  setupAddKey:
    "Fügen Sie ein Konto hinzu und tippen Sie diesen Schlüssel ein, oder <link>öffnen Sie ihn in der App</link> auf diesem Gerät:",
  setupEnterCode: "Geben Sie den Code ein, den die App dann zeigt.",
  wrong: "E-Mail oder Passwort ist falsch.",
  wrongCode:
    "Der Code stimmt nicht oder wurde schon verwendet. Geben Sie den neuesten Code aus Ihrer Authenticator-App ein.",
  expired: "Die Anmeldung hat zu lange gedauert. Bitte beginnen Sie von vorn.",
  throttled:
    "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.",
  chooseTitle: "Passwort wählen",
  chooseFor: "Für Ihr Konto <strong>{email}</strong> im Backoffice der Kunstmesse.",
  newPassword: "Neues Passwort",
  newPasswordHint:
    "Mindestens {min} Zeichen; kein gängiges Passwort, nicht Ihre E-Mail-Adresse. Ein paar Wörter hintereinander sind leicht zu merken.",
  setPassword: "Passwort festlegen",
  goneTitle: "Link abgelaufen",
  goneHeading: "Dieser Link funktioniert nicht mehr",
  gone: "Dieser Link funktioniert nicht mehr: Er wurde schon verwendet oder ist älter als 72 Stunden.",
  goneAsk:
    "<link>Fordern Sie einen neuen Link an</link> oder bitten Sie eine:n Admin des Backoffice, Ihnen einen zu senden.",
  setTitle: "Passwort festgelegt",
  setHeading: "Ihr Passwort ist festgelegt",
  setText: "Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem neuen Passwort an.",
  forgotTitle: "Passwort vergessen?",
  forgotIntro:
    "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden einen Link dorthin, mit dem Sie ein neues Passwort wählen.",
  sendLink: "Link senden",
  backToSignIn: "Zurück zur Anmeldung",
  sentTitle: "Sehen Sie in Ihre E-Mails",
  sent: "Wenn diese Adresse zu einem Konto des Backoffice gehört, ist ein Link zum Wählen eines neuen Passworts dorthin unterwegs. Der Link funktioniert einmal, innerhalb von 72 Stunden.",
  emailMissing: "Geben Sie Ihre E-Mail-Adresse ein.",
  linkThrottled:
    "Zu viele Anfragen nach einem neuen Passwort. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.",
  passwordTooShort: "Das Passwort muss mindestens {min} Zeichen haben.",
  passwordTooLong: "Das Passwort darf höchstens {max} Zeichen haben.",
  passwordCommon: "Dieses Passwort gehört zu den gängigsten: Wählen Sie ein anderes.",
  passwordIsEmail: "Das Passwort darf nicht die E-Mail-Adresse sein.",
  passwordFewCharacters: "Das Passwort muss mehr als ein paar verschiedene Zeichen verwenden.",
};
