import type { LettersCatalog } from "../en/letters.ts";

export const letters: LettersCatalog = {
  acceptedSubject: "{edition}: Ihre Bewerbung ist angenommen ({reference})",
  acceptedBody:
    "Guten Tag {contact},\n\nwir freuen uns sehr, Ihnen mitteilen zu können, dass das Auswahlkomitee die Bewerbung von {gallery} für {edition} angenommen hat. Ihr Stand: {booth}.\n\nDen Vertrag und die praktischen Einzelheiten senden wir Ihnen in den kommenden Wochen. Ihre Bewerbung und ihren aktuellen Status finden Sie weiterhin auf dieser Seite:\n{status_link}\n\nMit freundlichen Grüßen\nDas Auswahlkomitee der Kunstmesse\n",
  waitlistedSubject: "{edition}: Ihre Bewerbung steht auf der Warteliste ({reference})",
  waitlistedBody:
    "Guten Tag {contact},\n\ndas Auswahlkomitee hat die Bewerbung von {gallery} für {edition} auf die Warteliste gesetzt. Sobald ein Stand frei wird, schreiben wir Ihnen.\n\nIhre Bewerbung und ihren aktuellen Status finden Sie weiterhin auf dieser Seite:\n{status_link}\n\nMit freundlichen Grüßen\nDas Auswahlkomitee der Kunstmesse\n",
  rejectedSubject: "{edition}: Entscheidung über Ihre Bewerbung ({reference})",
  rejectedBody:
    "Guten Tag {contact},\n\nvielen Dank für die Bewerbung von {gallery} für {edition}. Leider müssen wir Ihnen mitteilen, dass das Auswahlkomitee sie diesmal nicht annehmen konnte: Es gab weit mehr überzeugende Bewerbungen als Stände.\n\nIhre Bewerbung finden Sie weiterhin auf dieser Seite:\n{status_link}\n\nWir würden uns freuen, für eine der kommenden Ausgaben wieder eine Bewerbung von Ihnen zu erhalten.\n\nMit freundlichen Grüßen\nDas Auswahlkomitee der Kunstmesse\n",

  boothSmall: "klein",
  boothMedium: "mittelgroß",
  boothLarge: "groß",
  boothAllocated: "{size} ({label}, {hall})",
};
